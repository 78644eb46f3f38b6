/**
 * `npm run seed:sanity`: imports content/dataset.ndjson (and content/media) into a Sanity
 * project. Idempotent: a second run changes nothing.
 *
 *   SANITY_PROJECT_ID=… SANITY_DATASET=production SANITY_API_WRITE_TOKEN=… npm run seed:sanity
 *
 *   --overwrite   replace documents a manager changed with the seed's version
 *   --dry-run     only report what would change
 *   --upgrade-only  only upgrade the stored texts to the two languages (docs/content-model.md
 *                 «Two languages»), which every run does first; import nothing
 *   --api-host=…  another Content Lake API host (e.g. the embedded lake, http://127.0.0.1:3335)
 *
 * Variables come from the environment, then .env.local and .env. The dataset is validated against the content model first; an invalid one is not imported.
 */
import { createClient } from "@sanity/client";
import { DATASET_FILE, MEDIA_DIR, ROOT_DIR } from "../seed-content/paths";
import { datasetProblems, formatProblems, readDataset } from "../seed-content/validate";
import { loadEnvFiles } from "../../platform/env";
import { ImportError, importDataset } from "./import";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

async function main(): Promise<void> {
  // Like npm start: .env.local and .env fill what the environment does not set.
  loadEnvFiles(ROOT_DIR);
  const projectId = process.env.SANITY_PROJECT_ID;
  const dataset = process.env.SANITY_DATASET || "production";
  const token = process.env.SANITY_API_WRITE_TOKEN;
  if (!projectId || !token) {
    throw new ImportError(
      "IMPORT_CONFIG",
      "Нужны SANITY_PROJECT_ID и SANITY_API_WRITE_TOKEN (токен с правом записи, sanity.io/manage → API → Tokens); SANITY_DATASET — по умолчанию production.",
    );
  }
  const documents = await readDataset(DATASET_FILE);
  const problems = (await datasetProblems(documents)).filter((problem) => problem.level === "error");
  if (problems.length > 0) {
    throw new ImportError(
      "IMPORT_INVALID_DATASET",
      `Набор данных не прошёл проверку:\n${formatProblems(problems)}`,
    );
  }
  const apiHost = value("api-host");
  const client = createClient({
    projectId,
    dataset,
    token,
    apiVersion: "2025-02-19",
    useCdn: false,
    perspective: "raw",
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
  const report = await importDataset({
    client,
    documents,
    mediaDir: MEDIA_DIR,
    overwrite: flag("overwrite"),
    dryRun: flag("dry-run"),
    upgradeOnly: flag("upgrade-only"),
    log: (line) => console.log(`  ${line}`),
  });
  const verb = flag("dry-run") ? "было бы" : "";
  if (report.upgraded.length > 0 || flag("upgrade-only")) {
    console.log(
      `${projectId}/${dataset}: тексты в новом виде (два языка) — переведено ${verb} ${report.upgraded.length} документов.`.replace(
        / {2,}/g,
        " ",
      ),
    );
  }
  if (flag("upgrade-only")) return;
  console.log(
    [
      `${projectId}/${dataset}:`,
      `ассеты — загружено ${verb} ${report.assetsUploaded.length}, уже были ${report.assetsPresent};`,
      `документы — создано ${verb} ${report.created.length}, без изменений ${report.unchanged},`,
      flag("overwrite")
        ? `заменено ${verb} ${report.replaced.length}.`
        : `отличаются от сида и оставлены как есть ${report.differing.length}${report.differing.length ? " (--overwrite заменит их)" : ""}.`,
    ]
      .join(" ")
      .replace(/ {2,}/g, " "),
  );
  if (report.differing.length > 0 && !flag("overwrite"))
    console.log(`  отличаются: ${report.differing.join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exit(1);
});
