/**
 * The API's documentation page at /v1/docs: Swagger UI from the installed swagger-ui-dist, served
 * by the API itself (no CDN, so it works offline), reading /v1/openapi.json. The page and the
 * document are open without a key; the "Authorize" button takes the key for trying calls.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "./middleware";

const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui-standalone-preset.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

function assetFolder(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve("swagger-ui-dist/package.json"));
}

const page = (base: string) => `<!doctype html>
<html lang="ru">
<head>
  <meta charset="utf-8">
  <title>Hotel API — документация</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" type="image/png" href="${base}/docs/favicon-32x32.png">
  <link rel="stylesheet" href="${base}/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${base}/docs/swagger-ui-bundle.js"></script>
  <script src="${base}/docs/swagger-ui-standalone-preset.js"></script>
  <script src="${base}/docs/init.js"></script>
</body>
</html>`;

const init = (base: string) => `window.ui = SwaggerUIBundle({
  url: "${base}/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: "StandaloneLayout",
  persistAuthorization: true
});`;

/** Registers /docs, /docs/init.js and the Swagger UI assets on an app mounted at `base` (/v1). */
export function registerDocs(app: Hono<AppEnv>, base: string): void {
  const folder = assetFolder();
  const cache = new Map<string, Buffer>();
  app.get("/docs", (c) => c.html(page(base)));
  app.get("/docs/init.js", (c) =>
    c.body(init(base), 200, { "content-type": "text/javascript; charset=utf-8" }),
  );
  app.get("/docs/:asset", async (c) => {
    const asset = c.req.param("asset");
    const type = ASSETS[asset];
    if (!type) return c.notFound();
    let content = cache.get(asset);
    if (!content) {
      content = await readFile(path.join(folder, asset));
      cache.set(asset, content);
    }
    return c.body(new Uint8Array(content), 200, {
      "content-type": type,
      "cache-control": "public, max-age=86400",
    });
  });
}
