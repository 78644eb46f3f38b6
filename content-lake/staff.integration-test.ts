import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzleFor } from "../platform/database";
import { testTargets } from "../platform/testing/databases";
import { startHarness, TEST_TOKEN, type LakeHarness } from "./testing/harness";

const STUDIO = "http://localhost:3998";

describe.each(testTargets())("staff users of the lake on $name", (target) => {
  let harness: LakeHarness;
  beforeAll(async () => {
    harness = await startHarness(target, { seed: null });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const call = (path: string, init: RequestInit & { token?: string | null } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token !== null) headers.set("Authorization", `Bearer ${init.token ?? TEST_TOKEN}`);
    if (typeof init.body === "string") headers.set("Content-Type", "application/json");
    return fetch(`${harness.url}${path}`, { ...init, headers });
  };

  /** Logs in through the form and the one-time exchange, as the Studio does; the session token. */
  async function logIn(email: string, password: string): Promise<string> {
    const form = await call("/v1/auth/embedded-login", {
      method: "POST",
      token: null,
      redirect: "manual",
      body: new URLSearchParams({ origin: `${STUDIO}/`, email, password }),
    });
    expect(form.status, await form.clone().text()).toBe(303);
    const sid = new URL(form.headers.get("location") ?? "").hash.replace("#sid=", "");
    const { token } = (await (await call(`/v1/auth/fetch?sid=${sid}`, { token: null })).json()) as {
      token: string;
    };
    return token;
  }

  it("creates staff as an administrator, and each logs in with their own password", async () => {
    const created = await call("/v2025-02-19/staff", {
      method: "POST",
      body: JSON.stringify({
        email: "Anna@Hotel.example",
        name: "Анна Смирнова",
        role: "manager",
        password: "correct horse 1",
      }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      user: { email: "anna@hotel.example", role: "manager", hasPassword: true },
    });
    const generated = (await (
      await call("/v2025-02-19/staff", {
        method: "POST",
        body: JSON.stringify({ email: "ivan@hotel.example", name: "Иван Петров", role: "editor" }),
      })
    ).json()) as { password: string };
    expect(generated.password).toMatch(/^[A-Za-z0-9]{16}$/);

    const anna = await logIn("anna@hotel.example", "correct horse 1");
    const ivan = await logIn("IVAN@hotel.example", generated.password);
    expect(anna).not.toBe(ivan);
    const me = await (await call("/v2025-02-19/users/me", { token: anna })).json();
    expect(me).toMatchObject({
      name: "Анна Смирнова",
      email: "anna@hotel.example",
      role: "manager",
      roles: [{ name: "manager" }],
    });
    expect(await (await call("/v2025-02-19/users/me", { token: ivan })).json()).toMatchObject({
      role: "editor",
    });

    // Each one's change is recorded under their own id, and both names answer /users/:ids.
    const annaId = (me as { id: string }).id;
    const ivanId = ((await (await call("/v2025-02-19/users/me", { token: ivan })).json()) as { id: string })
      .id;
    await harness
      .client({ token: anna })
      .create({ _id: "faq-anna", _type: "faqItem", question: "Есть ли парковка?" });
    await harness
      .client({ token: ivan })
      .patch("faq-anna")
      .set({ question: "Есть ли у вас парковка?" })
      .commit();
    const authors = await drizzleFor(harness.connection, {}).execute<{ author: string }>(
      sql`SELECT author FROM lake_transactions ORDER BY seq DESC LIMIT 2`,
    );
    expect(authors.rows.map((row) => row.author)).toEqual([ivanId, annaId]);
    const names = (await (await call(`/v2025-02-19/users/${annaId},${ivanId}`, { token: ivan })).json()) as {
      displayName: string;
      isCurrentUser: boolean;
    }[];
    expect(names).toEqual([
      expect.objectContaining({ displayName: "Анна Смирнова", isCurrentUser: false }),
      expect.objectContaining({ displayName: "Иван Петров", isCurrentUser: true }),
    ]);

    // Settings are each one's own (the Studio's recent searches, say).
    await call("/v2025-02-19/users/me/keyvalue", {
      method: "PUT",
      token: anna,
      body: JSON.stringify([{ key: "studio.search.recent", value: ["парковка"] }]),
    });
    const settingsOf = async (token: string) =>
      (await (
        await call("/v2025-02-19/users/me/keyvalue/studio.search.recent", { token })
      ).json()) as unknown;
    expect(await settingsOf(anna)).toEqual([{ key: "studio.search.recent", value: ["парковка"] }]);
    expect(await settingsOf(ivan)).toEqual([{ key: "studio.search.recent", value: null }]);

    // Only an administrator manages staff.
    const refused = await call("/v2025-02-19/staff", { token: anna });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: "FORBIDDEN", message: "Сотрудниками управляет только администратор" },
    });

    // A session outlives a restart (stored hashed); disabling the user ends it.
    await harness.restart();
    expect((await call("/v2025-02-19/users/me", { token: anna })).status).toBe(200);
    const disabled = await call(`/v2025-02-19/staff/${annaId}`, {
      method: "PATCH",
      body: JSON.stringify({ disabled: true }),
    });
    expect(disabled.status).toBe(200);
    expect((await call("/v2025-02-19/users/me", { token: anna })).status).toBe(401);
    // A removed user who changed content stays (disabled), so history keeps their name.
    expect(await (await call(`/v2025-02-19/staff/${ivanId}`, { method: "DELETE" })).json()).toEqual({
      result: "disabled",
    });
    expect(await (await call(`/v2025-02-19/users/${ivanId}`)).json()).toMatchObject({
      displayName: "Иван Петров",
    });
  });

  it("refuses a wrong password in Russian, then rate-limits the e-mail", async () => {
    await call("/v2025-02-19/staff", {
      method: "POST",
      body: JSON.stringify({
        email: "olga@hotel.example",
        name: "Ольга",
        role: "editor",
        password: "right password 1",
      }),
    });
    const attempt = (password: string) =>
      call("/v1/auth/embedded-login", {
        method: "POST",
        token: null,
        redirect: "manual",
        body: new URLSearchParams({ origin: `${STUDIO}/`, email: "olga@hotel.example", password }),
      });
    const wrong = await attempt("wrong password");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Неверная почта или пароль.");
    for (let i = 0; i < 4; i++) expect((await attempt("wrong password")).status).toBe(401);
    // Five failures: even the right password waits now.
    const limited = await attempt("right password 1");
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Слишком много неудачных попыток входа. Попробуйте через 15 мин.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("keeps the last administrator one, and refuses bad input with a Russian message", async () => {
    const demote = await call("/v2025-02-19/staff/p-embedded-manager", {
      method: "PATCH",
      body: JSON.stringify({ role: "editor" }),
    });
    expect(demote.status).toBe(409);
    const short = await call("/v2025-02-19/staff", {
      method: "POST",
      body: JSON.stringify({ email: "x@hotel.example", name: "Икс", role: "manager", password: "short" }),
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      error: { code: "INVALID", message: "Пароль короче 10 символов: придумайте длиннее" },
    });
    const role = await call("/v2025-02-19/staff", {
      method: "POST",
      body: JSON.stringify({ email: "x@hotel.example", name: "Икс", role: "boss" }),
    });
    expect(await role.json()).toMatchObject({ error: { code: "INVALID" } });
  });
});
