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
