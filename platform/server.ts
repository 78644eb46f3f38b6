/**
 * The HTTP server on PORT: the components' mounts (/v1, /cdn) by their prefixes, the site for
 * everything else once it is ready. Every request to the site first gets the client's address and
 * the origin it asked for, as the platform found them (platform/client-address.ts), for the site
 * to pass on to the engine, and
 * every answer of the site gets the security headers (platform/security-headers.ts). Prerendered
 * pages are answered from the page cache when it holds them (platform/page-cache.ts). A body that
 * declares itself over the site's routes' limit is refused here, unread (platform/site-body-limit.ts).
 * Every request gets its id, its log line and its timing (platform/observe.ts); /healthz and
 * /readyz are answered first, before mounts, limits and the page cache (platform/health.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { NodeHandler } from "./component";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ORIGIN_HEADER,
  clientAddress,
  clientOrigin,
  type TrustedProxies,
} from "./client-address";
import { describeError } from "./describe-error";
import { trackRequests } from "./drain";
import type { Health } from "./health";
import type { Log } from "./logger";
import { observeRequest } from "./observe";
import type { PageCache } from "./page-cache";
import { attachRefusals, BodyRefusals, refuseDeclaredOversize } from "./site-body-limit";

export interface Mount {
  prefix: string;
  handler: NodeHandler;
}

export interface PlatformServerOptions {
  mounts: Mount[];
  /** The site's handler, set once the site is ready; until then its paths get no answer. */
  site: { handle?: (req: IncomingMessage, res: ServerResponse) => unknown };
  trustedProxies: TrustedProxies;
  /** The security headers of the site's answers (platform/security-headers.ts); mounts set their own. */
  siteHeaders?: ((req: IncomingMessage) => [string, string][]) | undefined;
  /** Prerendered pages' answers kept and sent again (platform/page-cache.ts); none → every request reaches the site. */
  pageCache?: PageCache | undefined;
  /** /healthz and /readyz; none → those paths are the site's. */
  health?: Health | undefined;
  /** Each client's refused bodies (platform/site-body-limit.ts); none → a count of this server's own. */
  bodyRefusals?: BodyRefusals | undefined;
  log: Log;
}

export function createPlatformServer(options: PlatformServerOptions): Server {
  const { mounts, site, trustedProxies, siteHeaders, pageCache, health, log } = options;
  const bodyRefusals = options.bodyRefusals ?? new BodyRefusals();
  const server = createServer((req: IncomingMessage, res: ServerResponse) =>
    observeRequest(req, res, log, () => serve(req, res)),
  );
  // Counted so that a stop lets the requests under way finish (platform/drain.ts).
  trackRequests(server);
  return server;

  function serve(req: IncomingMessage, res: ServerResponse): void {
    if (health?.handle(req, res)) return;
    const url = req.url ?? "/";
    const mount = mounts.find(
      (candidate) =>
        url === candidate.prefix ||
        url.startsWith(candidate.prefix + "/") ||
        url.startsWith(candidate.prefix + "?"),
    );
    if (!mount && !site.handle) {
      // Not ready: as if nothing listened yet, so whoever waits for the site (the lake's
      // revalidation at start, a test runner) keeps waiting instead of taking an answer.
      req.socket.destroy();
      return;
    }
    if (!mount) {
      // The guest's address for the site (which signs it on to the engine): the connection's, or
      // what trusted proxies forwarded; whatever the browser sent in this header is replaced.
      // Mounts get the request as sent: the site's own calls to the engine come back through this
      // server with the guest's address and its signature, which the engine checks.
      req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
        req.socket.remoteAddress,
        req.headers["x-forwarded-for"]?.toString(),
        trustedProxies,
      );
      // The origin the guest asked for, where a payment returns the guest when SITE_URL is unset.
      const origin = clientOrigin(
        {
          socketAddress: req.socket.remoteAddress,
          localAddress: req.socket.localAddress,
          encrypted: (req.socket as Partial<TLSSocket>).encrypted === true,
          host: req.headers.host,
          forwardedHost: req.headers["x-forwarded-host"]?.toString(),
          forwardedProto: req.headers["x-forwarded-proto"]?.toString(),
        },
        trustedProxies,
      );
      if (origin) req.headers[CLIENT_ORIGIN_HEADER] = origin;
      else delete req.headers[CLIENT_ORIGIN_HEADER];
      const own = new Set<string>();
      for (const [name, value] of siteHeaders?.(req) ?? []) {
        res.setHeader(name, value);
        own.add(name.toLowerCase());
      }
      attachRefusals(req, bodyRefusals);
      if (refuseDeclaredOversize(req, res)) return;
      if (pageCache?.handle(req, res, own)) return;
    }
    const handled = mount ? mount.handler(req, res) : site.handle?.(req, res);
    Promise.resolve(handled).catch((error: unknown) => {
      log(`request ${req.method} ${req.url?.split("?")[0]} failed: ${describeError(error)}`, "error");
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      }
    });
  }
}
