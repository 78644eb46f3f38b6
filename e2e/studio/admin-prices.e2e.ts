/**
 * «Цены и наличие» in the Studio and what guests see at once: a closed day of «Люкс» leaves the
 * site's calendar and the room page says why; a dearer weekend of «Делюкс» shows on the rate
 * plans page; a new lowest night moves the home page's «от». Each change is undone in the tool,
 * so the dataset of the other tests stays as seeded.
 */
import { expect, test, type Page } from "@playwright/test";
import { addDays, formatUrlDate, monthTitle, type IsoDate } from "../../rules/dates";
import { formatFromPerNight, formatRubles } from "../../rules/money";
import { laneStay } from "../support/stays";
import { openTool, undoPriceChangesTestsLeave } from "./admin";
import { ports } from "./support";

/** An ISO date as the tools take it: ДД.ММ.ГГГГ. */
const russian = (iso: string) => iso.split("-").reverse().join(".");

test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: "serial" });

const site = (path: string) => `http://127.0.0.1:${ports.site}${path}`;

undoPriceChangesTestsLeave();

async function showMonth(page: Page, date: IsoDate) {
  const title = monthTitle(date.slice(0, 7));
  const shown = page.getByTestId("price-month");
  await expect(shown).toBeVisible({ timeout: 30_000 });
  for (let step = 0; step < 20 && (await shown.innerText()) !== title; step++) {
    const before = await shown.innerText();
    await page.getByRole("button", { name: "Следующий месяц" }).click();
    await expect(shown).not.toHaveText(before);
  }
  await expect(shown).toHaveText(title);
}

async function change(
  page: Page,
  options: {
    from: IsoDate;
    to: IsoDate;
    types: string[];
    rates?: string[];
    price?: number;
    sale?: "close" | "open";
  },
) {
  // The tool takes dates the Russian way (ДД.ММ.ГГГГ).
  await page.getByLabel("С", { exact: true }).fill(russian(options.from));
  await page.getByLabel("По", { exact: true }).fill(russian(options.to));
  const types = page.getByRole("group", { name: "Категории" });
  for (const box of await types.getByRole("checkbox").all()) {
    const name = (await box.evaluate((input) => input.parentElement?.textContent ?? "")).trim();
    if (options.types.includes(name)) await box.check();
    else await box.uncheck();
  }
  if (options.rates) {
    const rates = page.getByRole("group", { name: "Тарифы" });
    for (const box of await rates.getByRole("checkbox").all()) {
      const name = (await box.evaluate((input) => input.parentElement?.textContent ?? "")).trim();
      if (options.rates.includes(name)) await box.check();
      else await box.uncheck();
    }
  }
  if (options.price !== undefined) await page.getByLabel("Цена за ночь, ₽").fill(String(options.price));
  if (options.sale) await page.getByLabel("Продажи").selectOption(options.sale);
  await page.getByRole("button", { name: "Показать изменения" }).click();
  const dialog = page.getByRole("dialog");
  const preview = dialog.getByTestId("preview-count");
  await expect(preview).toHaveText(/^Изменится ночей: \d+$/);
  const nights = /\d+/.exec(await preview.innerText())?.[0];
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  // This save's own notice, by its nights: the notice of the test's previous save may still be
  // on screen (two at once made a bare pattern match twice and fail a CI run).
  await expect(page.getByText(`Сохранено: изменено ночей — ${nights}`, { exact: true })).toBeVisible();
}

/**
 * Undoes the last change and waits for its own notice, by the nights it gives back: the notice of
 * an earlier undo may still be on screen (a fast run reached the second undo of a test in 12 s).
 */
async function undo(page: Page, nights: number) {
  await page.getByRole("button", { name: "Отменить последнее изменение" }).click();
  await expect(
    page.getByText(`Изменение отменено: возвращено ночей — ${nights}`, { exact: true }),
  ).toBeVisible();
}

