/**
 * «Бронирования» as a front desk, in the Studio: a search that finds more than a page is paged in
 * Russian, sorted by the guest's surname and filtered by arrival; the filter's bookings download
 * as a CSV file for Russian Excel (all pages: byte-order mark, `;`, Russian header); and a paid
 * booking's card shows the arrival time, the card payment and the transfer's flights, and changes
 * its dates — one night fewer — so that the booking moves and the night's money goes back; two
 * nights more then wait for the guest's payment, shown on the card.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatRubles } from "../../rules/money";
import { formatDate } from "../../studio/admin/format";
import { laneStay } from "../support/stays";
import { guestAddress, guestApi, payByCard, managerApi, openTool, unique } from "./admin";

test.use({ ignoreHTTPSErrors: true });

const SURNAMES = ["Яковлева", "Борисова", "Миронова", "Егорова", "Абрамова", "Тихонова", "Лебедева"];

interface Booked {
  reservation_id: string;
  reference: string;
  amounts: { total: number };
}

function guestOf(marker: string, index: number, lastName: string) {
  return {
    first_name: "Ирина",
    middle_name: "",
    last_name: lastName,
    phone: `+7916${String(1_000_000 + Math.floor(Math.random() * 8_000_000))}`,
    email: `desk.${marker}.${index}@example.ru`,
    special_offers_permission: false,
    personal_data_permission: true,
  };
}

/** 21 one-night Делюкс holds over the lane's Monday to Thursday, all with `marker` in the e-mail. */
async function holds(request: APIRequestContext, marker: string): Promise<void> {
  for (let index = 0; index < 21; index += 1) {
    const { arrival, departure } = laneStay("admin-desk", 0, 1, index % 4);
    await guestApi<Booked>(
      request,
      "/reservation",
      {
        check_in_date: arrival,
        check_out_date: departure,
        main_guest: guestOf(marker, index, SURNAMES[index % SURNAMES.length]!),
        choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 2 }],
      },
      randomUUID(),
    );
  }
}

/** A paid Делюкс booking Monday to Thursday, flexible rate, with its transfer and arrival time. */
async function reservePaid(page: Page, request: APIRequestContext, marker: string) {
  const { arrival, departure } = laneStay("admin-desk", 0, 3);
  const session = randomUUID();
  const call = <T>(path: string, body: unknown): Promise<T> => guestApi<T>(request, path, body, session);
  const reservation = await call<Booked>("/reservation", {
    check_in_date: arrival,
    check_out_date: departure,
    main_guest: guestOf(marker, 99, "Заездова"),
    arrival_time: "13:00",
    choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 2 }],
    transfer: {
      type: "to-from",
      arrival_flight_number: "SU1234",
      arrival_date: arrival,
      departure_flight_number: "SU1235",
      departure_date: departure,
    },
  });
  await payByCard(page, call, reservation.reservation_id);
  return { ...reservation, arrival, departure };
}

/** ДД.ММ.ГГГГ of an ISO date, as the tool's date fields take it. */
const russian = (iso: string) => iso.split("-").reverse().join(".");

