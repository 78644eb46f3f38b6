/**
 * «Бронирования» and «Заявки» in the Studio: a paid booking found by its guest's phone in another
 * writing and cancelled from its card by the rate's policy — the guest's booking check then shows
 * it cancelled with the refund; a request sent from the site's «Оставить заявку» appears in
 * «Заявки», where a manager takes it with a note.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatRubles } from "../../rules/money";
import { laneStay } from "../support/stays";
import { guestAddress, guestApi, payByCard, openTool, site, unique } from "./admin";

test.use({ ignoreHTTPSErrors: true });

async function reservePaid(page: Page, request: APIRequestContext) {
  // Two Делюкс nights in the file's week (e2e/support/stays.ts).
  const { arrival, departure } = laneStay("admin-bookings", 0);
  const phone = `+7915${String(Math.floor(1e6 + Math.random() * 8e6)).padStart(7, "0")}`;
  const email = `studio.${unique()}@example.ru`;
  // The guest's session, as the site's: it proves the booking is theirs to pay.
  const session = randomUUID();
  const call = <T>(path: string, body: unknown): Promise<T> => guestApi<T>(request, path, body, session);
  const reservation = await call<{ reservation_id: string; reference: string; amounts: { total: number } }>(
    "/reservation",
    {
      check_in_date: arrival,
      check_out_date: departure,
      main_guest: {
        first_name: "Вера",
        middle_name: "Павловна",
        last_name: "Соколова",
        phone,
        email,
        special_offers_permission: false,
        personal_data_permission: true,
      },
      // The flexible rate, long before its deadline: a cancellation gives everything back.
      choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 2 }],
    },
  );
  await payByCard(page, call, reservation.reservation_id);
  return { ...reservation, phone, email };
}

test("a paid booking cancelled from its card in the Studio: the guest's booking check shows it cancelled with the refund", async ({
  page,
  context,
  request,
}) => {
  const guest = await context.newPage();
  await guest.setExtraHTTPHeaders({ "x-forwarded-for": guestAddress() });
  const booked = await reservePaid(guest, request);
  const total = booked.amounts.total;

  await openTool(page, "bookings");
  // The phone as a manager hears it on the line: «8 915 …».
  const digits = booked.phone.slice(2);
  await page
    .getByLabel("Поиск: номер брони, имя, e-mail или телефон")
    .fill(`8 ${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`);
  await page.getByRole("button", { name: "Найти" }).click();
  const found = page.getByRole("table", { name: "Найденные брони" });
  await found.getByRole("button", { name: booked.reference }).click();
  const card = page.getByTestId("booking-card");
  await expect(card.getByRole("heading", { name: `Бронь ${booked.reference}` })).toBeVisible();
  await expect(card.getByTestId("booking-status")).toHaveText("Подтверждена");
  await expect(card.getByText("Письмо гостю: подтверждение брони", { exact: false }).first()).toBeVisible();

  await card.getByRole("button", { name: "Отменить бронь" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(`По правилам тарифа: вернётся ${formatRubles(total)}`)).toBeVisible();
  await dialog.getByLabel("Причина (увидит гость в истории брони)").fill("Гость попросил по телефону");
  await dialog.getByRole("button", { name: "Отменить бронь" }).click();
  await expect(page.getByText(`Бронь отменена, к возврату ${formatRubles(total)}`)).toBeVisible();
  await expect(card.getByTestId("booking-status")).toHaveText("Отменена");
  await expect(card.getByTestId("booking-refunded")).toHaveText(`Возвращено: ${formatRubles(total)}`);
  await expect(
    card.getByText(/Бронь .* отменена: Гость попросил по телефону; возврат по правилам тарифа/),
  ).toBeVisible();

  // The guest's side.
  await guest.goto(site("/booking/check"));
  await guest.getByLabel("Номер бронирования").fill(booked.reference);
  await guest.getByLabel("E-mail или телефон").fill(booked.email);
  await guest.getByRole("button", { name: "Найти", exact: true }).click();
  await expect(guest.getByRole("heading", { name: `Бронирование ${booked.reference}` })).toBeVisible();
  await expect(guest.getByText("Отменено", { exact: true })).toBeVisible();
  const refunded = guest.getByText("Возвращено", { exact: true }).locator("..");
  await expect(refunded).toContainText(formatRubles(total));
});

test("a request sent from the site's «Оставить заявку» appears in «Заявки», and a manager takes it with a note", async ({
  page,
  context,
}) => {
  const lastName = "Заявкина";
  const comment = `Хотим Geely Atlas на выходные, ${unique()}`;
  const guest = await context.newPage();
  await guest.goto(site("/car"));
  await guest.getByRole("button", { name: "Оставить заявку" }).first().click();
  const modal = guest.getByRole("dialog", { name: "Оставить заявку" });
  await modal.getByRole("textbox", { name: "Имя", exact: true }).fill("Мария");
  await modal.getByRole("textbox", { name: "Фамилия" }).fill(lastName);
  const phone = modal.getByRole("textbox", { name: "Телефон" });
  await phone.click();
  await phone.pressSequentially("9001112233");
  await modal.getByRole("textbox", { name: "E-mail" }).fill("maria@example.ru");
  await modal.getByRole("textbox", { name: "Комментарий" }).fill(comment);
  await modal.getByRole("checkbox", { name: "Я согласен на обработку персональных данных" }).check();
  await modal.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(modal.getByRole("status")).toContainText("Заявка отправлена");

  await openTool(page, "requests");
  const request = page.getByTestId("guest-request").filter({ hasText: comment });
  await expect(request).toBeVisible({ timeout: 30_000 });
  await expect(request).toContainText(`${lastName} Мария`);
  await expect(request).toContainText("со страницы /car");
  await expect(request.getByTestId("request-status")).toHaveText("Новая");
  await request.getByLabel("Статус").selectOption("in_progress");
  await request.getByLabel("Заметка").fill("Перезвонить после обеда");
  await request.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText(`Заявка сохранена: ${lastName} Мария`)).toBeVisible();
  await expect(request.getByTestId("request-status")).toHaveText("В работе");
  await page.getByLabel("Показать").selectOption("in_progress");
  await expect(page.getByTestId("guest-request").filter({ hasText: comment })).toBeVisible();
});
