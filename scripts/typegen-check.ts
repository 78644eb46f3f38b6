/**
 * `npm run typegen:check`: fails when web/sanity.types.ts is not what `npm run typegen` would
 * write from the current schemas/ and web/ queries (someone changed one and forgot the other).
 * Generates into a temporary folder, so the working tree is never touched.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const studio = path.join(root, "studio");
const sanity = path.join(root, "node_modules", ".bin", "sanity");
const committed = path.join(root, "web", "sanity.types.ts");
// Inside the repository (.cache is ignored), so the generated file is formatted with the
// project's Prettier settings, as `npm run typegen` formats it.
mkdirSync(path.join(root, ".cache"), { recursive: true });
const temp = mkdtempSync(path.join(root, ".cache", "typegen-check-"));

/** The generated text without the line that names the schema file's path. */
const comparable = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("// Source: "))
    .join("\n");

function run(args: string[], extraEnv: Record<string, string> = {}): void {
  const result = spawnSync(sanity, args, {
    cwd: studio,
    env: { ...process.env, ...extraEnv },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`sanity ${args.join(" ")} exited with ${result.status ?? result.signal}`);
  }
}

try {
  const schema = path.join(temp, "schema.json");
  const output = path.join(temp, "sanity.types.ts");
  // The CLI joins --path to the Studio folder even when it is absolute, so pass it relative.
  run(["schema", "extract", "--path", path.relative(studio, schema), "--enforce-required-fields"]);
  run(["typegen", "generate"], { TYPEGEN_SCHEMA: schema, TYPEGEN_OUTPUT: output });
  if (comparable(output) !== comparable(committed)) {
    console.error(
      "web/sanity.types.ts is out of date with schemas/ or web/lib/content/queries.ts: run `npm run typegen` and commit it.",
    );
    process.exitCode = 1;
  } else {
    console.log("web/sanity.types.ts is up to date");
  }
} finally {
  if (!process.env.TYPEGEN_KEEP) rmSync(temp, { recursive: true, force: true });
}
