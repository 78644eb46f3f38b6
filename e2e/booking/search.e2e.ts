import { expect, test } from "../support/test";
import { addDays, formatCalendarInputDate, hotelToday, type IsoDate } from "../../rules/dates";
import { laneStay } from "../support/stays";
import { calendarDay, searchQuery } from "./support";

/**
 * The search bar of the rate plans and room pages (docs/booking-journey-search.md): the date
 * picker with nightly prices and reasons, the guest picker, «Найти», and the phone's «Изменить»
 * dialog.
 */

/** The next 28 December from the hotel's today that leaves room for the New Year's minimum stay. */
function newYearStay(): { arrival: IsoDate; departure: IsoDate } {
  const today = hotelToday();
  const year = Number(today.slice(0, 4)) + (today.slice(5) > "12-26" ? 1 : 0);
  return { arrival: `${year}-12-28`, departure: `${year}-12-29` };
}

function urlOf(stay: { arrival: IsoDate; departure: IsoDate }, guests = "2,0"): string {
  const [ay, am, ad] = stay.arrival.split("-");
  const [dy, dm, dd] = stay.departure.split("-");
  return new URLSearchParams({
    "arrival-date": `${ad}.${am}.${ay}`,
    "departure-date": `${dd}.${dm}.${dy}`,
    guests,
  }).toString();
}

