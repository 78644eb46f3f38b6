/** `npm run fonts`: writes the site's own font subsets (see faces.ts) into web/fonts/. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { buildFace, FACES, fontPath } from "./faces";

for (const face of FACES) {
  const file = await buildFace(face);
  await writeFile(fontPath(face), file);
  console.log(`${path.relative(process.cwd(), fontPath(face))}: ${file.length} bytes`);
}
