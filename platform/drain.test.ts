import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drain, requestsUnderway, trackRequests } from "./drain";

/** A server whose `/slow?ms=` answers after that long; every answer says which request it was. */
async function start(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const ms = Number(new URL(req.url ?? "/", "http://x").searchParams.get("ms") ?? 0);
    setTimeout(() => res.end(`done ${req.url}`), ms);
  });
  trackRequests(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: agent ?? false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a server's graceful end", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server = undefined;
  });

  it("answers the requests under way, closes their connections behind them and takes no new one", async () => {
    const started = await start();
    server = started.server;
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    // A kept connection, idle when the stop comes: it is closed at once, not waited for.
    expect((await get(started.port, "/warm", kept)).connection).toBe("keep-alive");
    const underway = [get(started.port, "/slow?ms=600"), get(started.port, "/slow?ms=900")];
    await expect.poll(() => requestsUnderway(started.server)).toBe(2);
    const stopped = performance.now();
    const drained = drain(started.server, 5_000);
    // New connections are refused from the moment the stop began.
    await expect(get(started.port, "/late")).rejects.toThrow(/ECONNREFUSED/);
    const answers = await Promise.all(underway);
    expect(answers.map((answer) => [answer.status, answer.body, answer.connection])).toEqual([
      [200, "done /slow?ms=600", "close"],
      [200, "done /slow?ms=900", "close"],
    ]);
    expect(await drained).toEqual({ unfinished: 0 });
    // It waited for the slower one, not for the grace period.
    expect(performance.now() - stopped).toBeLessThan(3_000);
    kept.destroy();
  });

  it("cuts what is still under way when the grace period ends", async () => {
    const started = await start();
    server = started.server;
    const slow = get(started.port, "/slow?ms=10000").catch((error: Error) => error);
    await expect.poll(() => requestsUnderway(started.server)).toBe(1);
    const stopped = performance.now();
    expect(await drain(started.server, 300)).toEqual({ unfinished: 1 });
    expect(performance.now() - stopped).toBeLessThan(2_000);
    expect(await slow).toBeInstanceOf(Error);
  });
});
