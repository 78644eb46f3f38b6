/**
 * A server's graceful end (docs/deploy.md «Stopping and rolling restarts»): stop accepting
 * connections, let the requests under way finish within a grace period, answer them with
 * `Connection: close` so a kept connection goes elsewhere for its next request, then close what
 * is left. A booking the guest already sent is answered, not cut off by a deploy.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

interface Tracked {
  underway: Set<ServerResponse>;
  draining: boolean;
}

const tracked = new WeakMap<Server, Tracked>();

/** Starts counting the server's requests under way; call once, before it listens. */
export function trackRequests(server: Server): void {
  const state: Tracked = { underway: new Set(), draining: false };
  tracked.set(server, state);
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    state.underway.add(res);
    // A request that arrives on a kept connection while draining is still answered, but its
    // connection closes behind the answer.
    if (state.draining) res.shouldKeepAlive = false;
    res.once("close", () => state.underway.delete(res));
  });
}

/** The requests under way now (the server must be tracked). */
export function requestsUnderway(server: Server): number {
  return tracked.get(server)?.underway.size ?? 0;
}

/**
 * Stops accepting, waits for the requests under way (at most `graceMs`), then closes every
 * connection left. Resolves with how many requests were still unfinished at the end.
 */
export async function drain(server: Server, graceMs: number): Promise<{ unfinished: number }> {
  const state = tracked.get(server);
  if (!state) throw new Error("drain: the server's requests are not tracked (trackRequests)");
  state.draining = true;
  for (const res of state.underway) res.shouldKeepAlive = false;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Kept connections with nothing under way would hold close() open: they go now.
  server.closeIdleConnections();
  const deadline = Date.now() + graceMs;
  while (state.underway.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    server.closeIdleConnections();
  }
  const unfinished = state.underway.size;
  server.closeAllConnections();
  await closed;
  return { unfinished };
}
