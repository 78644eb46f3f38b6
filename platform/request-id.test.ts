/**
 * The request id's way (docs/operations.md «Logs»): the platform's server names each request — by
 * the sane X-Request-Id it came with, else a new one — answers with it, hands it to the site's
 * process with the request, and the engine's client, called while that request is served, sends it
 * on to the engine.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createCall } from "../hotel/client/call";
import { parseTrustedProxies } from "./client-address";
import { REQUEST_ID_HEADER, currentRequestId, requestIdFrom, withRequestId } from "./request-context";
import { createPlatformServer } from "./server";
import { startSiteChild, type SiteChild } from "./site-child";

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "testing", "echo-site-child.ts");

describe("the request id", () => {
  let site: SiteChild | undefined;
  let server: Server | undefined;
  afterEach(async () => {
    const open = server;
    open?.closeAllConnections();
    if (open) await new Promise((resolve) => open.close(resolve));
    await site?.stop();
    server = undefined;
    site = undefined;
  });

  it("keeps a sane incoming id and replaces anything else", () => {
    expect(requestIdFrom("req-7f3a:lb@edge/1")).toBe("req-7f3a:lb@edge/1");
    for (const insane of ["", "a b", "<script>", "x".repeat(129), "id\nInjected: 1"])
      expect(requestIdFrom(insane)).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });

  it("reaches the site's process with the request and comes back in the answer", async () => {
    site = await startSiteChild({ entry, onExit: () => undefined, log: () => undefined });
    const child = site;
    const lines: { message: string; requestId: string | undefined }[] = [];
    server = createPlatformServer({
      mounts: [],
      site: { handle: (req, res) => child.handle(req, res) },
      trustedProxies: parseTrustedProxies(undefined),
      log: (message) => lines.push({ message, requestId: currentRequestId() }),
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const sent = await fetch(`${origin}/rooms/deluxe?guest=anna`, { headers: { "x-request-id": "edge-1" } });
    const echoed = (await sent.json()) as { headers: Record<string, string> };
    expect(sent.headers.get("x-request-id")).toBe("edge-1");
    expect(echoed.headers[REQUEST_ID_HEADER]).toBe("edge-1");

    const made = await fetch(`${origin}/rooms`, { headers: { "x-request-id": "not sane!" } });
    const id = made.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await made.json()) as { headers: Record<string, string> }).headers[REQUEST_ID_HEADER]).toBe(id);

    // One line per request, named by its id and its route template, never the URL's query.
    expect(lines).toContainEqual({ message: "GET /rooms/* 200", requestId: "edge-1" });
    expect(lines).toContainEqual({ message: "GET /rooms 200", requestId: id });
    expect(JSON.stringify(lines)).not.toContain("anna");
  });

  it("is sent on by the engine's client while a request is served, and only then", async () => {
    const seen: (string | null)[] = [];
    const call = createCall({
      baseUrl: "http://engine.test/v1",
      apiKey: "key",
      fetch: (_url, init) => {
        seen.push(new Headers(init?.headers).get(REQUEST_ID_HEADER));
        return Promise.resolve(Response.json({ ok: true }));
      },
    });
    await withRequestId("guest-click-9", () => call("GET", "/rooms", z.object({ ok: z.boolean() })));
    await call("GET", "/rooms", z.object({ ok: z.boolean() }));
    expect(seen).toEqual(["guest-click-9", null]);
  });
});