test("finds, sorts, pages and downloads the bookings, and changes a paid booking's dates from its card", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const marker = unique();
  await holds(request, marker);
  const guest = await context.newPage();
  await guest.setExtraHTTPHeaders({ "x-forwarded-for": guestAddress() });
  const paid = await reservePaid(guest, request, marker);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await openTool(page, "bookings");
  await page.getByLabel("Поиск: номер брони, имя, e-mail или телефон").fill(`desk.${marker}`);
  await page.getByLabel("На странице").selectOption("20");
  await page.getByRole("button", { name: "Найти" }).click();
  const rows = page.getByTestId("booking-row");
  const count = page.getByTestId("bookings-count");
  await expect(count).toHaveText("Найдено: 22; показаны 1–20");
  await expect(rows).toHaveCount(20);
  const pages = page.getByRole("navigation", { name: "Страницы" });
  await expect(pages.getByTestId("bookings-page")).toHaveText("Страница 1 из 2");
  // The tool scrolls inside the Studio: the list's card, its page controls at the bottom.
  await page
    .getByRole("table", { name: "Найденные брони" })
    .locator("..")
    .screenshot({ path: testInfo.outputPath("bookings-paged-1440.png") });
  await pages.getByRole("button", { name: "Следующая →" }).click();
  await expect(count).toHaveText("Найдено: 22; показаны 21–22");
  await expect(rows).toHaveCount(2);
  await expect(pages.getByRole("button", { name: "Следующая →" })).toBeDisabled();
  await pages.getByRole("button", { name: "← Предыдущая" }).click();
  await expect(rows).toHaveCount(20);

  // By surname, А first: the three Абрамовы, then Борисовы.
  await page.getByLabel("Сортировка").selectOption({ label: "Фамилия гостя" });
  await page.getByLabel("Порядок").selectOption({ label: "по возрастанию" });
  await expect(rows.first()).toContainText("Абрамова Ирина");
  await expect(rows.nth(3)).toContainText("Борисова Ирина");
  await expect(pages.getByTestId("bookings-page")).toHaveText("Страница 1 из 2");

  // Arrivals on the Monday only: the paid booking and the holds of index 0, 4, … 20 (six).
  const monday = laneStay("admin-desk", 0, 1).arrival;
  await page.getByLabel("Заезд с").fill(russian(monday));
  await page.getByLabel("Заезд по").fill(russian(monday));
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(count).toHaveText("Найдено: 7; показаны 1–7");
  await page.screenshot({ path: testInfo.outputPath("bookings-desk-1440.png") });
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("bookings-desk-1024.png") });
  await page.setViewportSize({ width: 1440, height: 1000 });

  // The file: every booking of the filter, for Russian Excel.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Скачать CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^Номер брони;Статус;Гость;Телефон;E-mail;Заезд;Выезд;/);
  expect(lines).toHaveLength(8);
  // In the list's order: by surname, so Абрамова's first.
  expect(lines[1]).toContain(";Абрамова Ирина;");
  const paidLine = lines.find((line) => line.startsWith(`${paid.reference};`));
  expect(paidLine).toContain(`;Подтверждена;Заездова Ирина;`);
  expect(paidLine).toContain(`;${paid.amounts.total};${paid.amounts.total};0;0;Карта;13:00;`);

  // The paid booking's card: arrival time, card payment, flights.
  await page
    .getByRole("table", { name: "Найденные брони" })
    .getByRole("button", { name: paid.reference })
    .click();
  const card = page.getByTestId("booking-card");
  await expect(card.getByTestId("booking-arrival-time")).toHaveText("Время заезда: 13:00");
  await expect(card.getByTestId("booking-payment-method")).toContainText(
    `Оплата: картой ${formatRubles(paid.amounts.total)}`,
  );
  const transfer = card.getByTestId("booking-transfer");
  await expect(transfer).toContainText("Трансфер туда и обратно");
  await expect(transfer).toContainText(`Прилёт: SU1234, ${formatDate(paid.arrival)}`);
  await expect(transfer).toContainText(`Вылет: SU1235, ${formatDate(paid.departure)}`);

  // One night fewer: the booking moves and the night goes back by the rate's rules.
  await card.getByRole("button", { name: "Изменить даты или гостей" }).click();
  const dialog = page.getByRole("dialog");
  const wednesday = laneStay("admin-desk", 0, 2).departure;
  await dialog.getByLabel("Выезд").fill(russian(wednesday));
  await dialog.getByRole("button", { name: "Рассчитать" }).click();
  const quote = dialog.getByTestId("change-quote");
  await expect(quote).toContainText("К возврату гостю");
  const refund = Number(
    (/К возврату гостю ([\d\s ]+)₽/.exec((await quote.textContent()) ?? "")?.[1] ?? "0").replace(/\D/g, ""),
  );
  expect(refund).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("bookings-change-1024.png") });
  await dialog.getByRole("button", { name: "Изменить бронь" }).click();
  await expect(page.getByText(`Бронь изменена, к возврату ${formatRubles(refund)}`)).toBeVisible();
  await expect(card.getByTestId("booking-refunded")).toHaveText(`Возвращено: ${formatRubles(refund)}`);
  // Who changed it, in the card's history.
  await expect(card.getByText(/: изменена \d{2}\.\d{2}\.\d{4}–.* к возврату/)).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath("bookings-card-1024.png") });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await card.screenshot({ path: testInfo.outputPath("bookings-card-1440.png") });

  // The engine's own record: the booking moved, the money went back, the manager is its author.
  const after = await managerApi<{
    reservation: { check_out_date: string; amounts: { total: number; refunded: number } };
    actions: { action: string; manager_name: string }[];
  }>(request, "GET", `reservations/${paid.reservation_id}/card`);
  expect(after.reservation.check_out_date).toBe(wednesday);
  expect(after.reservation.amounts.refunded).toBe(refund);
  expect(after.reservation.amounts.total).toBe(paid.amounts.total - refund);
  expect(after.actions[0]?.action).toBe("reservation.change");
  expect(after.actions[0]?.manager_name).toBeTruthy();

  // Two nights more: dearer than what the booking holds, so the change waits for the guest.
  await card.getByRole("button", { name: "Изменить даты или гостей" }).click();
  const friday = laneStay("admin-desk", 0, 4).departure;
  await dialog.getByLabel("Выезд").fill(russian(friday));
  await dialog.getByRole("button", { name: "Рассчитать" }).click();
  await expect(quote).toContainText("К доплате гостем");
  await dialog.getByRole("button", { name: "Изменить бронь" }).click();
  // The notice of the change (its sum); the card then says the same of the pending stay.
  await expect(page.getByText(/^Изменение ждёт доплаты гостя: [\d\s]+₽$/)).toBeVisible();
  const pending = card.getByTestId("booking-pending-change");
  await expect(pending).toContainText(`${formatDate(paid.arrival)} — ${formatDate(friday)}`);
  await expect(pending).toContainText("До оплаты бронь остаётся прежней");
  // The booking itself stays as paid until then.
  await expect(
    card.getByText(`${formatDate(paid.arrival)} — ${formatDate(wednesday)}, ночей: 2`),
  ).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath("bookings-pending-1440.png") });
});
