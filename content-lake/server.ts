/**
 * The lake's two listeners: HTTPS with HTTP/2 for the Studio (a browser opens only six HTTP/1.1
 * connections per host, fewer than the Studio's listeners, and speaks HTTP/2 only over TLS),
 * and plain HTTP for the site's server. Both on loopback only.
 */
import { createServer, type Server } from "node:http";
import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from "node:http2";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from "../platform/request-context";
import type { Certificate } from "./tls";
import type { LakeEnv } from "./http/common";

export interface LakeServers {
  stop(): Promise<void>;
}

export type NodeListener = ReturnType<typeof getRequestListener>;

/** A Node request listener for a Hono app that leaves the process's Request/Response alone (Next.js shares them). */
export function nodeListener(app: Hono<LakeEnv>): NodeListener {
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  // The caller's request id (the platform's for /cdn, the site's on the lake's own ports) on the
  // lake's log lines (platform/request-context.ts).
  return (req, res) => withRequestId(requestIdFrom(req.headers[REQUEST_ID_HEADER]), () => listener(req, res));
}

function listen(server: Server | Http2SecureServer, port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      // A machine without IPv6 has no ::1; the IPv4 loopback is enough there.
      if (host === "::1" && (error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT")) resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve(true);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

function close(server: Server | Http2SecureServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Open listeners (server-sent events) would keep close() waiting for ever.
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}

export async function startLakeServers(options: {
  app: Hono<LakeEnv>;
  certificate: Certificate;
  tlsPort: number;
  httpPort: number;
}): Promise<LakeServers> {
  const listener = nodeListener(options.app);
  const servers: (Server | Http2SecureServer)[] = [];
  const sessions = new Set<ServerHttp2Session>();
  try {
    for (const host of ["127.0.0.1", "::1"]) {
      const tls = createSecureServer(
        { allowHTTP1: true, cert: options.certificate.cert, key: options.certificate.key },
        listener,
      );
      tls.on("session", (session) => {
        sessions.add(session);
        session.once("close", () => sessions.delete(session));
      });
      if (await listen(tls, options.tlsPort, host)) servers.push(tls);
    }
    const http = createServer(listener);
    await listen(http, options.httpPort, "127.0.0.1");
    servers.push(http);
  } catch (error) {
    await Promise.all(servers.map(close));
    throw error;
  }
  return {
    async stop() {
      for (const session of sessions) session.destroy();
      await Promise.all(servers.map(close));
    },
  };
}
