/**
 * The site rendered in a process of its own (platform/site-process.ts) and reached through a
 * forwarding handler on the public port (docs/architecture.md «Processes»).
 *
 * Why: the hotel engine, the content lake and Next.js each need the CPU for what they serve, and
 * in one process they take turns on one event loop. A page that asks the engine (the rate plans
 * of a search) then costs the sum of both; in two processes they run side by side on two cores,
 * as under a plain `next start` with the engine elsewhere. The page cache stays in the parent, so
 * a prerendered page is still answered without crossing to the child.
 */
import { fork, type ChildProcess } from "node:child_process";
import {
  Agent,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { describeError } from "./describe-error";
import { refuseOversize, watchUndeclaredBody } from "./site-body-limit";
import type { Log } from "./logger";

export type SiteProcessMessage = { type: "ready"; port: number };

export interface SiteChild {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Ends the child and waits for it. */
  stop(): Promise<void>;
}

export interface SiteChildOptions {
  /** The child's entry (platform/site-process.ts). */
  entry: string;
  /** How long the child may take to prepare Next.js before the start fails. */
  readyTimeoutMs?: number;
  /** Called when the child ends without being asked to. */
  onExit(code: number | null, signal: NodeJS.Signals | null): void;
  log: Log;
}

/** Headers of one connection, not of the message: never forwarded (HTTP semantics, RFC 9110). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

export async function startSiteChild(options: SiteChildOptions): Promise<SiteChild> {
  const child = fork(options.entry, [], {
    // The parent's loader (tsx) and flags; its environment, with the keys start.ts exported.
    execArgv: process.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let stopping = false;
  const port = await readyPort(child, options.readyTimeoutMs ?? 120_000);
  child.on("exit", (code, signal) => {
    if (!stopping) options.onExit(code, signal);
  });
  options.log(`site rendering in its own process (pid ${child.pid}), reached on 127.0.0.1:${port}`);

  // Connections to the child are kept and reused: a new one per request would cost more than the
  // forwarding itself.
  const agent = new Agent({ keepAlive: true, keepAliveMsecs: 1000, maxSockets: 256, maxFreeSockets: 64 });

  return {
    handle(req, res) {
      // Set when the guest left first or sent too large a body: the request to the child was cut
      // on purpose (below), and its «socket hang up» is no failure of the child.
      let cut = false;
      // Set once the child answers: from then on its answer is the guest's, whatever comes after.
      let answering = false;
      const upstream = request(
        {
          host: "127.0.0.1",
          port,
          method: req.method,
          path: req.url,
          headers: endToEnd(req.headers),
          agent,
        },
        (answer) => {
          answering = true;
          res.statusCode = answer.statusCode ?? 502;
          if (answer.statusMessage) res.statusMessage = answer.statusMessage;
          // One by one, so that the page cache reads them back with getHeaders().
          for (const [name, value] of Object.entries(endToEnd(answer.headers))) {
            if (value !== undefined) res.setHeader(name, value);
          }
          answer.pipe(res);
          answer.on("error", () => res.destroy());
        },
      );
      upstream.on("error", (error) => {
        if (cut) return;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        options.log(
          `site process did not answer ${req.method} ${req.url?.split("?")[0]}: ${describeError(error)}`,
          "error",
        );
        res.statusCode = 502;
        res.end();
      });
      // A guest who leaves before the answer ends: the child stops rendering it too.
      res.on("close", () => {
        if (res.writableFinished) return;
        cut = true;
        upstream.destroy();
      });
      req.pipe(upstream);
      // A route's body without a declared length, past the limit: the child is not sent the rest
      // (nor left waiting for it) and the guest is answered here (platform/site-body-limit.ts).
      watchUndeclaredBody(req, () => {
        if (answering) return;
        cut = true;
        req.unpipe(upstream);
        upstream.destroy();
        refuseOversize(req, res);
      });
    },
    async stop() {
      stopping = true;
      agent.destroy();
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      // A message, not a signal: the child ignores SIGTERM, which a service manager sends the
      // whole group before the parent has let the requests under way finish (site-process.ts).
      if (child.connected) child.send({ type: "stop" });
      else child.kill("SIGTERM");
      const killed = setTimeout(() => child.kill("SIGKILL"), 6000);
      await exited;
      clearTimeout(killed);
    },
  };
}

function readyPort(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the site's process was not ready after ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
      child.off("error", onError);
    };
    const onMessage = (message: SiteProcessMessage) => {
      if (message?.type !== "ready") return;
      done();
      resolve(message.port);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      done();
      reject(new Error(`the site's process ended before it was ready (code ${code}, signal ${signal})`));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    child.on("message", onMessage);
    child.on("exit", onExit);
    child.on("error", onError);
  });
}
