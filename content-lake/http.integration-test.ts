import { request as httpRequest } from "node:http";
import type { ClientError, MutationEvent } from "@sanity/client";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../platform/testing/databases";
import { startHarness, TEST_TOKEN, type LakeHarness } from "./testing/harness";

const STUDIO = "http://localhost:3998";

describe.each(testTargets())("content lake HTTP API on $name", (target) => {
  let harness: LakeHarness;
  beforeAll(async () => {
    harness = await startHarness(target);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const request = (path: string, init: RequestInit & { token?: string | null } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token !== null) headers.set("Authorization", `Bearer ${init.token ?? TEST_TOKEN}`);
    return fetch(`${harness.url}${path}`, { ...init, headers });
  };

  describe("guards", () => {
    it("answers only on loopback host names, so a rebound DNS name cannot reach it", async () => {
      const response = await harness.lake.app.request("http://attacker.example/v1/ping", {
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ statusCode: 403, error: "Forbidden" });
    });

    it("allows the Studio's origin (CORS with credentials) and refuses other web pages", async () => {
      const preflight = await request("/v2025-02-19/data/mutate/production", {
        method: "OPTIONS",
        token: null,
        headers: { Origin: STUDIO, "Access-Control-Request-Headers": "authorization,content-type" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe(STUDIO);
      expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
      expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization,content-type");

      const foreign = await request("/v2025-02-19/data/mutate/production", {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "text/plain" },
        body: JSON.stringify({ mutations: [{ create: { _type: "faqItem" } }] }),
      });
      expect(foreign.status).toBe(403);
      expect(await harness.client().fetch(`count(*[_type == "faqItem"])`)).toBe(0);
    });

    it("needs the token everywhere but on the public paths", async () => {
      for (const path of [
        "/v2025-02-19/users/me",
        "/v2025-02-19/data/doc/production/siteSettings",
        "/v2025-02-19/projects/embedded",
      ]) {
        const response = await request(path, { token: null });
        expect(response.status, path).toBe(401);
        expect(await response.json()).toEqual({
          statusCode: 401,
          error: "Unauthorized",
          message: "Session not found",
        });
      }
      for (const path of [
        "/v1/ping",
        "/v2025-02-19/auth/providers",
        "/v2025-02-19/intake/telemetry-status",
        "/v2025-02-19/journey/trial",
      ]) {
        expect((await request(path, { token: null })).status, path).toBe(200);
      }
      expect(await (await request("/v1/intake/telemetry-status", { token: null })).json()).toEqual({
        status: "denied",
      });
    });

    it("refuses a JSON body over the limit with 413", async () => {
      const huge = JSON.stringify({ query: `"${"x".repeat(300 * 1024)}"` });
      const response = await request("/v2025-02-19/data/query/production", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: huge,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ statusCode: 413, error: "Request Entity Too Large" });
    });

    it("answers unknown paths and bad JSON in Sanity's shapes", async () => {
      const unknown = await request("/v2025-02-19/data/nothing/production");
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
      const badJson = await request("/v2025-02-19/data/mutate/production", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{not json",
      });
      expect(badJson.status).toBe(400);
      expect(await badJson.json()).toMatchObject({
        statusCode: 400,
        message: "The request body is not valid JSON",
      });
    });
  });

  describe("awkward requests", () => {
    /** A POST whose body is sent in chunks, with no Content-Length (fetch cannot send one). */
    const chunked = (path: string, chunks: string[]) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = httpRequest(
          `${harness.url}${path}`,
          {
            method: "POST",
            headers: { Authorization: `Bearer ${TEST_TOKEN}`, "Content-Type": "application/json" },
          },
          (response) => {
            let body = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => (body += chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        outgoing.on("error", reject);
        for (const chunk of chunks) outgoing.write(chunk);
        outgoing.end();
      });

    it("reads a chunked body without Content-Length, and refuses one over the limit with 413", async () => {
      const small = await chunked("/v2025-02-19/data/query/production", [
        '{"query":',
        '"count(*[_type == \\"spaCategory\\"])"}',
      ]);
      expect(small.status, small.body).toBe(200);
      expect(JSON.parse(small.body)).toMatchObject({ result: 1 });
      const big = await chunked("/v2025-02-19/data/query/production", [
        '{"query":"',
        ...Array.from({ length: 30 }, () => "x".repeat(10 * 1024)),
        '"}',
      ]);
      expect(big.status).toBe(413);
      expect(JSON.parse(big.body)).toMatchObject({ statusCode: 413, error: "Request Entity Too Large" });
    });

    it("names a download in any language (RFC 6266/5987) and refuses CR/LF in it with 400", async () => {
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
        .png()
        .toBuffer();
      const image = await harness.client().assets.upload("image", png, { filename: "dl.png" });
      const pdf = await harness
        .client()
        .assets.upload(
          "file",
          Buffer.from("%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
          {
            filename: "menu.pdf",
            contentType: "application/pdf",
          },
        );
      for (const url of [image.url, pdf.url]) {
        const path = new URL(url).pathname;
        const named = await fetch(`${harness.url}${path}?dl=${encodeURIComponent("файл «меню».mp4")}`);
        expect(named.status, path).toBe(200);
        const disposition = named.headers.get("content-disposition") ?? "";
        expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
        expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? "")).toBe("файл «меню».mp4");
        for (const bad of ["a\r\nSet-Cookie: x=1", "a\nb", "a\rb"]) {
          const refused = await fetch(`${harness.url}${path}?dl=${encodeURIComponent(bad)}`);
          expect(refused.status, JSON.stringify(bad)).toBe(400);
          expect(await refused.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
        }
      }
    });
  });

  describe("login", () => {
    it("exchanges the token typed into the login page for a one-time session the Studio redeems", async () => {
      const page = await request(
        `/v1/auth/embedded-login?origin=${encodeURIComponent(`${STUDIO}/structure`)}`,
        { token: null },
      );
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Токен встроенного хранилища контента печатает");

      const wrong = await request("/v1/auth/embedded-login", {
        method: "POST",
        token: null,
        body: new URLSearchParams({ origin: `${STUDIO}/structure`, token: "wrong" }),
      });
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain("Неверный токен.");

      const right = await request("/v1/auth/embedded-login", {
        method: "POST",
        token: null,
        redirect: "manual",
        body: new URLSearchParams({ origin: `${STUDIO}/structure`, token: TEST_TOKEN }),
      });
      expect(right.status).toBe(303);
      const location = new URL(right.headers.get("location") ?? "");
      expect(`${location.origin}${location.pathname}`).toBe(`${STUDIO}/structure`);
      const sid = location.hash.replace("#sid=", "");
      const fetched = await request(`/v1/auth/fetch?sid=${sid}`, { token: null });
      expect(await fetched.json()).toEqual({ token: TEST_TOKEN });
      expect((await request(`/v1/auth/fetch?sid=${sid}`, { token: null })).status).toBe(401);
    });

    it("refuses a login link whose origin is not a URL", async () => {
      const response = await request("/v1/auth/embedded-login?origin=not-a-url", { token: null });
      expect(response.status).toBe(400);
    });

    it("never sends a login to an origin that is not the Studio's", async () => {
      const response = await request("/v1/auth/embedded-login", {
        method: "POST",
        token: null,
        redirect: "manual",
        body: new URLSearchParams({ origin: "https://evil.example/", token: TEST_TOKEN }),
      });
      expect(response.status).toBe(400);
    });
  });

  describe("Studio support", () => {
    it("tells the Studio who is logged in and what they may do", async () => {
      const me = (await (await request("/v2025-02-19/users/me")).json()) as { id: string; name: string };
      expect(me).toMatchObject({ id: "p-embedded-manager", name: "Администратор", role: "administrator" });
      const grants = await (await request("/v2021-06-07/projects/embedded/datasets/production/acl")).json();
      expect(grants).toEqual([
        { filter: '_id in path("**")', permissions: ["history", "read", "update", "create", "manage"] },
      ]);
      expect(await (await request("/v2025-02-19/features")).json()).toEqual([]);
    });

    it("keeps the Studio's per-user settings", async () => {
      await request("/v2025-02-19/users/me/keyvalue", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify([{ key: "studio.search.recent", value: ["Массаж"] }]),
      });
      const values = await (
        await request("/v2025-02-19/users/me/keyvalue/studio.search.recent,unknown.key")
      ).json();
      expect(values).toEqual([
        { key: "studio.search.recent", value: ["Массаж"] },
        { key: "unknown.key", value: null },
      ]);
    });
  });

  describe("mutations and actions", () => {
    it("refuses to create a document that exists, and to patch one that does not", async () => {
      const client = harness.client();
      const exists = (await client
        .create({ _id: "siteSettings", _type: "siteSettings" })
        .catch((error: unknown) => error)) as ClientError;
      expect(exists.statusCode).toBe(409);
      expect(exists.details).toMatchObject({
        items: [{ error: { type: "documentAlreadyExistsError", id: "siteSettings" } }],
      });
      const missing = (await client
        .patch("nothing-here")
        .set({ a: 1 })
        .commit()
        .catch((error: unknown) => error)) as ClientError;
      expect(missing.statusCode).toBe(404);
      expect(missing.message).toContain('Document "nothing-here" not found');
    });

    it("applies the Studio's patch operations: setIfMissing, insert, inc, unset and diffMatchPatch", async () => {
      const client = harness.client();
      await client.createOrReplace({
        _id: "faq.patches",
        _type: "faqItem",
        question: "Можно ли с собакой?",
        order: 1,
      });
      const result = await client
        .patch("faq.patches")
        .setIfMissing({ tags: [] })
        .insert("after", "tags[-1]", ["собаки"])
        .inc({ order: 2 })
        .diffMatchPatch({
          question:
            "@@ -12,8 +12,8 @@\n  %D1%81 \n-%D1%81%D0%BE%D0%B1%D0%B0%D0%BA%D0%BE%D0%B9\n+%D0%BA%D0%BE%D1%88%D0%BA%D0%BE%D0%B9\n ?\n",
        })
        .commit({ autoGenerateArrayKeys: true });
      expect(result).toMatchObject({ order: 3, tags: ["собаки"] });
      expect(result.question).toBe("Можно ли с кошкой?");
      const unset = await client.patch("faq.patches").unset(["tags"]).commit();
      expect(unset.tags).toBeUndefined();
    });

    it("patches and deletes by query", async () => {
      const client = harness.client();
      await client.createOrReplace({ _id: "faq.q1", _type: "faqItem", question: "1", batch: "x" });
      await client.createOrReplace({ _id: "faq.q2", _type: "faqItem", question: "2", batch: "x" });
      await client.mutate([{ patch: { query: `*[batch == "x"]`, set: { answer: "Да" } } }]);
      expect(await client.fetch(`*[batch == "x"].answer`)).toEqual(["Да", "Да"]);
      await client.mutate([{ delete: { query: `*[batch == "x"]` } }]);
      expect(await client.fetch(`count(*[batch == "x"])`)).toBe(0);
    });

    it("answers a patch that changes nothing with operation none, and records no transaction", async () => {
      const client = harness.client();
      const created = await client.createOrReplace({ _id: "faq.noop", _type: "faqItem", question: "Тихо?" });
      const logged = async () => (await harness.lake.store.transactions("production")).length;
      const before = await logged();
      const answer = await client.mutate([{ patch: { id: "faq.noop", set: { question: "Тихо?" } } }], {
        returnDocuments: false,
      });
      expect(answer.results).toEqual([{ id: "faq.noop", operation: "none" }]);
      expect(answer.transactionId).toBeUndefined();
      expect((await client.getDocument("faq.noop"))?._rev).toBe(created._rev);
      expect(await logged()).toBe(before);
      const wrong = (await client
        .patch("faq.noop")
        .inc({ question: 1 })
        .commit()
        .catch((error: unknown) => error)) as ClientError;
      expect(wrong.statusCode).toBe(400);
      expect(wrong.details).toMatchObject({
        type: "mutationError",
        items: [{ error: { type: "invalidMutationError" } }],
      });
    });

    it("refuses a transaction id that was used before with 409 (a storage error answered over HTTP)", async () => {
      const client = harness.client();
      const first = await client.mutate([{ createOrReplace: { _id: "faq.txid", _type: "faqItem", n: 1 } }], {
        transactionId: "embedded-test-txid-1",
        returnDocuments: false,
      });
      expect(first.transactionId).toBe("embedded-test-txid-1");
      const again = (await client
        .mutate([{ createOrReplace: { _id: "faq.txid", _type: "faqItem", n: 2 } }], {
          transactionId: "embedded-test-txid-1",
        })
        .catch((error: unknown) => error)) as ClientError;
      expect(again.statusCode).toBe(409);
      expect(again.message).toContain('Transaction ID "embedded-test-txid-1" has already been used');
    });

    it("refuses an unknown action type with an actionError", async () => {
      const error = (await harness
        .client()
        .action({ actionType: "sanity.action.document.teleport", publishedId: "x" } as never)
        .catch((caught: unknown) => caught)) as ClientError;
      expect(error.statusCode).toBe(400);
      expect(error.details).toMatchObject({
        type: "actionError",
        items: [{ error: { type: "invalidActionError" } }],
      });
    });

    it("unpublishes into a draft, discards a draft and deletes a document with its draft", async () => {
      const client = harness.client();
      await client.createOrReplace({ _id: "faq.life", _type: "faqItem", question: "Жизнь документа" });
      await client.action({
        actionType: "sanity.action.document.unpublish",
        draftId: "drafts.faq.life",
        publishedId: "faq.life",
      });
      expect(await client.getDocument("faq.life")).toBeUndefined();
      expect((await client.getDocument("drafts.faq.life"))?.question).toBe("Жизнь документа");
      await client.action({ actionType: "sanity.action.document.discard", draftId: "drafts.faq.life" });
      expect(await client.getDocument("drafts.faq.life")).toBeUndefined();
      await client.createOrReplace({ _id: "faq.life", _type: "faqItem", question: "Снова" });
      await client.createOrReplace({ _id: "drafts.faq.life", _type: "faqItem", question: "Снова, черновик" });
      await client.action({
        actionType: "sanity.action.document.delete",
        publishedId: "faq.life",
        includeDrafts: ["drafts.faq.life"],
      });
      expect(await client.getDocuments(["faq.life", "drafts.faq.life"])).toEqual([null, null]);
    });
  });

  describe("listener", () => {
    it("streams a welcome, then every matching change with whole-document mendoza effects", async () => {
      const client = harness.client();
      const events: MutationEvent[] = [];
      const welcomed = new Promise<void>((resolve) => {
        const subscription = client
          .listen(
            `*[_type == "faqItem" && batch == $batch]`,
            { batch: "listen" },
            {
              events: ["welcome", "mutation"],
              effectFormat: "mendoza",
              includeResult: false,
            },
          )
          .subscribe((event) => {
            if (event.type === "welcome") resolve();
            if (event.type === "mutation") events.push(event);
          });
        afterAll(() => subscription.unsubscribe());
      });
      await welcomed;
      const created = await client.create({
        _id: "faq.listen",
        _type: "faqItem",
        question: "?",
        batch: "listen",
      });
      await client.patch("faq.listen").set({ question: "!" }).commit();
      await client.createOrReplace({ _id: "faq.other", _type: "faqItem", question: "не слушаем" });
      await client.delete("faq.listen");
      await expect.poll(() => events.length).toBe(3);
      expect(events.map((event) => event.transition)).toEqual(["appear", "update", "disappear"]);
      expect(events[0]).toMatchObject({
        documentId: "faq.listen",
        resultRev: created._rev,
        transactionTotalEvents: 1,
      });
      expect(events[0]?.result).toBeUndefined();
      expect(events[1]?.effects?.apply).toEqual([0, expect.objectContaining({ question: "!" })]);
      // A deletion still names the transaction as resultRev: the Studio chains events by revision.
      expect(events[2]).toMatchObject({ previousRev: events[1]?.resultRev, effects: { apply: [0, null] } });
      expect(events[2]?.resultRev).toBe(events[2]?.transactionId);
    });
  });

  describe("history", () => {
    it("answers the transaction log of a document with effects, and the document at a revision", async () => {
      const client = harness.client();
      const first = await client.createOrReplace({ _id: "faq.history", _type: "faqItem", question: "Один" });
      await client.patch("faq.history").set({ question: "Два" }).commit();
      const log = await request(
        `/v2025-02-19/data/history/production/transactions/faq.history?effectFormat=mendoza&excludeContent=true`,
      );
      const lines = (await log.text())
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown }> });
      expect(lines).toHaveLength(2);
      expect(lines[1]?.effects["faq.history"]?.apply).toEqual([
        0,
        expect.objectContaining({ question: "Два" }),
      ]);
      const atFirst = await (
        await request(`/v2025-02-19/data/history/production/documents/faq.history?revision=${first._rev}`)
      ).json();
      expect(atFirst).toMatchObject({ documents: [{ _id: "faq.history", question: "Один" }] });
    });

    it("answers a draft at a publish that had none as the version it published, not as the draft is now", async () => {
      // The seed's way: the document is published with no draft behind it, then edited in the
      // Studio. Choosing that publish as «Было» in «Изменения» asks for both ids at its revision.
      const client = harness.client();
      const published = await client.createOrReplace({
        _id: "faq.seeded",
        _type: "faqItem",
        question: "Из сида",
      });
      const { _rev: draftRevision } = await client.createOrReplace({
        _id: "drafts.faq.seeded",
        _type: "faqItem",
        question: "Правка",
      });
      await client.patch("drafts.faq.seeded").set({ question: "Вторая правка" }).commit();
      const atPublish = (await (
        await request(
          `/v2025-02-19/data/history/production/documents/drafts.faq.seeded,faq.seeded?revision=${published._rev}`,
        )
      ).json()) as { documents: { _id: string; question: string }[] };
      expect(atPublish.documents).toEqual([
        expect.objectContaining({ _id: "drafts.faq.seeded", question: "Из сида" }),
        expect.objectContaining({ _id: "faq.seeded", question: "Из сида" }),
      ]);
      // Before the draft's second edit, the first one.
      const drafted = (await (
        await request(
          `/v2025-02-19/data/history/production/documents/drafts.faq.seeded?revision=${draftRevision}`,
        )
      ).json()) as { documents: { question: string }[] };
      expect(drafted.documents).toEqual([expect.objectContaining({ question: "Правка" })]);
      // A revision the log does not have: the documents as they are now.
      const unknown = (await (
        await request(`/v2025-02-19/data/history/production/documents/drafts.faq.seeded?revision=nope`)
      ).json()) as { documents: { question: string }[] };
      expect(unknown.documents).toEqual([expect.objectContaining({ question: "Вторая правка" })]);
    });
  });
});
