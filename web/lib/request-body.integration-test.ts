/**
 * The body limits over real connections: `POST /api/booking/search` (the route module itself)
 * behind the platform's server, with the request handed to the route as Next.js does (a
 * NextRequest streaming the connection's body). A 2 MB body gets 413 while most of it has not
 * even been sent, and deeply nested JSON gets 400 with its code.
 */
import { request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "@platform/client-address";
import { PageCache } from "@platform/page-cache";
import { createPlatformServer } from "@platform/server";
import { POST } from "@web/app/api/booking/search/route";

const TWO_MB = 2 * 1024 * 1024;

/** The site as Next.js runs a route handler: the connection's body streamed into a NextRequest. */
async function site(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const request = new NextRequest(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: "half",
  });
  const response = await POST(request, undefined);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

interface Answer {
  status: number;
  ms: number;
  /** Bytes of the body written when the answer came. */
  sent: number;
  json: { error?: { code: string; message: string; details?: unknown } };
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
    await send(0, { declare: true, body: "{}" });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * Sends `total` bytes of `fill` in 16 KB writes, each after the previous one drained, and stops
   * writing as soon as the answer's head arrives: with `declare`, a Content-Length; without, chunked.
   */
  function send(total: number, options: { declare: boolean; body?: string }): Promise<Answer> {
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

  it("answers 413 PAYLOAD_TOO_LARGE to a declared 2 MB body at once, before it is sent", async () => {
    const answer = await send(TWO_MB, { declare: true });
    expect(answer.status).toBe(413);
    expect(answer.json.error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", details: { max_bytes: 65536 } });
    expect(answer.sent).toBeLessThan(TWO_MB);
    expect(answer.ms).toBeLessThan(100);
    console.info(
      `2 MB with Content-Length: 413 after ${answer.ms.toFixed(1)} ms, ${answer.sent} bytes written`,
    );
  });

  it("answers 413 to a 2 MB body without Content-Length once 64 KB have come, not the whole of it", async () => {
    const answer = await send(TWO_MB, { declare: false });
    expect(answer.status).toBe(413);
    expect(answer.json.error?.code).toBe("PAYLOAD_TOO_LARGE");
    expect(answer.sent).toBeLessThan(TWO_MB / 2);
    expect(answer.ms).toBeLessThan(100);
    console.info(`2 MB chunked: 413 after ${answer.ms.toFixed(1)} ms, ${answer.sent} bytes written`);
  });

  it("answers 400 JSON_TOO_DEEP to deeply nested JSON, and 400 VALIDATION_ERROR to a shallow wrong body", async () => {
    const deep = await send(0, { declare: true, body: `{"rooms":${"[".repeat(5000)}${"]".repeat(5000)}}` });
    expect(deep.status).toBe(400);
    expect(deep.json.error).toMatchObject({ code: "JSON_TOO_DEEP", details: { max_depth: 20 } });
    const wrong = await send(0, { declare: true, body: '{"rooms":[[[]]]}' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.code).toBe("VALIDATION_ERROR");
  });
});
