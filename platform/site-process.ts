/**
 * The site's own process under `npm start` in production (docs/architecture.md «Processes»):
 * Next.js renders here, while the parent (platform/start.ts) keeps the hotel engine, the content
 * lake, the page cache and the public port, and forwards the site's requests to this process
 * (platform/site-child.ts). Its environment is the parent's, keys and URLs already exported.
 *
 * It listens on an ephemeral port of the loopback interface, tells the parent which one over the
 * IPC channel, and ends when the parent is gone. Each request runs as part of the request id the
 * parent gave it (platform/request-context.ts): the engine's client sends it on with its calls, and
 * this process's log lines carry it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { describeError } from "./describe-error";
import { env } from "./env";
import { prepareSiteAnswer } from "./late-scripts";
import { createLogger } from "./logger";
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from "./request-context";
import type { SiteProcessMessage } from "./site-child";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const logger = createLogger({ level: env().LOG_LEVEL, format: env().LOG_FORMAT }).child({
  component: "site",
});

async function main(): Promise<void> {
  // tsx, which runs this file, turns Node's source maps on: every server chunk of the build would
  // then have its map read and kept in memory (docs/performance.md «Memory»). Stack traces name
  // the built chunks instead.
  process.setSourceMapsEnabled(false);
  const config = env();
  const site = next({ dev: false, dir: path.join(root, "web"), hostname: "localhost", port: config.PORT });
  await site.prepare();
  const handle = site.getRequestHandler();
  const server = createServer((req, res) =>
    withRequestId(requestIdFrom(req.headers[REQUEST_ID_HEADER]), () => {
      prepareSiteAnswer(req, res);
      Promise.resolve(handle(req, res)).catch((error: unknown) => {
        logger.error(`${req.method} ${req.url?.split("?")[0]} failed: ${describeError(error)}`);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    }),
  );
  // Longer than the parent's idle sockets live, so that the parent never reuses one this side closed.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  // Asked by the parent to stop (after its own port stopped taking requests): the requests under
  // way end first, then the process (in at most 5 s).
  process.on("message", (message: unknown) => {
    if ((message as { type?: string } | null)?.type !== "stop") return;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
  const ready: SiteProcessMessage = { type: "ready", port: (server.address() as AddressInfo).port };
  process.send?.(ready);
}

// The parent gone (ended, killed), nothing would reach this process any more.
process.on("disconnect", () => process.exit(0));
// Ctrl+C in a terminal, or a service manager's SIGTERM to the whole group, reaches this process
// too: the parent first lets its own requests under way finish — many of them are this
// process's — and then stops it (the "stop" message above).
process.on("SIGINT", () => undefined);
process.on("SIGTERM", () => undefined);

main().catch((error: unknown) => {
  logger.fatal(`could not start: ${describeError(error)}`);
  process.exit(1);
});
