import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from "../support/test";
import { addDays, formatUrlDate, hotelToday, nights as nightsBetween, type IsoDate } from "../../rules/dates";
import { minimumStay } from "../../hotel/db/seed/prices";
import { formatRubles } from "../../rules/money";
import { laneStay, type TestStay } from "../support/stays";
import {
  FLEXIBLE,
  NON_REFUNDABLE,
  lookUp,
  openPayPage,
  payOnSandboxPage,
  reserveRoom,
  trackBookings,
  type Booked,
} from "./bookings";
import { managerData } from "./support";

// What the guest sees of the booking's money and logistics after a change is the engine's
// (docs/money.md, docs/booking-journey-check.md): the success page after paying a difference, the
// warning of a change that makes money non-refundable, the one free-cancellation deadline on the
// booking view and the cancel page, the transfer's flight to confirm. Bookings are made through the
// hotel API of the e2e server; the guest looks them up, changes and pays in the browser, typing key
// by key.

/**
 * The file's own weeks (e2e/support/stays.ts): every booking here is one Делюкс of 30, so the tests
 * of a width share a week for their bookings (lane week 0 or 1) and one for the dates they change
 * to (week 2 or 3).
 */
function stayFor(testInfo: TestInfo, nights = 2): TestStay {
  return laneStay("money-after-change", testInfo.project.name === "mobile" ? 1 : 0, nights);
}

function laterStayFor(testInfo: TestInfo, nights = 2): TestStay {
  return laneStay("money-after-change", testInfo.project.name === "mobile" ? 3 : 2, nights);
}

const made = trackBookings();

/** A Делюкс for two adults, held; its id released after the file. */
function reserve(
  request: APIRequestContext,
  stay: TestStay,
  options: { rate: { id: number }; transfer?: Record<string, string> },
): Promise<Booked> {
  return reserveRoom(request, stay, { ...options, tag: "money", middleName: "Сергеевна", made });
}

/** Pays the whole booking through its invoice's pay page, as the payment step sends the guest. */
async function payBooking(page: Page, booked: Booked) {
  await openPayPage(page, booked);
  await payOnSandboxPage(page, booked.reservation.reservation_id);
}

/** The edit-dates page with new dates in its query, as the calendar writes them. */
async function editDates(page: Page, arrival: IsoDate, departure: IsoDate) {
  await page.goto(
    `/booking/check/edit-date?arrival-date=${formatUrlDate(arrival)}&departure-date=${formatUrlDate(departure)}`,
  );
}

/**
 * «Применить» on an edit page; a difference to pay is paid on the sandbox's page (the success page
 * then links back), otherwise the booking view says «Изменения сохранены».
 */
async function applyChange(page: Page, booked: Booked) {
  await page.getByRole("button", { name: "Применить" }).click();
  const payDifference = page.getByRole("button", { name: "Оплатить разницу" });
  const saved = page.getByText("Изменения сохранены");
  await expect(payDifference.or(saved)).toBeVisible();
  if (await payDifference.isVisible()) {
    await payDifference.click();
    await payOnSandboxPage(page, booked.reservation.reservation_id);
    await page.getByRole("link", { name: "Проверить бронирование" }).click();
  }
  await expect(
    page.getByRole("heading", { name: `Бронирование ${booked.reservation.reference}` }),
  ).toBeVisible();
}

/** «12 декабря». */
function dayMonth(date: IsoDate): string {
  return new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** «12 декабря — 15 декабря, 3 ночи», as the site writes a stay. */
function stayText(arrival: IsoDate, departure: IsoDate): string {
  const day = dayMonth;
  const count = nightsBetween(arrival, departure);
  const word = count % 10 === 1 && count % 100 !== 11 ? "ночь" : count < 5 ? "ночи" : "ночей";
  return `${day(arrival)} — ${day(departure)}, ${count}\u00A0${word}`;
}

/** «10 декабря, 14:00»: 48 hours before arrival at 14:00, the flexible rate's deadline. */
function flexibleDeadline(arrival: IsoDate): string {
  return `${dayMonth(addDays(arrival, -2))}, 14:00`;
}

/** The whole page, and the part under test as the guest sees it, for a look at both widths. */
async function shoot(page: Page, testInfo: TestInfo, name: string, part?: Locator) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  if (part) await part.screenshot({ path: testInfo.outputPath(`${name}-part.png`) });
}

