/**
 * `npm run seed:content`: builds content/dataset.ndjson from the sources in data/, generating any
 * missing seed picture or clip into content/media (clips need ffmpeg). Existing media files are
 * kept, so asset ids do not change; delete a file to regenerate it.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { buildDataset, toNdjson } from "./build";
import { DATASET_FILE, MEDIA_DIR, ROOT_DIR } from "./paths";

const started = performance.now();
const result = await buildDataset({ mediaDir: MEDIA_DIR, generateMissing: true });
await writeFile(DATASET_FILE, toNdjson(result));
const bytes = result.assets.reduce((sum, asset) => sum + asset.size, 0);
console.log(
  `${path.relative(ROOT_DIR, DATASET_FILE)}: ${result.documents.length} документов, ${result.assets.length} ассетов (${(bytes / 1024 / 1024).toFixed(2)} МБ)` +
    `${result.generated.length ? `, создано файлов: ${result.generated.length}` : ""} за ${Math.round(performance.now() - started)} мс`,
);
// An English text whose path is no text of a localized field is never shown: say which.
if (result.unusedEnglish.length > 0) {
  console.warn(
    `Английские тексты, которым нет места (нет такого документа или локализованного поля), ${result.unusedEnglish.length}:\n` +
      result.unusedEnglish.map((entry) => `  ${entry}`).join("\n"),
  );
}
