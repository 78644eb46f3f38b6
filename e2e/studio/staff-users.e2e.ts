/**
 * Staff users (docs/studio-tools.md «Staff and roles»): two managers log in with their own e-mail
 * and password on the lake's login page and see each other's names in the price log; undoing the
 * other's change asks first, naming who and what; an editor sees neither prices nor bookings, and
 * the site's admin route refuses their token with 403; an administrator adds a member of staff in
 * «Сотрудники», and what that member types shows under her name in the document's history. At
 * 1440 px (the studio project's width).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { valueIn } from "../../schemas/lib/localized";
import { laneStay } from "../support/stays";
import { openTool, site, unique } from "./admin";
import { lakeClient, lakeToken, ports, localizedInput } from "./support";

// The lake's HTTPS certificate is the test server's own (as in every Studio test).
test.use({ ignoreHTTPSErrors: true });

/** A browser of another member of staff: a context of its own, as the project's (1440 px, Russian). */
async function ownBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1440, height: 900 },
    locale: "ru-RU",
    timezoneId: "Europe/Kaliningrad",
  });
  return context.newPage();
}

const lake = (path: string) => `http://127.0.0.1:${ports.lakeHttp}${path}`;
const studio = `http://127.0.0.1:${ports.studio}`;

interface Member {
  email: string;
  name: string;
  password: string;
}

