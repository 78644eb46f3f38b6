/**
 * Serves a built Studio (studio/dist) on loopback, as a single-page app, with the lake's origin
 * written into the page so the Studio finds the lake (see content-lake/studio-workspace.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".map": "application/json",
  ".txt": "text/plain; charset=utf-8",
};

export interface StudioServerOptions {
  /** The built Studio (contains index.html). */
  dist: string;
  port: number;
  /** Origin of the lake's Studio-facing port. */
  lakeOrigin: string;
  /** Origin of the site, whose /api/admin the Studio's manager tools call (studio/admin/api.ts). */
  siteOrigin?: string | undefined;
}

export interface RunningStudio {
  stop(): Promise<void>;
}

/**
 * Before the Studio starts: when the browser does not yet trust the lake's self-signed
 * certificate, every API call fails with a bare network error. This checks both names the Studio
 * uses and, if one fails, says what to do, in Russian, above the Studio.
 */
function certificateCheck(lakeOrigin: string): string {
  const hosts = [lakeOrigin, lakeOrigin.replace("//localhost", "//embedded.localhost")];
  return `<script>(function(){var hosts=${JSON.stringify(hosts)};
Promise.all(hosts.map(function(h){return fetch(h+"/v1/ping").then(function(r){return r.ok},function(){return false})}))
.then(function(ok){var bad=hosts.filter(function(h,i){return !ok[i]});if(!bad.length)return;
var show=function(){var d=document.createElement("div");d.setAttribute("role","alert");
d.style.cssText="position:fixed;z-index:99999;top:0;left:0;right:0;padding:16px;background:#fff4e5;color:#222;font:15px/1.5 system-ui,sans-serif;border-bottom:1px solid #e0b070";
d.innerHTML="Браузер не доверяет сертификату встроенного хранилища контента. Откройте "+bad.map(function(h){return '<a href=\\"'+h+'/v1/ping\\" target=\\"_blank\\">'+h+'</a>'}).join(" и ")+", примите сертификат и обновите эту страницу (или установите mkcert: docs/content-lake.md).";
document.body.prepend(d)};
if(document.body)show();else document.addEventListener("DOMContentLoaded",show)})})();</script>`;
}

function indexHtml(dist: string, lakeOrigin: string, siteOrigin: string | undefined): string {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const runtime =
    `<script>window.__EMBEDDED_LAKE__=${JSON.stringify({ apiHost: lakeOrigin })}` +
    (siteOrigin ? `;window.__HOTEL_SITE__=${JSON.stringify({ origin: siteOrigin })}` : "") +
    `</script>` +
    (lakeOrigin ? certificateCheck(lakeOrigin) : "");
  return html.includes("<head>") ? html.replace("<head>", `<head>${runtime}`) : runtime + html;
}

export function studioHandler(options: StudioServerOptions) {
  const root = path.resolve(options.dist);
  const index = indexHtml(root, options.lakeOrigin, options.siteOrigin);
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://studio.invalid");
    const relative = decodeURIComponent(url.pathname);
    const file = path.resolve(root, `.${relative}`);
    const inside = file === root || file.startsWith(root + path.sep);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    if (inside && existsSync(file) && statSync(file).isFile() && path.basename(file) !== "index.html") {
      const body = readFileSync(file);
      // Hashed bundle names never change content; the rest is revalidated.
      const immutable = /\/static\/|-[A-Za-z0-9_-]{8,}\.(js|css)$/.test(relative);
      res.writeHead(200, {
        "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
        "Content-Length": body.byteLength,
        "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    // Every other path is a Studio route (single-page app).
    res.writeHead(200, { "Content-Type": TYPES[".html"], "Cache-Control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : index);
  };
}

export async function serveStudio(options: StudioServerOptions): Promise<RunningStudio> {
  const handler = studioHandler(options);
  const servers: Server[] = [];
  for (const host of ["127.0.0.1", "::1"]) {
    const server = createServer(handler);
    const listening = await new Promise<boolean>((resolve, reject) => {
      server.once("error", (error: NodeJS.ErrnoException) => {
        if (host === "::1" && (error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT"))
          resolve(false);
        else reject(error);
      });
      server.listen(options.port, host, () => resolve(true));
    });
    if (listening) servers.push(server);
  }
  return {
    stop: async () => {
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}

/** A hash of everything the Studio build reads, to rebuild only when it changed. */
export function studioSourceHash(root: string): string {
  // rules/: the manager tools share the site's formats and date rules.
  const inputs = ["studio", "schemas", "rules", "content-lake/studio-workspace.ts", "package-lock.json"];
  const skip = new Set(["node_modules", "dist", ".sanity"]);
  const hash = createHash("sha256");
  const walk = (relative: string) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    const stat = statSync(absolute);
    if (stat.isFile()) {
      hash.update(relative).update("\0").update(readFileSync(absolute)).update("\0");
      return;
    }
    for (const entry of readdirSync(absolute).sort()) if (!skip.has(entry)) walk(path.join(relative, entry));
  };
  for (const input of inputs) walk(input);
  return hash.digest("hex");
}
