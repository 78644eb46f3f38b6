import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, CLIENT_ORIGIN_HEADER, parseTrustedProxies } from "./client-address";
import { createPlatformServer } from "./server";

describe("the platform's server", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  /** A server whose site answers with the client address (or `header`) it was handed. */
  async function start(trustedProxies: string | undefined, header = CLIENT_ADDRESS_HEADER): Promise<string> {
    server = createPlatformServer({
      mounts: [
        {
          prefix: "/v1",
          handler: (req, res) => void res.end(`engine ${req.headers[CLIENT_ADDRESS_HEADER] ?? "-"}`),
        },
      ],
      site: { handle: (req, res) => res.end(String(req.headers[header] ?? "-")) },
      trustedProxies: parseTrustedProxies(trustedProxies),
      log: () => undefined,
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
  }

  const guestSays = {
    "x-forwarded-for": "198.51.100.1, 203.0.113.9",
    [CLIENT_ADDRESS_HEADER]: "192.0.2.66",
  };

  it("hands the site the connection's address, not what the guest wrote, when no proxy is trusted", async () => {
    const origin = await start(undefined);
    expect(await (await fetch(`${origin}/rooms`, { headers: guestSays })).text()).toBe("127.0.0.1");
  });

  it("hands the site the address a trusted proxy forwarded (the nearest untrusted hop)", async () => {
    const origin = await start("loopback");
    expect(await (await fetch(`${origin}/rooms`, { headers: guestSays })).text()).toBe("203.0.113.9");
    expect(
      await (await fetch(`${origin}/`, { headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.66" } })).text(),
    ).toBe("127.0.0.1");
  });

  it("refuses a site route's body that declares itself over 64 KB, unread and without the site; the engine's mounts keep their own limits", async () => {
    let reached = 0;
    server = createPlatformServer({
      mounts: [{ prefix: "/v1", handler: (_req, res) => void res.end("engine") }],
      site: {
        handle: (_req, res) => {
          reached += 1;
          res.end("site");
        },
      },
      trustedProxies: parseTrustedProxies(undefined),
      log: () => undefined,
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const port = (server?.address() as AddressInfo).port;
    // `declared` bytes announced, and only the first ones sent: the answer must not wait for the rest.
    const declaredPost = (declared: number) =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        const sent = request({
          port,
          path: "/api/booking/search",
          method: "POST",
          headers: { "content-type": "application/json", "content-length": String(declared) },
        });
        sent.on("response", (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => {
            resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection });
            sent.destroy();
          });
        });
        sent.on("error", reject);
        sent.write("[".repeat(1000));
      });
    const answer = await declaredPost(2 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: "PAYLOAD_TOO_LARGE",
        message: "Тело запроса больше 64 КБ",
        details: { max_bytes: 65536 },
      },
    });
    expect(answer.connection).toBe("close");
    expect(reached).toBe(0);
    // A small body, a page's path and the engine's mount go on as before.
    const small = await fetch(`http://127.0.0.1:${port}/api/booking/search`, { method: "POST", body: "{}" });
    expect(await small.text()).toBe("site");
    expect(reached).toBe(1);
  });

  it("holds a client's big bodies for 5 s once it was refused 10 times in a minute; its other requests and other clients are answered at once", async () => {
    const origin = await start("loopback");
    const port = Number(new URL(origin).port);
    const bigBody = (from: string, transfer: "declared" | "chunked") =>
      new Promise<{ status: number; ms: number }>((resolve, reject) => {
        const started = performance.now();
        const sent = request({
          port,
          path: "/api/booking/search",
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": from,
            ...(transfer === "declared" ? { "content-length": String(3_000_000) } : {}),
          },
        });
        sent.on("response", (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started });
          sent.destroy();
        });
        sent.on("error", reject);
        sent.write("[".repeat(1000));
      });
    const attacker = "198.51.100.201";
    for (let refusal = 1; refusal <= 10; refusal++) {
      const answer = await bigBody(attacker, "declared");
      expect(answer.status, `refusal ${refusal}`).toBe(413);
      expect(answer.ms, `refusal ${refusal}`).toBeLessThan(1000);
    }
    const held = bigBody(attacker, "declared");
    const heldChunked = bigBody(attacker, "chunked");
    // Meanwhile the same address's page and small body, and another client's big body, go on.
    const page = await fetch(`${origin}/rooms`, { headers: { "x-forwarded-for": attacker } });
    expect(await page.text()).toBe(attacker);
    const small = await fetch(`${origin}/api/booking/search`, {
      method: "POST",
      body: "{}",
      headers: { "x-forwarded-for": attacker },
    });
    expect(small.status).toBe(200);
    const other = await bigBody("198.51.100.202", "declared");
    expect(other).toMatchObject({ status: 413 });
    expect(other.ms).toBeLessThan(1000);
    for (const answer of [await held, await heldChunked]) {
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeGreaterThanOrEqual(4900);
    }
  }, 20_000);

  it("sends the mounts' prefixes to their handlers", async () => {
    const origin = await start(undefined);
    expect(await (await fetch(`${origin}/v1/rooms/types`)).text()).toBe("engine -");
    expect(await (await fetch(`${origin}/v1?x=1`)).text()).toBe("engine -");
    expect(await (await fetch(`${origin}/v10`)).text()).toBe("127.0.0.1");
  });

  it("leaves the site's call to the engine as the site sent it: the guest's address the site signed is not replaced by the site's own", async () => {
    // The site calls the engine through this same server (HOTEL_API_URL is PORT/v1); the engine
    // believes the address only with the site's signature, so it must arrive as it was signed.
    const origin = await start("loopback");
    const answer = await fetch(`${origin}/v1/rooms`, { headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.66" } });
    expect(await answer.text()).toBe("engine 192.0.2.66");
  });

  /** GET with headers fetch() may not set (Host). */
  function get(url: string, headers: Record<string, string>): Promise<string> {
    return new Promise((resolve, reject) => {
      const sent = request(url, { headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve(body));
      });
      sent.on("error", reject);
      sent.end();
    });
  }

  it("hands the site the origin the guest's connection reached; a forged X-Forwarded-Host or Host is not it", async () => {
    const origin = await start(undefined, CLIENT_ORIGIN_HEADER);
    const forged = {
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      [CLIENT_ORIGIN_HEADER]: "https://evil.example",
    };
    expect(await get(`${origin}/booking/payment`, forged)).toBe(origin);
    expect(await get(`${origin}/booking/payment`, { host: "evil.example" })).toBe("-");
    expect(await get(`${origin}/booking/payment`, { ...forged, host: "evil.example" })).toBe("-");
  });

  it("hands the site the origin a trusted proxy forwarded", async () => {
    const origin = await start("loopback", CLIENT_ORIGIN_HEADER);
    const forwarded = { "x-forwarded-host": "hotel.example.ru", "x-forwarded-proto": "https" };
    expect(await get(`${origin}/booking/payment`, forwarded)).toBe("https://hotel.example.ru");
  });
});
