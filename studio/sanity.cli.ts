/**
 * The Sanity CLI in studio/: `sanity dev`, `sanity build`, `sanity schema extract` and
 * `sanity typegen generate` (types of the site's GROQ queries into web/sanity.types.ts).
 */
import { defineCliConfig } from "sanity/cli";
import { hardCodedRussian } from "./locale/hard-coded";

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "embedded",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  server: { hostname: "localhost", port: Number(process.env.STUDIO_PORT) || 3333 },
  deployment: { autoUpdates: false },
  // The few English strings of Sanity's code that no locale bundle reaches (locale/hard-coded.ts).
  vite: (config) => ({ ...config, plugins: [...(config.plugins ?? []), hardCodedRussian()] }),
  typegen: {
    path: "../web/**/*.{ts,tsx}",
    // scripts/typegen-check.ts points these at a temporary folder to compare with the committed file.
    schema: process.env.TYPEGEN_SCHEMA || "schema.json",
    generates: process.env.TYPEGEN_OUTPUT || "../web/sanity.types.ts",
    overloadClientMethods: true,
  },
});
