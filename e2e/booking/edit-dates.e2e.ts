import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Locator, type Page } from "../support/test";
import { addDays, formatCalendarInputDate, formatUrlDate, hotelToday } from "../../rules/dates";
import { guestAddress } from "./bookings";
import { apiKey, calendarDay } from "./support";
import { widthStay } from "../support/stays";

/**
 * The booking check's view and its edit-dates page as a guest uses them
 * (docs/booking-journey-check.md «Booking view», «Edit dates»): the guest's planned arrival is
 * not the hotel's check-in time; «Применить» says what is wrong with the dates the guest sees;
 * the calendar opens at the booking's month and never covers the form. Bookings are made through
 * the e2e server's hotel API, then looked up in the browser.
 */

const FLEXIBLE = 2;

interface Booked {
  reference: string;
  arrival: string;
  departure: string;
  email: string;
}

/**
 * A Супериор for two nights in the file's week `slot` for this width (e2e/support/stays.ts): four
 * rooms in the hotel, so a week takes at most two of these bookings and a change of one night.
 */
async function reserve(
  request: APIRequestContext,
  slot: 0 | 1,
  times: { arrival_time?: string; departure_time?: string } = {},
): Promise<Booked> {
  const { arrival, departure } = widthStay(test.info(), "edit-dates", slot);
  const email = `edit.${randomUUID().slice(0, 12)}@example.ru`;
  const response = await request.fetch("/v1/reservation", {
    method: "POST",
    headers: { "x-api-key": apiKey(), "x-forwarded-for": guestAddress(), "x-session-id": randomUUID() },
    data: {
      check_in_date: arrival,
      check_out_date: departure,
      main_guest: {
        first_name: "Анна",
        last_name: "Иванова",
        phone: `+7916${String(Math.floor(1e6 + Math.random() * 8e6)).padStart(7, "0")}`,
        email,
        special_offers_permission: false,
        personal_data_permission: true,
      },
      choices: [{ adults: 2, children: 0, room_type_id: 3, rate_id: FLEXIBLE }],
      ...times,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { reference: string } };
  return { reference: data.reference, arrival, departure, email };
}

async function openBooking(page: Page, booked: Booked) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": guestAddress() });
  await page.goto("/booking/check");
  await page.getByLabel("Номер бронирования").fill(booked.reference);
  await page.getByLabel("E-mail или телефон").fill(booked.email);
  await page.getByRole("button", { name: "Найти", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Бронирование ${booked.reference}` })).toBeVisible();
}

/** Replaces a date field's text the way a guest does: select it, then type key by key. */
async function typeDate(input: Locator, text: string) {
  await input.click();
  await input.press("ControlOrMeta+a");
  await input.pressSequentially(text, { delay: 30 });
}

type Box = { x: number; y: number; width: number; height: number };
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("booking view and edit dates", () => {
  test("the view tells the hotel's check-in time from the arrival time the guest gave", async ({
    page,
    request,
  }, testInfo) => {
    const booked = await reserve(request, 0, { arrival_time: "13:00", departure_time: "16:00" });
    await openBooking(page, booked);
    const facts = page.locator("dl").first();
    // 13:00 is when the guest said they would come, not when the room is ready.
    await expect(facts).not.toContainText("заезд с 13:00");
    await expect(facts).toContainText("заезд с 14:00, выезд до 12:00");
    await expect(facts.getByRole("definition").filter({ hasText: /^13:00$/ })).toBeVisible();
    await expect(facts.getByText("Время вашего приезда")).toBeVisible();
    await expect(facts.getByText("Время вашего выезда")).toBeVisible();
    await expect(facts.getByRole("definition").filter({ hasText: /^16:00$/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("view-times.png"), fullPage: true });

    // A guest who named no time sees the hotel's hours only.
    const plain = await reserve(request, 0);
    await page.context().clearCookies();
    await openBooking(page, plain);
    await expect(page.locator("dl").first()).toContainText("заезд с 14:00, выезд до 12:00");
    await expect(page.getByText("Время вашего приезда")).toHaveCount(0);
  });

  test("«Применить» says why when the dates are the booking's own, and applies typed dates", async ({
    page,
    request,
  }, testInfo) => {
    const booked = await reserve(request, 1);
    await openBooking(page, booked);
    await page.getByRole("link", { name: "Изменить даты" }).click();
    await expect(page).toHaveURL(/\/booking\/check\/edit-date\?/);
    const arrival = page.getByRole("combobox", { name: "Заезд", exact: true });
    const departure = page.getByRole("combobox", { name: "Выезд", exact: true });
    await expect(arrival).toHaveValue(formatCalendarInputDate(booked.arrival));
    await expect(departure).toHaveValue(formatCalendarInputDate(booked.departure));

    // Both dates are filled: «Укажите даты» would send the guest looking for an empty field.
    await page.getByRole("button", { name: "Применить" }).click();
    const failure = page.getByRole("main").getByRole("alert");
    await expect(failure).toHaveText("Это текущие даты бронирования. Выберите другие даты.");
    await expect(page.getByText("Укажите даты")).toHaveCount(0);

    // One more night, typed key by key into «Выезд».
    const later = addDays(booked.departure, 1);
    await typeDate(departure, formatCalendarInputDate(later));
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(new RegExp(`departure-date=${formatUrlDate(later).replace(/\./g, "\\.")}`));
    await expect(page.getByText(/^К оплате \d/)).toBeVisible();
    await expect(page.getByText("Это текущие даты бронирования. Выберите другие даты.")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("edit-typed.png"), fullPage: true });
    await page.getByRole("button", { name: "Применить" }).click();
    await expect(page.getByText("Укажите даты")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /^К оплате \d/ })).toBeVisible();
  });

  test("the calendar opens at the booking's month and leaves the form in view", async ({
    page,
    request,
  }, testInfo) => {
    const booked = await reserve(request, 1);
    await openBooking(page, booked);
    await page.getByRole("link", { name: "Изменить даты" }).click();
    const arrival = page.getByRole("combobox", { name: "Заезд", exact: true });
    await arrival.click();
    const calendar = page.getByRole("dialog", { name: /Календарь/ });
    await expect(calendar.getByRole("grid").first()).toBeVisible();
    // The booking is months ahead: its arrival day is in view without scrolling the calendar.
    const arrivalDay = calendarDay(calendar, booked.arrival);
    await expect(arrivalDay).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("edit-calendar.png") });

    // Nothing of the form is under the calendar: the inputs, the current dates and «Применить».
    const calendarBox = await calendar.boundingBox();
    expect(calendarBox).not.toBeNull();
    for (const covered of [
      arrival,
      page.getByRole("combobox", { name: "Выезд", exact: true }),
      page.getByText(/^Сейчас:/),
      page.getByRole("heading", { name: "Стоимость изменения" }),
      page.getByRole("button", { name: "Применить" }),
    ]) {
      await covered.scrollIntoViewIfNeeded();
      const box = await covered.boundingBox();
      const now = await calendar.boundingBox();
      expect(box && now && overlaps(box, now), `${covered.toString()} is under the calendar`).toBe(false);
    }
    // Still today's month is reachable: the calendar starts there (past days disabled).
    expect(booked.arrival > hotelToday()).toBe(true);
  });
});
