/**
 * The API's documents and their pages (docs/booking-engine.md#the-api-document): Swagger UI from
 * the installed swagger-ui-dist, served by the API itself (no CDN, so it works offline).
 *
 * - `/v1/openapi.json`, `/v1/docs`: the public document — every operation but the admin area
 *   (`/v1/admin/…`) — open without a key; the "Authorize" button takes the key for trying calls.
 * - `/v1/admin/openapi.json`: the whole API, admin area included, only with the admin key (the
 *   app's key check of `/v1/admin/`). `/v1/admin/docs` is the same page for it: an empty shell
 *   that asks the manager for the admin key and sends it only with the document's request.
 *
 * Every answer here carries the site's security headers (platform/security-headers.ts: the
 * Content Security Policy, `nosniff`, the referrer and permissions policies, HSTS over HTTPS), as
 * the site's own pages do; the docs page is framed by nobody but the site.
 */
import { readFile } from "node:fs/promises";
import { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { Socket } from "node:net";
import path from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { TrustedProxies } from "../../platform/client-address";
import { siteSecurityHeaders } from "../../platform/security-headers";
import type { AppEnv } from "./middleware";

type DocumentConfig = Parameters<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>[0];
type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>;

export interface DocsOptions {
  /** The document's head: OpenAPI version, servers, info. */
  document: DocumentConfig;
  /** SITE_URL: an https one means HSTS on every answer. */
  siteUrl: string;
  /** Whose X-Forwarded-Proto to believe (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
}

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

const page = (base: string, initScript: string) => `<!doctype html>
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
  <script src="${initScript}"></script>
</body>
</html>`;

const init = (base: string) => `window.ui = SwaggerUIBundle({
  url: "${base}/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: "StandaloneLayout",
  persistAuthorization: true,
  validatorUrl: null
});`;

/** The admin page: the key is asked once, kept in this page only, sent only for the document. */
const adminInit = (base: string) => `const adminKey = window.prompt("Ключ менеджера (HOTEL_ADMIN_KEY)") || "";
window.ui = SwaggerUIBundle({
  url: "${base}/admin/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: "StandaloneLayout",
  validatorUrl: null,
  requestInterceptor: (request) => {
    if (request.url.endsWith("${base}/admin/openapi.json")) request.headers["X-Api-Key"] = adminKey;
    return request;
  }
});`;

/** The public document: the whole one without the admin area's paths and its key. */
function publicDocument(whole: OpenApiDocument, base: string): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(whole.paths ?? {}).filter(([route]) => !route.startsWith(`${base}/admin/`)),
  );
  const schemes = Object.fromEntries(
    Object.entries(whole.components?.securitySchemes ?? {}).filter(([name]) => name !== "AdminKey"),
  );
  return { ...whole, paths, components: { ...whole.components, securitySchemes: schemes } };
}

/** The request as Node.js received it; a stand-in with its headers when the app is called in process. */
function incoming(c: Context<AppEnv>): IncomingMessage {
  if (c.env?.incoming) return c.env.incoming;
  const message = new IncomingMessage(new Socket());
  message.headers = Object.fromEntries(c.req.raw.headers);
  return message;
}

/**
 * Registers the documents, their pages (/docs, /admin/docs, their init.js) and the Swagger UI
 * assets on an app mounted at `base` (/v1), once every route is registered.
 */
export function registerDocs(app: OpenAPIHono<AppEnv>, base: string, options: DocsOptions): void {
  const folder = assetFolder();
  const cache = new Map<string, Buffer>();
  const securityHeaders = siteSecurityHeaders({
    dev: false,
    siteUrl: options.siteUrl,
    studioOrigins: [],
    yandexMaps: false,
    trustedProxies: options.trustedProxies,
  });
  for (const route of [
    "/docs",
    "/docs/*",
    "/openapi.json",
    "/admin/docs",
    "/admin/docs/*",
    "/admin/openapi.json",
  ]) {
    app.use(route, async (c, next) => {
      await next();
      for (const [name, value] of securityHeaders(incoming(c))) c.res.headers.set(name, value);
    });
  }
  // Generated once, on first request: the routes do not change while the app runs.
  let documents: { whole: OpenApiDocument; open: OpenApiDocument } | undefined;
  const generated = () => {
    if (!documents) {
      const whole = app.getOpenAPI31Document(options.document);
      documents = { whole, open: publicDocument(whole, base) };
    }
    return documents;
  };
  app.get("/openapi.json", (c) => c.json(generated().open));
  app.get("/admin/openapi.json", (c) => c.json(generated().whole));
  const script = (c: Context<AppEnv>, text: string) =>
    c.body(text, 200, { "content-type": "text/javascript; charset=utf-8" });
  app.get("/docs", (c) => c.html(page(base, `${base}/docs/init.js`)));
  app.get("/docs/init.js", (c) => script(c, init(base)));
  app.get("/admin/docs", (c) => c.html(page(base, `${base}/admin/docs/init.js`)));
  app.get("/admin/docs/init.js", (c) => script(c, adminInit(base)));
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
