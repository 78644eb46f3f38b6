import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { startSiteChild, type SiteChild } from "./site-child";

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "testing", "echo-site-child.ts");

describe("the site in a process of its own", () => {
  let site: SiteChild | undefined;
  let server: Server | undefined;
  const exits: (number | null)[] = [];

  afterEach(async () => {
    server?.close();
    await site?.stop();
    site = undefined;
  });

  const logs: string[] = [];

  async function start(): Promise<string> {
    logs.length = 0;
    site = await startSiteChild({
      entry,
      onExit: (code) => exits.push(code),
      log: (message) => logs.push(message),
    });
    const child = site;
    server = createServer((req, res) => child.handle(req, res));
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("forwards the request as sent and the answer as given, headers set one by one", async () => {
    const origin = await start();
    const answer = await fetch(`${origin}/booking/guest-data?x=1`, {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        "x-guest": "анна".length.toString(),
        connection: "keep-alive",
      },
      body: "тело запроса",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(answer.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    const echoed = (await answer.json()) as {
      method: string;
      url: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(echoed).toMatchObject({ method: "POST", url: "/booking/guest-data?x=1", body: "тело запроса" });
    expect(echoed.headers["x-guest"]).toBe("4");
    expect(echoed.headers.host).toBe(new URL(origin).host);
  });

  it("keeps the child's status", async () => {
    const origin = await start();
    expect((await fetch(`${origin}/missing`)).status).toBe(404);
  });

  it("answers 502 when the child is gone, and says so once", async () => {
    const origin = await start();
    await fetch(`${origin}/exit`).catch(() => undefined);
    await expect.poll(() => exits.length).toBe(1);
    expect(exits[0]).toBe(3);
    expect((await fetch(`${origin}/`)).status).toBe(502);
  });

  it("says nothing when the guest leaves before the child answers: the child did not fail", async () => {
    const origin = await start();
    const leaving = new AbortController();
    setTimeout(() => leaving.abort(), 100);
    await expect(fetch(`${origin}/slow`, { signal: leaving.signal })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(logs.filter((line) => line.includes("did not answer"))).toEqual([]);
    expect(await (await fetch(`${origin}/slow`)).text()).toBe("late");
  });

  /** POSTs `total` bytes chunked (no Content-Length), writing until answered; its status, JSON and bytes written. */
  function sendChunked(origin: string, path: string, total: number) {
    return new Promise<{ status: number; json: { error?: { code: string }; body?: string }; sent: number }>(
      (resolve, reject) => {
        const req = request(`${origin}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
        });
        let sent = 0;
        let answered = false;
        req.on("response", (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString()),
              sent,
            });
            req.destroy();
          });
        });
        req.on("error", (error) => {
          if (!answered) reject(error);
        });
        const chunk = Buffer.alloc(16 * 1024, 0x20);
        const next = () => {
          if (answered) return;
          if (sent >= total) return void req.end();
          sent += chunk.length;
          if (req.write(chunk)) setImmediate(next);
          else req.once("drain", next);
        };
        next();
      },
    );
  }

  it("refuses a site route's chunked body past 64 KB itself, without sending the rest to the child", async () => {
    const origin = await start();
    const twoMegabytes = 2 * 1024 * 1024;
    for (let round = 0; round < 5; round++) {
      // The echo child has no limit of its own: a 413 can only be the platform's.
      const refused = await sendChunked(origin, "/api/booking/search", twoMegabytes);
      expect(refused.status).toBe(413);
      expect(refused.json.error?.code).toBe("PAYLOAD_TOO_LARGE");
      expect(refused.sent).toBeLessThan(twoMegabytes / 2);
    }
    // The child and the kept connections to it are fine for the next guest.
    const small = await sendChunked(origin, "/api/booking/search", 32 * 1024);
    expect(small.status).toBe(200);
    expect(small.json.body).toHaveLength(32 * 1024);
    // Pages' paths are not the routes' limit to judge.
    const page = await sendChunked(origin, "/booking/guest-data", 256 * 1024);
    expect(page.status).toBe(200);
    expect(page.json.body).toHaveLength(256 * 1024);
    expect(logs.filter((line) => line.includes("did not answer"))).toEqual([]);
  });

  it("fails to start when the child ends before it is ready", async () => {
    await expect(
      startSiteChild({
        entry: path.join(path.dirname(entry), "no-such-child.ts"),
        onExit: () => undefined,
        log: () => undefined,
      }),
    ).rejects.toThrow(/ended before it was ready/);
  });
});