/** A new member of staff, added by the lake's owner (the administrator the lake's token acts as). */
async function addMember(role: "manager" | "editor", name: string): Promise<Member> {
  const member = { email: `${role}-${unique()}@hotel.example`, name, password: `пароль-${unique()}` };
  const response = await fetch(lake("/v2025-02-19/staff"), {
    method: "POST",
    headers: { authorization: `Bearer ${lakeToken()}`, "content-type": "application/json" },
    body: JSON.stringify({ ...member, role }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return member;
}

/** A member's own session token, through the login form and the one-time exchange, as the Studio gets it. */
async function sessionOf(member: Member): Promise<string> {
  const form = await fetch(lake("/v1/auth/embedded-login"), {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ origin: `${studio}/`, email: member.email, password: member.password }),
  });
  expect(form.status).toBe(303);
  const sid = new URL(form.headers.get("location") ?? "").hash.replace("#sid=", "");
  return ((await (await fetch(lake(`/v1/auth/fetch?sid=${sid}`))).json()) as { token: string }).token;
}

/** Logs in on the Studio's login screen with the member's e-mail and password, then opens `tool`. */
async function logIn(page: Page, member: Member, tool: string): Promise<void> {
  await page.goto(`${studio}/${tool}`);
  await page.getByText("Почта и пароль сотрудника").click();
  await expect(page.getByRole("heading", { name: "Вход в Studio" })).toBeVisible();
  await page.getByLabel("Электронная почта").fill(member.email);
  await page.getByLabel("Пароль", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${studio}/`));
}

test("two managers log in with their own passwords, see each other's names, and undoing the other's change asks", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const anna = await addMember("manager", `Анна ${unique()}`);
  const boris = await addMember("manager", `Борис ${unique()}`);

  // A wrong password is refused on the form, in Russian.
  const annaPage = await ownBrowser(browser);
  await annaPage.goto(`${studio}/prices`);
  await annaPage.getByText("Почта и пароль сотрудника").click();
  await annaPage.getByLabel("Электронная почта").fill(anna.email);
  await annaPage.getByLabel("Пароль", { exact: true }).fill("не тот пароль");
  await annaPage.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(annaPage.getByRole("alert")).toHaveText(/^Неверная почта или пароль\./);

  await logIn(annaPage, anna, "prices");
  await expect(annaPage.getByRole("heading", { name: "Журнал изменений" })).toBeVisible({ timeout: 30_000 });

  // Anna saves a price with her own token: the engine records her as its manager.
  const annaToken = await sessionOf(anna);
  const admin = async (method: "GET" | "POST", path: string, token: string, data?: unknown) => {
    const response = await request.fetch(site(`/api/admin/${path}`), {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return ((await response.json()) as { data: unknown }).data;
  };
  const day = laneStay("staff-users", 0, 1).arrival;
  const types = (await admin("GET", "room-types", annaToken)) as {
    room_types: { id: number; title: string }[];
  };
  const lux = types.room_types.find((type) => type.title === "Люкс")!;
  const saved = (await admin("POST", "prices/changes", annaToken, {
    changes: [{ from: day, to: day, room_type_ids: [lux.id], amount: 31_700 }],
  })) as { action_id: number };

  // Boris, in a browser of his own, sees Anna's change under her name; undoing it asks first.
  const borisPage = await ownBrowser(browser);
  await logIn(borisPage, boris, "prices");
  await expect(borisPage.getByTestId("change-log-line").first()).toContainText(anna.name, {
    timeout: 30_000,
  });
  await borisPage.getByRole("button", { name: "Отменить последнее изменение" }).click();
  const ask = borisPage.getByRole("dialog");
  await expect(ask).toContainText("Отменить чужое изменение?");
  await expect(ask).toContainText(`Это изменение сделал(а) ${anna.name}`);
  await ask.getByRole("button", { name: "Не отменять" }).click();
  await expect(ask).toBeHidden();
  // Not undone by the refusal: the engine still has Anna's change as the latest, not undone.
  const grid = (await admin("GET", `price-grid?from=${day}&to=${day}`, annaToken)) as {
    last_change: { action_id: number; undone: boolean; manager_name: string };
  };
  expect(grid.last_change).toMatchObject({
    action_id: saved.action_id,
    undone: false,
    manager_name: anna.name,
  });

  await borisPage.getByRole("button", { name: "Отменить последнее изменение" }).click();
  await borisPage.getByRole("dialog").getByRole("button", { name: "Отменить изменение" }).click();
  await expect(borisPage.getByText(/^Изменение отменено: возвращено ночей — \d+$/)).toBeVisible();

  // Anna sees Boris's undo under his name, and her own change under hers.
  await annaPage.reload();
  const lines = annaPage.getByTestId("change-log-line");
  await expect(lines.first()).toContainText(`${boris.name} (отмена)`, { timeout: 30_000 });
  await expect(lines.nth(1)).toContainText(anna.name);
});

test("an editor sees no prices, bookings or staff, and the admin route refuses their token", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const vera = await addMember("editor", `Вера ${unique()}`);
  const page = await ownBrowser(browser);
  await logIn(page, vera, "structure");
  await expect(page.getByRole("link", { name: "Контент" }).first()).toBeVisible({ timeout: 30_000 });
  for (const tool of ["Цены и наличие", "Бронирования", "Заявки", "Сотрудники"]) {
    await expect(page.getByRole("link", { name: tool })).toHaveCount(0);
  }
  const token = await sessionOf(vera);
  for (const path of ["price-grid?from=2027-01-01&to=2027-01-02", "reservations"]) {
    const refused = await request.get(site(`/api/admin/${path}`), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status(), path).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
  }
  const staff = await request.get(lake("/v2025-02-19/staff"), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(staff.status()).toBe(403);
});

test("an administrator adds an editor in «Сотрудники»; what she types shows under her name in the document's history", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const SPA_EXPRESS = "spaProcedure-spa-express";
  const vera = {
    name: `Вера ${unique()}`,
    email: `editor-${unique()}@hotel.example`,
    password: `пароль-${unique()}`,
  };

  // The administrator (the lake's token) adds her from the Studio's own tool, typing as people do.
  await openTool(page, "staff");
  const form = page.getByRole("form", { name: "Новый сотрудник" });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByLabel("Имя").pressSequentially(vera.name);
  await form.getByLabel("Почта").pressSequentially(vera.email);
  await form.getByRole("combobox", { name: "Роль", exact: true }).selectOption({ label: "Редактор" });
  await form.getByLabel(/^Пароль/).pressSequentially(vera.password);
  await form.getByRole("button", { name: "Добавить" }).click();
  await expect(page.getByText(`Добавлен: ${vera.name}`)).toBeVisible({ timeout: 15_000 });
  const row = page
    .getByRole("table", { name: "Сотрудники" })
    .getByRole("row")
    .filter({ hasText: vera.email });
  await expect(row).toContainText(vera.name);
  await expect(row.getByLabel(`Роль: ${vera.name}`)).toHaveValue("editor");

  // She logs in with her own password and types a new summary of a procedure (a draft only).
  const veraPage = await ownBrowser(browser);
  await logIn(veraPage, vera, `structure/services;spaProcedure;${SPA_EXPRESS}`);
  const summary = localizedInput(veraPage, "Коротко", "Русский");
  await expect(summary).toBeVisible({ timeout: 60_000 });
  try {
    await summary.click();
    await summary.press("End");
    await summary.pressSequentially(" — правка Веры");
    // The draft has reached the lake with her as its author.
    await expect
      .poll(
        async () =>
          String(valueIn((await lakeClient().getDocument(`drafts.${SPA_EXPRESS}`))?.summary, "ru") ?? ""),
        {
          timeout: 30_000,
        },
      )
      .toContain("правка Веры");

    // The administrator opens the document's history: the latest change is hers, by name.
    await openTool(
      page,
      `structure/services;spaProcedure;${SPA_EXPRESS}%2Cinspect%3Dsanity%2Fstructure%2Fhistory`,
    );
    // The history's lines name their author (the avatar's initials, and the name for a screen
    // reader and on hover).
    const latest = page.getByTestId("timeline-item-button").first();
    await expect(latest).toBeVisible({ timeout: 60_000 });
    // Hers first: the line may also name the administrator, whose Studio had the document open.
    await expect(latest).toHaveAccessibleName(new RegExp(`^${vera.name} `));
    await latest.locator("[data-ui=Avatar]").first().hover();
    await expect(page.getByText(vera.name, { exact: true }).last()).toBeVisible({ timeout: 15_000 });
    // The published version's line is the administrator's seed, not hers.
    await expect(
      page.getByTestId("timeline-item-button").filter({ hasText: "Опубликовано" }).first(),
    ).not.toContainText(vera.name);
  } finally {
    // Her draft goes; the published text was never touched.
    await lakeClient()
      .action({ actionType: "sanity.action.document.discard", draftId: `drafts.${SPA_EXPRESS}` })
      .catch(() => undefined);
  }
});
