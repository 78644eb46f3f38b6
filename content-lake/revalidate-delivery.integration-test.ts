/**
 * The lake's revalidation notices are durable: a commit's notice waits in the database while the
 * site is down, is retried with a growing wait, reaches the site once it answers, and survives a
 * restart of the lake.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { drizzleFor } from "../platform/database";
import { testTargets } from "../platform/testing/databases";
import { RevalidationWorker } from "./revalidate";
import { startHarness, type LakeHarness } from "./testing/harness";

const SECRET = "revalidate-secret-0123456789abcdef";

interface Received {
  body: { _type: string; _id: string };
  signed: boolean;
}

/** A stand-in for the site's /api/revalidate; answers 503 while `busy` lasts. */
async function fakeSite(port = 0, busy = 0) {
  const received: Received[] = [];
  const refusedAt: number[] = [];
  let refusals = busy;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      if (refusals > 0) {
        refusals--;
        refusedAt.push(performance.now());
        return res.writeHead(503).end();
      }
      const signature = String(req.headers[SIGNATURE_HEADER_NAME] ?? "");
      void isValidSignature(raw, signature, SECRET).then((signed) => {
        received.push({ body: JSON.parse(raw) as Received["body"], signed });
        res.writeHead(200).end("{}");
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
  return { url, received, refusedAt, server };
}

/** An address where nothing listens yet (a port the system gave and took back). */
async function downSiteUrl(): Promise<string> {
  const probe = await fakeSite();
  await new Promise<void>((resolve) => probe.server.close(() => resolve()));
  return probe.url;
}

async function cursor(harness: LakeHarness) {
  const db = drizzleFor(harness.connection, {});
  const { rows } = await db.execute<{ delivered: number; attempts: number; last_error: string | null }>(
    sql`SELECT delivered_seq::int AS delivered, attempts, last_error FROM lake_revalidation WHERE dataset = 'production'`,
  );
  const [last] = (
    await db.execute<{ seq: number }>(
      sql`SELECT max(seq)::int AS seq FROM lake_transactions WHERE dataset = 'production'`,
    )
  ).rows;
  return { ...rows[0], latest: last?.seq };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function closeLater(server: Server) {
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
}

describe.each(testTargets())("durable revalidation on $name", (target) => {
  async function lakeWithWorker(url: string, logs: string[], delays = { baseDelayMs: 100, maxDelayMs: 800 }) {
    const harness = await startHarness(target);
    cleanups.push(() => harness.close());
    const start = () => {
      const worker = new RevalidationWorker({
        connection: harness.connection,
        store: harness.lake.store,
        target: { url, secret: SECRET, log: (message) => logs.push(message) },
        ...delays,
      });
      cleanups.push(() => worker.stop());
      return worker.start().then(() => worker);
    };
    return { harness, start };
  }

  it("tells the site once per type of published document changed, signed like a Sanity webhook, and never for drafts", async () => {
    const site = await fakeSite();
    closeLater(site.server);
    const { harness, start } = await lakeWithWorker(site.url, []);
    await start();
    const client = harness.client();
    await client.createOrReplace({
      _id: "drafts.spaProcedure.facial-massage",
      _type: "spaProcedure",
      title: "Массаж лица",
      price: 4500,
    });
    await client
      .transaction()
      .createOrReplace({ _id: "faq.a", _type: "faqItem", question: "?" })
      .createOrReplace({ _id: "faq.b", _type: "faqItem", question: "??" })
      .commit();
    await client.action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.spaProcedure.facial-massage",
      publishedId: "spaProcedure.facial-massage",
    });
    await expect.poll(() => site.received.length).toBe(2);
    expect(site.received).toEqual([
      { body: { _id: "faq.a", _type: "faqItem" }, signed: true },
      { body: { _id: "spaProcedure.facial-massage", _type: "spaProcedure" }, signed: true },
    ]);
    const { latest } = await cursor(harness);
    await expect.poll(async () => (await cursor(harness)).delivered).toBe(latest);
  });

  it("keeps a publish's notice while the site is down and delivers it once the site answers, waiting longer after each failure", async () => {
    const url = await downSiteUrl();
    const logs: string[] = [];
    const { harness, start } = await lakeWithWorker(url, logs);
    await start();
    // Nothing committed since the start: nothing to tell.
    expect(await cursor(harness)).toMatchObject({ attempts: 0, last_error: null });

    await harness.client().createOrReplace({ _id: "faq.down", _type: "faqItem", question: "Сайт спит?" });
    await expect
      .poll(async () => (await cursor(harness)).attempts, { timeout: 5000 })
      .toBeGreaterThanOrEqual(3);
    const state = await cursor(harness);
    expect(state.delivered).toBeLessThan(state.latest ?? 0);
    expect(state.last_error).toMatch(/fetch failed|ECONNREFUSED/);
    expect(logs.join("\n")).toContain("content lake: revalidation of faqItem failed");

    const site = await fakeSite(Number(new URL(url).port), 2);
    closeLater(site.server);
    await expect.poll(() => site.received.length, { timeout: 5000 }).toBe(1);
    expect(site.received).toEqual([{ body: { _id: "faq.down", _type: "faqItem" }, signed: true }]);
    // After three failures or more the wait has grown from 100 ms to its longest, 800 ms, of which
    // at least half is kept (equal jitter): a fixed wait would retry the 503 within about 100 ms.
    expect(site.refusedAt).toHaveLength(2);
    const [firstRefusal = 0, secondRefusal = 0] = site.refusedAt;
    expect(secondRefusal - firstRefusal).toBeGreaterThan(350);
    await expect.poll(async () => await cursor(harness)).toMatchObject({ attempts: 0, last_error: null });
    const after = await cursor(harness);
    expect(after.delivered).toBe(after.latest);

    // Delivered is done: a later drain sends nothing again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(site.received).toHaveLength(1);
  });

  it("delivers after a restart of the lake the notice the stopped lake could not", async () => {
    const url = await downSiteUrl();
    const { harness, start } = await lakeWithWorker(url, [], { baseDelayMs: 60_000, maxDelayMs: 60_000 });
    const first = await start();
    await harness.client().createOrReplace({ _id: "faq.restart", _type: "faqItem", question: "?" });
    await expect.poll(async () => (await cursor(harness)).attempts).toBeGreaterThanOrEqual(1);
    // The lake stops with the notice undelivered (the next attempt was a minute away).
    await first.stop();
    await harness.restart();

    const site = await fakeSite(Number(new URL(url).port));
    closeLater(site.server);
    await start();
    await expect.poll(() => site.received.length).toBe(1);
    expect(site.received).toEqual([{ body: { _id: "faq.restart", _type: "faqItem" }, signed: true }]);
    const { latest } = await cursor(harness);
    await expect.poll(async () => (await cursor(harness)).delivered).toBe(latest);

    // A third start has nothing left to tell.
    await harness.restart();
    await start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(site.received).toHaveLength(1);
  });
});
