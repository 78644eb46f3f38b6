import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { bodyLimited, isBodyLimited, jsonDepthOver, MAX_BODY_BYTES, MAX_JSON_DEPTH } from "./request-body";

const URL = "http://127.0.0.1/api/booking/search";

/** A route that answers what it read. */
const echo = bodyLimited(async (request: NextRequest) => Response.json({ read: await request.text() }));

/**
 * A body of `chunks` chunks of `size` bytes that sends only the first `sentNow` of them until
 * `send()`: a guest still uploading. Counts how many were pulled.
 */
function uploading(chunks: number, size: number, sentNow: number) {
  let pulled = 0;
  let send: () => void = () => undefined;
  const rest = new Promise<void>((resolve) => (send = resolve));
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pulled === chunks) return controller.close();
      if (pulled >= sentNow) await rest;
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, pulled: () => pulled, send };
}

/** Lets streams and the discarding behind an answer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function post(body: BodyInit, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(URL, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  });
}

async function error(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; details: unknown } }).error;
}

describe("the body limits of the site's routes", () => {
  it("refuses a declared Content-Length over 64 KB with 413 before reading a byte, then drops the rest", async () => {
    // Nothing of the 2 MB has arrived yet: the answer does not wait for it.
    const body = uploading(1024, 2048, 0);
    const response = await echo(post(body.stream, { "content-length": String(2 * 1024 * 1024) }), undefined);
    expect(response.status).toBe(413);
    expect(await error(response)).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "Тело запроса больше 64 КБ",
      details: { max_bytes: MAX_BODY_BYTES },
    });
    // The connection stays: the platform's forwarding to the site's process needs it (request-body.ts).
    expect(response.headers.get("connection")).toBeNull();
    // Behind the answer, what the guest still sends is read and dropped, so the connection is free again.
    body.send();
    await settle();
    expect(body.pulled()).toBe(1024);
  });

  it("counts a body without Content-Length as it streams in and answers once past the limit", async () => {
    // 64 KB is 32 chunks of 2 KB: the 33rd is over; the guest has sent 40 so far.
    const body = uploading(1024, 2048, 40);
    const response = await echo(post(body.stream), undefined);
    expect(response.status).toBe(413);
    expect((await error(response)).code).toBe("PAYLOAD_TOO_LARGE");
    expect(body.pulled()).toBeLessThanOrEqual(40);
    body.send();
    await settle();
    expect(body.pulled()).toBe(1024);
  });

  it("refuses JSON nested deeper than 20 with 400 JSON_TOO_DEEP, before anything parses it", async () => {
    const deep = `${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`;
    const response = await echo(post(deep), undefined);
    expect(response.status).toBe(400);
    expect(await error(response)).toMatchObject({ code: "JSON_TOO_DEEP", details: { max_depth: 20 } });
    const shallow = `${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`;
    expect(await (await echo(post(shallow), undefined)).json()).toEqual({ read: shallow });
  });

  it("hands the route the body as sent, within the limits, with its headers", async () => {
    const route = bodyLimited(async (request: NextRequest) =>
      Response.json({ type: request.headers.get("content-type"), body: await request.json() }),
    );
    const body = { arrival: "2027-01-01", note: '[[[{{{ \\" ]]]', rooms: [{ adults: 2, children: 0 }] };
    const response = await route(post(JSON.stringify(body)), undefined);
    expect(await response.json()).toEqual({ type: "application/json", body });
    const exact = "x".repeat(MAX_BODY_BYTES);
    expect(await (await echo(post(exact), undefined)).json()).toEqual({ read: exact });
  });

  it("lets a request without a body through as it came", async () => {
    let seen: NextRequest | undefined;
    const route = bodyLimited((request: NextRequest) => {
      seen = request;
      return new Response("ok");
    });
    const request = new NextRequest(URL);
    await route(request, undefined);
    expect(seen).toBe(request);
    expect(isBodyLimited(route)).toBe(true);
    expect(isBodyLimited(async () => new Response())).toBe(false);
  });

  it("lets a static prerender's stand-in request through without reading it (a force-static GET)", async () => {
    // Next.js prerenders a force-static GET with a request whose fields throw when read.
    const standIn = new Proxy(new NextRequest("http://localhost/api/home/rooms"), {
      get() {
        throw new TypeError(
          "Cannot read private member #state from an object whose class did not declare it",
        );
      },
    });
    const route = bodyLimited(async () => Response.json({ ok: true }));
    expect((await route(standIn, undefined)).status).toBe(200);
  });

  it("counts depth outside strings only", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(jsonDepthOver(bytes('{"a":[[1]]}'), 3)).toBe(false);
    expect(jsonDepthOver(bytes('{"a":[[[1]]]}'), 3)).toBe(true);
    expect(jsonDepthOver(bytes(`{"a":"${"[".repeat(100)}"}`), 3)).toBe(false);
    expect(jsonDepthOver(bytes(`{"a":"\\"${"[".repeat(100)}"}`), 3)).toBe(false);
    expect(jsonDepthOver(bytes(`["\\\\",${"[".repeat(5)}`), 3)).toBe(true);
  });
});