test("a day closed for «Люкс» in the Studio leaves the site's calendar, and the room page says why", async ({
  page,
  context,
}) => {
  // A Monday of the file's own weeks (e2e/support/stays.ts): no other test sees its prices.
  const day = laneStay("admin-prices", 0, 1).arrival;
  await openTool(page, "prices");
  await showMonth(page, day);
  await expect(page.getByTestId(`cell-4-1-${day}`)).toHaveAttribute("data-closed", "false");
  await change(page, { from: day, to: day, types: ["Люкс"], sale: "close" });
  await expect(page.getByTestId(`cell-4-1-${day}`)).toHaveAttribute("data-closed", "true");
  await expect(page.getByTestId(`cell-4-2-${day}`)).toHaveAttribute("data-closed", "true");
  await expect(page.getByTestId(`cell-1-1-${day}`)).toHaveAttribute("data-closed", "false");

  // The site's calendar of «Люкс» lists the day as closed, the general one still sells it.
  const calendar = async (roomTypeId?: number) => {
    const query = new URLSearchParams({ starts_at: addDays(day, -1), days: "3" });
    if (roomTypeId) query.set("room_type_id", String(roomTypeId));
    const response = await page.request.get(site(`/api/booking/calendar?${query}`));
    expect(response.headers()["cache-control"]).toBe("no-cache");
    return (await response.json()) as {
      data: { days: { date: string }[]; unavailable: { date: string; reason: string }[] };
    };
  };
  const luxury = await calendar(4);
  expect(luxury.data.days.map((entry) => entry.date)).not.toContain(day);
  expect(luxury.data.unavailable).toContainEqual({ date: day, reason: "closed" });
  expect((await calendar()).data.days.map((entry) => entry.date)).toContain(day);

  // The room page's rates for that night explain it.
  const guest = await context.newPage();
  await guest.goto(
    site(
      `/rooms/4?arrival-date=${formatUrlDate(day)}&departure-date=${formatUrlDate(addDays(day, 1))}&guests=2,0`,
    ),
  );
  await expect(guest.getByRole("status").filter({ hasText: "На эти даты Люкс недоступен" })).toBeVisible();

  await undo(page, 2);
  await expect(page.getByTestId(`cell-4-1-${day}`)).toHaveAttribute("data-closed", "false");
  expect((await calendar(4)).data.days.map((entry) => entry.date)).toContain(day);
});

test("a dearer weekend of «Делюкс» shows on the rate plans page, and a new lowest night moves the home page's «от»", async ({
  page,
  context,
}) => {
  const friday = addDays(laneStay("admin-prices", 1, 1).arrival, 4);
  const sunday = addDays(friday, 2);
  await openTool(page, "prices");
  await showMonth(page, friday);
  await change(page, { from: friday, to: addDays(friday, 1), types: ["Делюкс"], price: 30000 });
  await expect(page.getByTestId(`cell-1-1-${friday}`)).toHaveText(/30\s000/);

  const guest = await context.newPage();
  await guest.goto(
    site(
      `/booking/rate-plans?arrival-date=${formatUrlDate(friday)}&departure-date=${formatUrlDate(sunday)}&guests=2,0`,
    ),
  );
  // Делюкс is the first room type of the list.
  await guest.getByRole("button", { name: "Выбрать номер" }).first().click();
  await expect(guest.getByText(/^Делюкс/).first()).toBeVisible();
  await expect(guest.getByText(formatRubles(60000)).first()).toBeVisible();
  await undo(page, 4);

  // A Tuesday night at 13 000 ₽ is now the lowest Делюкс night on sale: the home page says so.
  const tuesday = addDays(friday, 4);
  await showMonth(page, tuesday);
  await change(page, {
    from: tuesday,
    to: tuesday,
    types: ["Делюкс"],
    rates: ["Невозвратный, с завтраком"],
    price: 13000,
  });
  await guest.goto(site("/"));
  const tab = guest
    .locator("article")
    .filter({ has: guest.getByRole("heading", { name: "Делюкс", exact: true }) });
  await expect(tab.getByText(formatFromPerNight(13000))).toBeVisible();
  await undo(page, 1);
  await guest.goto(site("/"));
  await expect(tab.getByText(formatFromPerNight(14000))).toBeVisible();
});
