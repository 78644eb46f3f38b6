/**
 * The body limits over real connections: `POST /api/booking/search` (the route module itself)
 * behind the platform's server, with the request handed to the route as Next.js does (a
 * NextRequest streaming the connection's body). A 2 MB body gets 413 while most of it has not
 * even been sent, and deeply nested JSON gets 400 with its code.
 */
import { request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "@platform/client-address";
import { PageCache } from "@platform/page-cache";
import { createPlatformServer } from "@platform/server";
import { BodyRefusals } from "@platform/site-body-limit";
import { startSiteChild, type SiteChild } from "@platform/site-child";
import { asNextRequest, sendResponse } from "@platform/testing/next-request";
import { POST } from "@web/app/api/booking/search/route";

const TWO_MB = 2 * 1024 * 1024;

/** The site as Next.js runs a route handler: the connection's body streamed into a NextRequest. */
async function site(req: IncomingMessage, res: ServerResponse): Promise<void> {
  await sendResponse(res, await POST(asNextRequest(req), undefined));
}

interface Answer {
  status: number;
  ms: number;
  /** Bytes of the body written when the answer came. */
  sent: number;
  json: { error?: { code: string; message: string; details?: unknown } };
}

/**
 * Sends `total` bytes in 16 KB writes, each after the previous one drained, and stops
 * writing as soon as the answer's head arrives: with `declare`, a Content-Length; without, chunked.
 */
function send(port: number, total: number, options: { declare: boolean; body?: string }): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (options.declare) headers["content-length"] = String(options.body?.length ?? total);
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/booking/search",
      headers,
    });
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const ms = performance.now() - started;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        resolve({
          status: res.statusCode ?? 0,
          ms,
          sent,
          json: JSON.parse(Buffer.concat(chunks).toString()),
        });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (options.body !== undefined) {
      sent = options.body.length;
      req.end(options.body);
      return;
    }
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const next = () => {
      if (answered) return;
      if (sent >= total) return void req.end();
      sent += chunk.length;
      if (req.write(chunk)) setImmediate(next);
      else req.once("drain", next);
    };
    next();
  });
}

describe("the site's route bodies over a real connection", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createPlatformServer({
      mounts: [],
      site: { handle: site },
      trustedProxies: parseTrustedProxies(undefined),
      pageCache: new PageCache(),
      log: () => undefined,
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    // One request first: the times below are of the limits, not of the first load of the modules.
    await send(port, 0, { declare: true, body: "{}" });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers 413 PAYLOAD_TOO_LARGE to a declared 2 MB body at once, before it is sent", async () => {
    const answer = await send(port, TWO_MB, { declare: true });
    expect(answer.status).toBe(413);
    expect(answer.json.error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", details: { max_bytes: 65536 } });
    expect(answer.sent).toBeLessThan(TWO_MB);
    // 100 ms is the bench's target (docs/bench.md, part «abuse»); beside other tests on a 2-core
    // machine one request can stall longer, so this bound only fails a refusal that waits for the
    // body (1–7 s before the limit).
    expect(answer.ms).toBeLessThan(1000);
    console.info(
      `2 MB with Content-Length: 413 after ${answer.ms.toFixed(1)} ms, ${answer.sent} bytes written`,
    );
  });

  it("answers 413 to a 2 MB body without Content-Length once 64 KB have come, not the whole of it", async () => {
    const answer = await send(port, TWO_MB, { declare: false });
    expect(answer.status).toBe(413);
    expect(answer.json.error?.code).toBe("PAYLOAD_TOO_LARGE");
    expect(answer.sent).toBeLessThan(TWO_MB / 2);
    expect(answer.ms).toBeLessThan(1000);
    console.info(`2 MB chunked: 413 after ${answer.ms.toFixed(1)} ms, ${answer.sent} bytes written`);
  });

  it("answers 400 JSON_TOO_DEEP to deeply nested JSON, and 400 VALIDATION_ERROR to a shallow wrong body", async () => {
    const deep = await send(port, 0, {
      declare: true,
      body: `{"rooms":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.json.error).toMatchObject({ code: "JSON_TOO_DEEP", details: { max_depth: 20 } });
    const wrong = await send(port, 0, { declare: true, body: '{"rooms":[[[]]]}' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.code).toBe("VALIDATION_ERROR");
  });
});

describe("the refusals through the platform's forwarding to the site's own process", () => {
  let child: SiteChild;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    // The child inherits this process's flags; under Vitest they hold no TypeScript loader, so it
    // gets tsx's, as `npm start` runs it.
    const flags = process.execArgv;
    process.execArgv = [...flags, "--import", "tsx"];
    try {
      child = await startSiteChild({
        entry: path.join(
          import.meta.dirname,
          "..",
          "..",
          "platform",
          "testing",
          "body-limited-site-child.ts",
        ),
        onExit: () => undefined,
        log: () => undefined,
      });
    } finally {
      process.execArgv = flags;
    }
    server = createPlatformServer({
      mounts: [],
      site: child,
      trustedProxies: parseTrustedProxies(undefined),
      pageCache: new PageCache(),
      // Forty refusals in a row from one address, to time them: a client refused that often
      // otherwise waits for its answers (platform/server.test.ts tests that hold).
      bodyRefusals: new BodyRefusals({ refusalsBeforeHold: Number.POSITIVE_INFINITY }),
      log: () => undefined,
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    await send(port, 0, { declare: true, body: "{}" });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await child.stop();
  });

  // Each refusal must leave the kept connection to the site's process fit for the next request:
  // closing it made most refusals 502, and a body left half read stalled the next one (a 502 after
  // 6 s). Twenty in a row, on the same few kept connections.
  it.each([true, false])(
    "answers every 2 MB body 413 with its JSON, Content-Length declared: %s",
    async (declare) => {
      const times: number[] = [];
      for (let round = 0; round < 20; round += 1) {
        const answer = await send(port, TWO_MB, { declare });
        expect(answer.status).toBe(413);
        expect(answer.json.error?.code).toBe("PAYLOAD_TOO_LARGE");
        times.push(answer.ms);
      }
      times.sort((a, b) => a - b);
      // The 100 ms target is the bench's to measure (docs/bench.md, part «abuse»): on a machine
      // busy with other tests the median went to 106 ms here. This bound still fails a refusal
      // that waits for the body (1–7 s before the limit).
      expect(times[10]).toBeLessThan(400);
      console.info(
        `2 MB ${declare ? "with Content-Length" : "chunked"} through the site's process: 413 in ${times[10]!.toFixed(1)} ms (median of 20), ${times[19]!.toFixed(1)} ms at most`,
      );
    },
  );
});
