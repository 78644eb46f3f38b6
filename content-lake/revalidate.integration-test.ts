/** The full revalidation at start; each commit's notice: revalidate-delivery.integration-test.ts. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterEach, describe, expect, it } from "vitest";
import { revalidateEverythingWhenSiteIsUp } from "./revalidate";

const SECRET = "revalidate-secret-0123456789abcdef";

interface Received {
  body: { _type: string; _id: string };
  signed: boolean;
}

/** A stand-in for the site's /api/revalidate that records what it is told. */
async function fakeSite(port = 0): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      if (req.method !== "POST") return res.writeHead(405).end();
      const signature = String(req.headers[SIGNATURE_HEADER_NAME] ?? "");
      void isValidSignature(raw, signature, SECRET).then((signed) => {
        received.push({ body: JSON.parse(raw) as Received["body"], signed });
        res.writeHead(200).end("{}");
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`,
    received,
    server,
  };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("revalidation at start", () => {
  it("waits for the site to answer, then revalidates every type once", async () => {
    const probe = await fakeSite();
    const port = Number(new URL(probe.url).port);
    probe.server.close();
    const abort = new AbortController();
    const done = revalidateEverythingWhenSiteIsUp(
      { url: probe.url, secret: SECRET, log: () => undefined },
      () => [
        { _id: "deluxe", _type: "roomCategory" },
        { _id: "siteSettings", _type: "siteSettings" },
      ],
      abort.signal,
      50,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const site = await fakeSite(port);
    servers.push(site.server);
    await done;
    expect(site.received.map((entry) => [entry.body._type, entry.signed])).toEqual([
      ["roomCategory", true],
      ["siteSettings", true],
    ]);
  });

  it("gives up when the lake stops before the site ever answers", async () => {
    const abort = new AbortController();
    const done = revalidateEverythingWhenSiteIsUp(
      { url: "http://127.0.0.1:9/api/revalidate", secret: SECRET, log: () => undefined },
      () => [{ _id: "x", _type: "faqItem" }],
      abort.signal,
      20,
    );
    abort.abort();
    await expect(done).resolves.toBeUndefined();
  });
});
