/**
 * Serves the built Studio (studio/dist) for the whole Playwright run, from the runner process.
 *
 * It used to be served by the first test worker that needed it; when that worker finished its
 * tests and exited, the Studio open in the other worker lost its server, and the next lazy chunk
 * (a document form) never loaded. A run without a built Studio (site projects only) serves
 * nothing, and the Studio tests say what to run (e2e/studio/support.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { serveStudio } from "../../content-lake/studio-server";
import { ports, studioDist } from "../studio/support";

export default async function studioSetup(): Promise<(() => Promise<void>) | undefined> {
  if (!existsSync(path.join(studioDist, "index.html"))) return undefined;
  const studio = await serveStudio({
    dist: studioDist,
    port: ports.studio,
    lakeOrigin: `https://localhost:${ports.lakeTls}`,
    siteOrigin: `http://127.0.0.1:${ports.site}`,
  });
  return () => studio.stop();
}
