import { expect, test, type Locator, type Page, type Route } from "./support/test";
import { addDays, formatUrlDate } from "../rules/dates";
import { CAPACITY_NOTE, occupancyMessage } from "../rules/occupancy";
import { hydrated } from "./support/hydration";
import { laneStay } from "./support/stays";

/**
 * The home hero's search form (docs/site.md «Home page», docs/booking-journey-search.md «Guest
 * picker»): the room capacity rule is said where the guest picks the guests, with the engine's own
 * words, and dates typed before the page's scripts have started are kept.
 */

function heroForm(page: Page) {
  return page.getByRole("form", { name: "Поиск номеров" });
}

/**
 * The keys that type a date into the browser's native date field: its order of day and month is
 * the browser's language (not the page's), so it is asked of a field first.
 */
async function dateKeys(page: Page, iso: string): Promise<string> {
  const probe = await page.context().newPage();
  await probe.setContent('<input type="date" aria-label="probe">');
  await probe.getByLabel("probe").pressSequentially("01022030");
  const dayFirst = (await probe.getByLabel("probe").inputValue()) === "2030-02-01";
  await probe.close();
  const [year, month, day] = iso.split("-");
  return dayFirst ? `${day}${month}${year}` : `${month}${day}${year}`;
}

test("the home guest picker says the capacity rule and refuses 5 adults in one room before the search", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const form = heroForm(page);
  await form.getByRole("button", { name: /Гости/ }).click();
  const picker = form.getByRole("group", { name: "Гости по номерам" });
  // The rule is there before the guest counts.
  await expect(picker.getByText(CAPACITY_NOTE)).toBeVisible();

  const more = picker.getByRole("button", { name: "Взрослые: больше" });
  for (let count = 0; count < 3; count += 1) await more.click();
  await expect(picker.getByRole("status", { name: "Взрослые" })).toHaveText("5");
  // The same words as the rate plans' page and the engine (rules/occupancy.ts).
  await expect(picker.getByRole("alert")).toHaveText(occupancyMessage());
  await expect(picker.locator("fieldset").first()).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: testInfo.outputPath("home-guests-5.png") });

  // The search does not leave the page with a layout the next page refuses.
  const { arrival, departure } = laneStay("home-form", 0);
  await form.getByLabel("Заезд").fill(arrival);
  await form.getByLabel("Выезд").fill(departure);
  const guests = form.getByRole("button", { name: /Гости/ });
  if ((await guests.getAttribute("aria-expanded")) !== "true") await guests.click();
  await expect(picker.getByRole("alert")).toHaveText(occupancyMessage());
  await picker.getByRole("button", { name: "Готово" }).click();
  await form.locator("button[type=submit]").click();
  await expect(form.getByRole("alert").last()).toHaveText(occupancyMessage());
  await expect(page).toHaveURL(/\/$/);

  // «Добавить номер» is the way out: 5 adults in two rooms go on to the rate plans.
  await form.getByRole("button", { name: /Гости/ }).click();
  await picker.getByRole("button", { name: "Взрослые: меньше" }).first().click();
  await picker.getByRole("button", { name: "Взрослые: меньше" }).first().click();
  await picker.getByRole("button", { name: "Добавить номер" }).click();
  await picker.getByRole("button", { name: "Взрослые: больше" }).nth(1).click();
  await expect(picker.getByText(CAPACITY_NOTE)).toBeVisible();
  await picker.getByRole("button", { name: "Готово" }).click();
  await form.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/booking\/rate-plans\?.*guests=3(%2C|,)0(%7C|\|)2(%2C|,)0/);
});

/** The form sent: the rate plans of the typed stay. */
async function searchesStay(page: Page, form: Locator, arrival: string, departure: string): Promise<void> {
  await form.locator("button[type=submit]").click();
  await expect(page).toHaveURL(
    new RegExp(
      `/booking/rate-plans\\?arrival-date=${formatUrlDate(arrival).replace(/\./g, "\\.")}&departure-date=${formatUrlDate(departure).replace(/\./g, "\\.")}`,
    ),
  );
}

/** Holds the page's requests to `pattern` until the returned function is called. */
async function holdUntilReleased(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test("dates typed before the page's scripts start are kept and searched", async ({ page }, testInfo) => {
  // The page's scripts wait until the guest has typed both dates, as on a slow phone network.
  const release = await holdUntilReleased(page, "**/_next/static/chunks/**");
  const form = heroForm(page);
  const { arrival, departure } = laneStay("home-form", 0, 3);
  const arrivalKeys = await dateKeys(page, arrival);
  const departureKeys = await dateKeys(page, departure);
  await page.goto("/", { waitUntil: "commit" });
  await expect(form.getByLabel("Заезд")).toBeAttached({ timeout: 30_000 });
  await form.getByLabel("Заезд").pressSequentially(arrivalKeys, { delay: 40 });
  await form.getByLabel("Выезд").pressSequentially(departureKeys, { delay: 40 });
  await expect(form.getByLabel("Заезд")).toHaveValue(arrival);

  release();
  await hydrated(form);
  // The draft module loads and the hotel's today arrives after hydration: both re-render the form.
  await page.waitForLoadState("networkidle");
  await expect(form.getByLabel("Заезд")).toHaveValue(arrival);
  await expect(form.getByLabel("Выезд")).toHaveValue(departure);
  await page.screenshot({ path: testInfo.outputPath("home-typed-before-hydration.png") });

  await searchesStay(page, form, arrival, departure);
});

test("dates typed key by key into the live form: the year's first digits do not break the page", async ({
  page,
}) => {
  // Typing 2026 passes through the years 0002, 0020 and 0202, which the field holds as dates.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const form = heroForm(page);
  const { arrival, departure } = laneStay("home-form", 0, 2);
  const arrivalKeys = await dateKeys(page, arrival);
  const departureKeys = await dateKeys(page, departure);
  await page.goto("/");
  await hydrated(form);
  await form.getByLabel("Заезд").pressSequentially(arrivalKeys, { delay: 40 });
  await form.getByLabel("Выезд").pressSequentially(departureKeys, { delay: 40 });
  await expect(form.getByLabel("Заезд")).toHaveValue(arrival);
  await expect(form.getByLabel("Выезд")).toHaveValue(departure);
  expect(errors).toEqual([]);
  await searchesStay(page, form, arrival, departure);
});

test("a date half typed when the page's scripts start is finished and kept", async ({ page }) => {
  // The scripts wait until the guest has typed the arrival's day and month, not yet its year.
  const release = await holdUntilReleased(page, "**/_next/static/chunks/*.js");
  const form = heroForm(page);
  const arrivalField = form.getByLabel("Заезд");
  const { arrival } = laneStay("home-form", 0, 4);
  const keys = await dateKeys(page, arrival);
  await page.goto("/", { waitUntil: "commit" });
  await expect(arrivalField).toBeAttached({ timeout: 30_000 });
  await arrivalField.pressSequentially(keys.slice(0, 4), { delay: 40 });
  await expect(arrivalField).toHaveValue("");

  release();
  await hydrated(form);
  await page.waitForLoadState("networkidle");
  await arrivalField.pressSequentially(keys.slice(4), { delay: 40 });
  await expect(arrivalField).toHaveValue(arrival);
  // The form took it: the departure moved to the next day.
  await expect(form.getByLabel("Выезд")).toHaveValue(addDays(arrival, 1));
});