test.describe("search bar on wide screens", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "the phone layout has its own test");

  test("a picked range shows prices, and «Найти» opens the rate plans for it", async ({ page }) => {
    const stay = laneStay("search", 0);
    await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0")}`);
    const bar = page.getByRole("region", { name: "Поиск номеров" });
    await expect(bar.getByRole("combobox", { name: "Заезд", exact: true })).toHaveValue(
      formatCalendarInputDate(stay.arrival),
    );
    await bar.getByRole("combobox", { name: "Заезд", exact: true }).click();
    const calendar = bar.getByRole("dialog", { name: /Календарь/ });
    await expect(calendar.getByRole("grid").first()).toBeVisible();
    await expect(calendarDay(calendar, stay.arrival)).toHaveAccessibleName(/₽ за ночь/);
    await expect(calendarDay(calendar, stay.arrival)).toContainText(/\d/);

    const arrival = addDays(stay.arrival, 1);
    const departure = addDays(stay.arrival, 4);
    await calendarDay(calendar, arrival).click();
    await calendarDay(calendar, departure).hover();
    await calendarDay(calendar, departure).click();
    await expect(calendar).toBeHidden();
    await expect(bar.getByRole("combobox", { name: "Заезд", exact: true })).toHaveValue(
      formatCalendarInputDate(arrival),
    );
    await expect(bar.getByRole("combobox", { name: "Выезд", exact: true })).toHaveValue(
      formatCalendarInputDate(departure),
    );
    await bar.getByRole("button", { name: "Найти" }).click();
    await expect(page).toHaveURL(
      new RegExp(`arrival-date=${formatCalendarInputDate(arrival).replace(/\//g, "\\.")}`),
    );
    await expect(page).toHaveURL(
      new RegExp(`departure-date=${formatCalendarInputDate(departure).replace(/\//g, "\\.")}`),
    );
    const draft = await page.evaluate(() => window.localStorage.getItem("booking-draft") ?? "");
    expect(draft).toContain(formatCalendarInputDate(arrival).replace(/\//g, "."));
  });

  test("the New Year's minimum stay is marked and explained", async ({ page }) => {
    const stay = newYearStay();
    await page.goto(`/booking/rate-plans?${urlOf(stay)}`);
    const bar = page.getByRole("region", { name: "Поиск номеров" });
    await bar.getByRole("combobox", { name: "Заезд", exact: true }).click();
    const calendar = bar.getByRole("dialog", { name: /Календарь/ });
    const year = stay.arrival.slice(0, 4);
    await expect(calendarDay(calendar, `${year}-12-30`)).toHaveAccessibleName(/минимум 3\sночи/);
    await expect(calendarDay(calendar, `${year}-12-30`)).toContainText("3+");
    await calendarDay(calendar, `${year}-12-30`).click();
    await calendarDay(calendar, `${year}-12-31`).click();
    // A count and its word are kept together by a no-break space (rules/plural.ts).
    await expect(calendar.getByText(/^С 30\sдекабря — минимум 3\sночи$/)).toBeVisible();
    await expect(bar.getByRole("combobox", { name: "Заезд", exact: true })).toHaveValue(`31/12/${year}`);
    await expect(bar.getByRole("combobox", { name: "Выезд", exact: true })).toHaveValue("");
  });

  test("a stay the rules refuse is explained on the rate plans page in the picker's words", async ({
    page,
  }) => {
    const year = newYearStay().arrival.slice(0, 4);
    // One night from 30 December, whose minimum is 3: the page says why, not «no rooms».
    await page.goto(`/booking/rate-plans?${urlOf({ arrival: `${year}-12-30`, departure: `${year}-12-31` })}`);
    await expect(
      page.getByRole("heading", {
        name: /^На эти даты забронировать не получится: с 30\sдекабря — минимум 3\sночи\. Ближайшие варианты$/,
      }),
    ).toBeVisible();
    await expect(page.getByText(/свободных номеров нет/)).toHaveCount(0);
  });

  test("past days cannot be picked", async ({ page }) => {
    const today = hotelToday();
    test.skip(today.endsWith("-01"), "yesterday is in the previous month");
    await page.goto(`/booking/rate-plans?${urlOf({ arrival: today, departure: addDays(today, 1) })}`);
    const bar = page.getByRole("region", { name: "Поиск номеров" });
    await bar.getByRole("combobox", { name: "Заезд", exact: true }).click();
    await expect(calendarDay(bar, addDays(today, -1))).toBeDisabled();
    await expect(calendarDay(bar, today)).toBeEnabled();
  });

  test("the Villa's closed days cannot start a stay on its page", async ({ page }) => {
    const today = hotelToday();
    const year = Number(today.slice(0, 4)) + (today.slice(5) > "01-25" ? 1 : 0);
    await page.goto(`/rooms/6?${urlOf({ arrival: `${year}-01-29`, departure: `${year}-01-31` })}`);
    const bar = page.getByRole("region", { name: "Поиск номеров" });
    await bar.getByRole("combobox", { name: "Заезд", exact: true }).click();
    const calendar = bar.getByRole("dialog", { name: /Календарь/ });
    await expect(calendarDay(calendar, `${year}-02-05`)).toBeDisabled();
    await expect(calendarDay(calendar, `${year}-02-05`)).toHaveAccessibleName(/Villa закрыта/);
    // The first closed day can still end a stay that arrives before it.
    await calendarDay(calendar, `${year}-01-31`).click();
    await expect(calendarDay(calendar, `${year}-02-02`)).toBeEnabled();
    await expect(calendarDay(calendar, `${year}-02-03`)).toBeDisabled();
  });

  test("«Укажите даты» when the dates are cleared", async ({ page }) => {
    const stay = laneStay("search", 0);
    await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0")}`);
    const bar = page.getByRole("region", { name: "Поиск номеров" });
    await bar.getByRole("combobox", { name: "Заезд", exact: true }).fill("");
    await bar.getByRole("combobox", { name: "Заезд", exact: true }).press("Tab");
    await bar.getByRole("button", { name: "Найти" }).click();
    await expect(bar.getByRole("alert").filter({ hasText: "Укажите даты" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`arrival-date=${stay.arrivalUrl.replace(/\./g, "\\.")}`));
  });

  test("the calendar works from the keyboard: open, arrow keys, Enter", async ({ page }) => {
    const stay = laneStay("search", 0);
    await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0")}`);
    const bar = page.getByRole("region", { name: "Поиск номеров" });
    await bar.getByRole("combobox", { name: "Заезд", exact: true }).focus();
    const calendar = bar.getByRole("dialog", { name: /Календарь/ });
    await expect(calendar.getByRole("grid").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(calendarDay(calendar, stay.arrival)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    const next = addDays(stay.arrival, 1);
    await expect(calendarDay(calendar, next)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(bar.getByRole("combobox", { name: "Заезд", exact: true })).toHaveValue(
      formatCalendarInputDate(next),
    );
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(bar.getByRole("combobox", { name: "Выезд", exact: true })).toHaveValue(
      formatCalendarInputDate(addDays(next, 7)),
    );
    await expect(calendar).toBeHidden();
    await page.keyboard.press("Escape");
  });

  test("the guest picker explains the occupancy rule before the search", async ({ page }) => {
    const stay = laneStay("search", 0);
    await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0")}`);
    const bar = page.getByRole("region", { name: "Поиск номеров" });
    await bar.getByRole("button", { name: /Гости/ }).click();
    await expect(bar.getByText(/Вместимость до 3 мест/)).toBeVisible();
    await bar.getByRole("button", { name: "Взрослые: больше" }).click();
    await bar.getByRole("button", { name: "Взрослые: больше" }).click();
    await expect(bar.getByText(/слишком много гостей/)).toBeVisible();
    await bar.getByRole("button", { name: "Добавить номер" }).click();
    await bar.getByRole("button", { name: "Взрослые: меньше" }).first().click();
    await expect(bar.getByText(/слишком много гостей/)).toBeHidden();
  });
});

test.describe("search bar on phones", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "wide screens show the bar itself");

  test("the summary's «Изменить» opens the search in a dialog", async ({ page }) => {
    const stay = laneStay("search", 0);
    await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0")}`);
    const bar = page.getByRole("region", { name: "Поиск номеров" });
    await expect(bar.getByText(/·\s2\sгостя,\s1\sномер/)).toBeVisible();
    await bar.getByRole("button", { name: "Изменить" }).click();
    const dialog = page.getByRole("dialog", { name: "Даты и гости" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("combobox", { name: "Заезд", exact: true }).click();
    const arrival = addDays(stay.arrival, 2);
    const departure = addDays(stay.arrival, 5);
    await calendarDay(dialog, arrival).click();
    await calendarDay(dialog, departure).click();
    await expect(dialog.getByRole("combobox", { name: "Выезд", exact: true })).toHaveValue(
      formatCalendarInputDate(departure),
    );
    await dialog.getByRole("combobox", { name: "Выезд", exact: true }).fill("");
    await dialog.getByRole("combobox", { name: "Выезд", exact: true }).press("Tab");
    await dialog.getByRole("combobox", { name: "Заезд", exact: true }).fill("");
    await dialog.getByRole("combobox", { name: "Заезд", exact: true }).press("Tab");
    await dialog.getByRole("button", { name: "Найти номера" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Укажите даты" })).toBeVisible();
    await dialog.getByRole("combobox", { name: "Заезд", exact: true }).fill(formatCalendarInputDate(arrival));
    await dialog
      .getByRole("combobox", { name: "Выезд", exact: true })
      .fill(formatCalendarInputDate(departure));
    await dialog.getByRole("button", { name: "Найти номера" }).click();
    await expect(page).toHaveURL(
      new RegExp(`departure-date=${formatCalendarInputDate(departure).replace(/\//g, "\\.")}`),
    );
  });
});