test.describe("money and logistics after a change", () => {
  test("the success page after paying a difference shows the booking as the engine has it now", async ({
    page,
  }, testInfo) => {
    const stay = stayFor(testInfo);
    const booked = await reserve(page.request, stay, { rate: FLEXIBLE });
    // The first payment: the success page shows the stay and keeps it for this tab.
    await payBooking(page, booked);
    await expect(page.getByRole("heading", { name: "Бронирование подтверждено" })).toBeVisible();

    await lookUp(page, booked);
    const later = laterStayFor(testInfo, 3);
    await page.getByRole("link", { name: "Изменить даты" }).click();
    await editDates(page, later.arrival, later.departure);
    await expect(page.getByText(/^К доплате \d/)).toBeVisible();
    await page.getByRole("button", { name: "Применить" }).click();
    await page.getByRole("button", { name: "Оплатить разницу" }).click();
    await payOnSandboxPage(page, booked.reservation.reservation_id);

    await expect(page.getByRole("heading", { name: "Бронирование подтверждено" })).toBeVisible();
    const recap = page.getByRole("region", { name: "Что забронировано" });
    await expect(recap.getByText(stayText(later.arrival, later.departure))).toBeVisible();
    await expect(recap.getByText(stayText(stay.arrival, stay.departure))).toHaveCount(0);
    await expect(recap.getByText("Делюкс")).toBeVisible();
    const engine = await page.request.get("/api/booking/manage");
    const { reservation } = (
      (await engine.json()) as { data: { reservation: { amounts: { total: number } } } }
    ).data;
    expect(reservation.amounts.total).toBeGreaterThan(booked.reservation.amounts.total);
    await expect(recap).toContainText(`Итого${formatRubles(reservation.amounts.total)}`);
    await expect(page.getByText(booked.reservation.reference, { exact: true })).toBeVisible();
    await shoot(page, testInfo, "success-after-change", recap);

    // A reload shows the same, still from the engine.
    await page.reload();
    await expect(recap.getByText(stayText(later.arrival, later.departure))).toBeVisible();
  });

  test("a manager's dearer change waits on the booking view, and «Оплатить разницу» makes it", async ({
    page,
  }, testInfo) => {
    const stay = stayFor(testInfo);
    const booked = await reserve(page.request, stay, { rate: FLEXIBLE });
    await payBooking(page, booked);
    // A manager moves the stay to a longer one from the Studio's booking card: it costs more, so it
    // waits for the guest's payment (they are told by e-mail, docs/booking-engine.md).
    const later = laterStayFor(testInfo, 3);
    const change = await managerData<{ to_pay: number; new_total: number }>(
      page.request,
      `/reservations/${booked.reservation.reservation_id}/change`,
      { check_in_date: later.arrival, check_out_date: later.departure },
    );
    expect(change.to_pay).toBeGreaterThan(0);

    await lookUp(page, booked);
    const pending = page.getByRole("region", { name: "Изменение ждёт доплаты" });
    await expect(pending.getByText(stayText(later.arrival, later.departure))).toBeVisible();
    await expect(pending.getByText(formatRubles(change.to_pay), { exact: true })).toBeVisible();
    await expect(pending.getByText(formatRubles(change.new_total), { exact: true })).toBeVisible();
    await expect(
      pending.getByText(/Пока разница не оплачена, действует прежняя бронь\. Оплатите до/),
    ).toBeVisible();
    // Until then the booking is what was paid.
    const summary = page.getByRole("region", { name: `Бронирование ${booked.reservation.reference}` });
    await expect(summary.getByText(stayText(stay.arrival, stay.departure))).toBeVisible();
    await shoot(page, testInfo, "manager-change-pending", pending);

    await pending.getByRole("button", { name: "Оплатить разницу" }).click();
    await payOnSandboxPage(page, booked.reservation.reservation_id);
    await expect(page.getByRole("heading", { name: "Бронирование подтверждено" })).toBeVisible();
    await page.getByRole("link", { name: "Проверить бронирование" }).click();
    await expect(summary.getByText(stayText(later.arrival, later.departure))).toBeVisible();
    await expect(page.getByRole("region", { name: "Изменение ждёт доплаты" })).toHaveCount(0);
  });

  test("the booking view and the cancel page show the one deadline, moved with the stay", async ({
    page,
  }, testInfo) => {
    const stay = stayFor(testInfo);
    const booked = await reserve(page.request, stay, { rate: FLEXIBLE });
    await payBooking(page, booked);
    await lookUp(page, booked);
    await expect(
      page.getByText(`Бесплатная отмена до ${flexibleDeadline(stay.arrival)} (время отеля)`),
    ).toBeVisible();

    // Weeks later, the same nights: the deadline moves with the arrival.
    const later = laterStayFor(testInfo);
    await editDates(page, later.arrival, later.departure);
    await expect(page.getByText(/^(К доплате|Вернём) \d|^Без доплаты и возврата$/)).toBeVisible();
    await expect(page.getByText(`до ${flexibleDeadline(later.arrival)} (время отеля)`)).toBeVisible();
    await applyChange(page, booked);

    const deadline = `Бесплатная отмена до ${flexibleDeadline(later.arrival)} (время отеля)`;
    await expect(page.getByText(deadline, { exact: true })).toHaveCount(1);
    await expect(page.getByText(flexibleDeadline(stay.arrival))).toHaveCount(0);
    await shoot(page, testInfo, "view-after-change", page.getByRole("region", { name: "Оплата" }));

    await page.getByRole("link", { name: "Отменить бронирование" }).click();
    await expect(page.getByText(deadline, { exact: true })).toBeVisible();
    await expect(page.getByText(flexibleDeadline(stay.arrival))).toHaveCount(0);
    await shoot(
      page,
      testInfo,
      "cancel-after-change",
      page.getByRole("region", { name: /^Отмена бронирования/ }),
    );

    // Cancelled: no free cancellation is offered any more.
    await page.getByRole("button", { name: "Отменить бронирование" }).click();
    await expect(page.getByRole("heading", { name: "Бронирование отменено" })).toBeVisible();
    made.splice(made.indexOf(booked.reservation.reservation_id), 1);
    await page.goto("/booking/check");
    await expect(page.getByText("Отменено", { exact: true })).toBeVisible();
    await expect(page.getByText(/Бесплатная отмена/)).toHaveCount(0);
    await shoot(page, testInfo, "view-cancelled", page.getByRole("region", { name: "Оплата" }));
  });
  test("a change that makes paid money non-refundable says so before the guest confirms", async ({
    page,
  }, testInfo) => {
    const stay = stayFor(testInfo);
    const booked = await reserve(page.request, stay, { rate: FLEXIBLE });
    await payBooking(page, booked);
    await lookUp(page, booked);

    // Moved to tomorrow: the flexible rate's deadline (48 hours before arrival) has already passed,
    // so the money paid for the room becomes non-refundable with the change.
    // (As many nights as tomorrow's minimum stay asks, over the New Year.)
    const tomorrow = addDays(hotelToday(), 1);
    const nights = Math.max(nightsBetween(stay.arrival, stay.departure), minimumStay(tomorrow));
    await editDates(page, tomorrow, addDays(tomorrow, nights));
    const warning = page.getByRole("alert").filter({ hasText: "станут невозвратными" });
    await expect(warning).toBeVisible();
    await expect(warning).toHaveText(
      /^После изменения \d[\d\u202F]*\u00A0₽ станут невозвратными: при отмене они не вернутся\.$/,
    );
    const apply = page.getByRole("button", { name: "Применить" });
    await expect(apply).toBeEnabled();
    await expect(apply).toHaveAccessibleDescription(/станут невозвратными/);
    await shoot(page, testInfo, "change-warning", page.getByRole("region", { name: "Стоимость изменения" }));
  });

  test("a shorter non-refundable stay says the money is not given back by the change", async ({
    page,
  }, testInfo) => {
    const stay = stayFor(testInfo, 3);
    const booked = await reserve(page.request, stay, { rate: NON_REFUNDABLE });
    await payBooking(page, booked);
    await lookUp(page, booked);
    await expect(page.getByText(/^Тариф без возврата/)).toBeVisible();
    await expect(page.getByText(/\d\u00A0₽ не возвращаются при отмене$/)).toBeVisible();

    await editDates(page, stay.arrival, addDays(stay.departure, -1));
    const warning = page.getByRole("alert").filter({ hasText: "не вернём при этом изменении" });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/^\d[\d\u202F]*\u00A0₽ не вернём при этом изменении/);
    await expect(page.getByText("Без доплаты и возврата")).toBeVisible();
    await expect(page.getByRole("button", { name: "Применить" })).toBeEnabled();
    await shoot(page, testInfo, "change-kept", page.getByRole("region", { name: "Стоимость изменения" }));
  });

  test("the transfer follows the new dates; «Уточните рейс» takes the new flight and goes", async ({
    page,
  }, testInfo) => {
    const stay = stayFor(testInfo);
    const booked = await reserve(page.request, stay, {
      rate: FLEXIBLE,
      transfer: { type: "to", arrival_flight_number: "SU1234", arrival_date: stay.arrival },
    });
    await payBooking(page, booked);
    await lookUp(page, booked);
    await expect(page.getByText(`Прилёт: рейс SU1234, ${dayMonth(stay.arrival)}`)).toBeVisible();
    await expect(page.getByText("Уточните рейс")).toHaveCount(0);

    const later = laterStayFor(testInfo);
    await editDates(page, later.arrival, later.departure);
    await expect(page.getByText(/^(К доплате|Вернём) \d|^Без доплаты и возврата$/)).toBeVisible();
    await applyChange(page, booked);

    await expect(page.getByText(`Прилёт: рейс SU1234, ${dayMonth(later.arrival)}`)).toBeVisible();
    const form = page.getByRole("form", { name: "Уточните рейс" });
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Дата прилёта")).toHaveValue(later.arrival);
    await shoot(page, testInfo, "transfer-confirm", page.getByRole("region", { name: "Номера и тарифы" }));

    // Saving without a number says what is missing; then the new flight, typed.
    await form.getByRole("button", { name: "Сохранить рейс" }).click();
    await expect(form.getByText("Укажите номер рейса")).toBeVisible();
    const flight = form.getByLabel("Номер рейса прилёта");
    await flight.pressSequentially("SU 5678");
    await form.getByRole("button", { name: "Сохранить рейс" }).click();
    await expect(form.getByText("Введите корректный номер рейса")).toBeVisible();
    await flight.clear();
    await flight.pressSequentially("SU5678");
    await form.getByRole("button", { name: "Сохранить рейс" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Рейс сохранён" })).toBeVisible();
    await shoot(page, testInfo, "transfer-saved", page.getByRole("region", { name: "Номера и тарифы" }));
    await expect(page.getByText("Уточните рейс")).toHaveCount(0);
    await expect(page.getByText(`Прилёт: рейс SU5678, ${dayMonth(later.arrival)}`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Прилёт: рейс SU5678, ${dayMonth(later.arrival)}`)).toBeVisible();
    await expect(page.getByText("Уточните рейс")).toHaveCount(0);
  });
});
