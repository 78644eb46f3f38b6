/**
 * The module graph's rules (.dependency-cruiser.mjs, `npm run lint:graph`; docs/architecture.md
 * «The module graph») do fail: on a value import cycle, and on the site reaching hotel/db through
 * files that each import only what their own layer allows. The check runs as `npm run lint:graph`
 * runs it, with the project's own configuration, on a small tree written for the test.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const depcruise = path.join(root, "node_modules", "dependency-cruiser", "bin", "dependency-cruiser.mjs");
const config = path.join(root, ".dependency-cruiser.mjs");

const tree: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: { module: "ESNext", moduleResolution: "Bundler", paths: { "@hotel/*": ["./hotel/*"] } },
  }),
  // web → hotel/client (allowed) → the contract (allowed) → hotel/db: no single import is wrong.
  "web/features/probe.ts": 'import { limit } from "@hotel/client";\nexport const shown = limit;\n',
  "hotel/client/index.ts": 'export { limit } from "../http/schemas/probe";\n',
  "hotel/http/schemas/probe.ts":
    'import { rows } from "../../db/schema";\nexport const limit = rows.length;\n',
  "hotel/db/schema.ts": "export const rows: number[] = [];\n",
  // The same road without storage at its end: allowed.
  "web/features/clean.ts": 'import { clean } from "@hotel/client/clean";\nexport const shown = clean;\n',
  "hotel/client/clean.ts": "export const clean = 1;\n",
  // A value cycle in the domain, and a type-only one (erased by TypeScript: allowed).
  "hotel/domain/first.ts": 'import { second } from "./second";\nexport const first = () => second();\n',
  "hotel/domain/second.ts":
    'import { first } from "./first";\nexport const second = (): number => first();\n',
  "hotel/domain/typed-a.ts": 'import type { B } from "./typed-b";\nexport interface A { b: B }\n',
  "hotel/domain/typed-b.ts": 'import type { A } from "./typed-a";\nexport interface B { a?: A }\n',
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}

let dir = "";

async function cruise(outputType: "json" | "err"): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [depcruise, "--config", config, "--output-type", outputType, "."],
      { cwd: dir },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe("module graph check", () => {
  let violations: Violation[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "lint-graph-"));
    for (const [file, text] of Object.entries(tree)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    const { stdout } = await cruise("json");
    violations = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
  }, 60_000);

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("reports hotel/db reached from web/ through the client and the contract", () => {
    const found = violations.filter((v) => v.rule.name === "site-reaches-no-storage");
    expect(found.map((v) => [v.from, v.to])).toEqual([["web/features/probe.ts", "hotel/db/schema.ts"]]);
    // The client's and the contract's own rules see the same road from where they stand.
    const names = new Set(violations.map((v) => v.rule.name));
    expect(names).toContain("client-reaches-no-storage");
    expect(names).toContain("contract-reaches-no-storage");
  });

  it("reports the value cycle and not the type-only one", () => {
    const cycles = violations.filter((v) => v.rule.name === "no-cycle");
    expect(cycles.length).toBeGreaterThan(0);
    const modules = new Set(
      cycles.flatMap((v) => [v.from, v.to, ...(v.cycle ?? []).map((step) => step.name)]),
    );
    expect(modules).toEqual(new Set(["hotel/domain/first.ts", "hotel/domain/second.ts"]));
  });

  it("fails the command, as npm run lint:graph runs it", async () => {
    const { code, stdout } = await cruise("err");
    expect(code).not.toBe(0);
    expect(stdout).toContain("site-reaches-no-storage");
    expect(stdout).toContain("no-cycle");
  }, 60_000);
});
