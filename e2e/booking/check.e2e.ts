import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { TEST_CARDS } from "../../hotel/providers/payments/sandbox-cards";
import { addDays, formatUrlDate } from "../../rules/dates";
import { formatRubles } from "../../rules/money";
import { spillsOut } from "../site/layout-checks";
import { widthStay } from "../support/stays";
import { FLEXIBLE, NON_REFUNDABLE, guestAddress, type ApiReservation } from "./bookings";
import { hotelData } from "./support";

// Booking check (docs/booking-journey-check.md): bookings are made through the hotel API of the
// e2e server, then looked up, changed and cancelled in the browser as a guest would.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const NOT_FOUND = "Бронирование не найдено. Проверьте номер и e-mail или телефон";
const CANCEL_FAILED =
  "Ошибка отмены брони. Попробуйте отменить позже или свяжитесь с менеджером отеля для отмены";

/**
 * Every test looks up from its own address: the engine allows 10 look-ups per 10 minutes per
 * client; the e2e server trusts loopback as a proxy (TRUSTED_PROXIES), so X-Forwarded-For names
 * the guest, and the site passes that guest's address on. So does each API call here.
 */
function hotelCall<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  return hotelData<T>(request, method, path, body, { "x-forwarded-for": guestAddress(), ...headers });
}

interface Booked {
  id: string;
  /** The session the booking was made in. */
  session: string;
  reference: string;
  total: number;
  arrival: string;
  departure: string;
  email: string;
  phone: string;
}

async function reserve(
  request: APIRequestContext,
  options: { rate: { id: number }; roomTypeId?: number; nights?: number; comment?: string } = {
    rate: FLEXIBLE,
  },
): Promise<Booked> {
  // The file's weeks for this width (e2e/support/stays.ts): one for the Делюкс, 30 rooms, that
  // the tests share; one for the Люкс, two rooms, that one test books.
  const { arrival, departure } = widthStay(
    test.info(),
    "check",
    options.roomTypeId === 4 ? 1 : 0,
    options.nights ?? 2,
  );
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `guest.${unique}@example.ru`;
  const phone = `+7916${String(Math.floor(1e6 + Math.random() * 8e6)).padStart(7, "0")}`;
  // The guest's session, as the site's: it proves the booking is theirs to pay.
  const session = randomUUID();
  const reservation = await hotelCall<ApiReservation>(
    request,
    "POST",
    "/reservation",
    {
      check_in_date: arrival,
      check_out_date: departure,
      main_guest: {
        first_name: "Анна",
        middle_name: "Сергеевна",
        last_name: "Иванова",
        phone,
        email,
        special_offers_permission: true,
        personal_data_permission: true,
      },
      choices: [{ adults: 2, children: 0, room_type_id: options.roomTypeId ?? 1, rate_id: options.rate.id }],
      arrival_time: "14:00",
      departure_time: "12:00",
      ...(options.comment ? { comment: options.comment } : {}),
    },
    { "x-session-id": session },
  );
  return {
    id: reservation.reservation_id,
    session,
    reference: reservation.reference,
    total: reservation.amounts.total,
    arrival,
    departure,
    email,
    phone,
  };
}

/** Fills the sandbox's hosted pay page (the browser is on it) with the success card. */
async function payOnSandboxPage(page: Page, reservationId: string) {
  await page.waitForURL(/\/v1\/sandbox\/pay\//);
  await page.getByLabel("Номер карты").fill(TEST_CARDS.success.number);
  await page.getByLabel("Срок действия").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  await page.waitForURL(
    (url) => url.pathname === "/booking/success" && url.searchParams.get("reservation") === reservationId,
  );
}

/** Pays the whole booking through its invoice's pay page. */
async function payBooking(page: Page, request: APIRequestContext, booked: Booked) {
  const invoice = await hotelCall<{ confirmation_url: string }>(
    request,
    "POST",
    `/reservation/${booked.id}/invoice`,
    {
      payment_provider_id: 1,
      payment_type: "card",
    },
    { "x-session-id": booked.session },
  );
  await page.goto(invoice.confirmation_url);
  await payOnSandboxPage(page, booked.id);
}

async function lookUp(page: Page, reference: string, contact: string) {
  await page.getByLabel("Номер бронирования").fill(reference);
  await page.getByLabel("E-mail или телефон").fill(contact);
  await page.getByRole("button", { name: "Найти", exact: true }).click();
}

async function openBooking(page: Page, booked: Booked) {
  await page.goto("/booking/check");
  await lookUp(page, booked.reference, booked.email);
  await expect(page.getByRole("heading", { name: `Бронирование ${booked.reference}` })).toBeVisible();
}

/** «8 (916) 123-45-67» for +79161234567. */
function eightWriting(phone: string): string {
  const d = phone.slice(2);
  return `8 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": guestAddress() });
});

test.describe("/booking/check", () => {
  test("looks a booking up by reference and e-mail, and by reference and phone in another writing", async ({
    page,
    request,
  }, testInfo) => {
    const booked = await reserve(request);
    await page.goto("/booking/check");
    const crumbs = page.getByRole("navigation", { name: "Хлебные крошки" });
    await expect(crumbs.getByRole("link", { name: "Главная" })).toBeVisible();
    await expect(crumbs.getByText("Проверка бронирования")).toHaveAttribute("aria-current", "page");

    await lookUp(page, booked.reference.toLowerCase(), booked.email.toUpperCase());
    await expect(page.getByRole("heading", { name: `Бронирование ${booked.reference}` })).toBeVisible();
    await expect(page.getByText("Ожидает оплаты")).toBeVisible();
    await expect(page.getByText("Иванова Анна Сергеевна")).toBeVisible();
    await expect(page.getByText("Делюкс").first()).toBeVisible();
    await expect(page.getByText(/Бесплатная отмена до \d+ [а-я]+, 14:00/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "История" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Изменить даты" })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("view.png"), fullPage: true });

    // The session is a cookie: a reload shows the booking again, the token never reaches scripts.
    await page.reload();
    await expect(page.getByRole("heading", { name: `Бронирование ${booked.reference}` })).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).not.toContain("booking-manage");

    await page.getByRole("button", { name: "Найти другое бронирование" }).click();
    await expect(page.getByLabel("Номер бронирования")).toBeVisible();
    await lookUp(page, booked.reference, eightWriting(booked.phone));
    await expect(page.getByRole("heading", { name: `Бронирование ${booked.reference}` })).toBeVisible();
  });

  test("a wrong reference or a wrong contact gets one clear message", async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, "the messages, not the layout: one width is enough");
    const booked = await reserve(request);
    await page.goto("/booking/check");
    await page.getByRole("button", { name: "Найти", exact: true }).click();
    await expect(page.getByText("Укажите номер бронирования")).toBeVisible();

    await lookUp(page, booked.reference, "someone.else@example.ru");
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await lookUp(page, "ZZZZ9999", booked.email);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("lookup.png"), fullPage: true });
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("edits the comment with «Редактировать» and «Сохранить»", async ({ page, request }) => {
    const booked = await reserve(request, { rate: FLEXIBLE, comment: "Тихий номер, пожалуйста" });
    await openBooking(page, booked);
    await expect(page.getByText("Тихий номер, пожалуйста")).toBeVisible();
    await page.getByRole("button", { name: "Редактировать" }).click();
    const field = page.getByLabel("Комментарий к бронированию");
    await expect(field).toBeFocused();
    await field.fill("Поздний заезд около полуночи");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByText("Комментарий сохранён")).toBeVisible();
    await expect(page.getByText("Поздний заезд около полуночи")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Поздний заезд около полуночи")).toBeVisible();
    await expect(page.getByText("Гость изменил комментарий")).toBeVisible();
  });

  test("changes the dates of a paid booking, shows the difference and takes it on the pay page", async ({
    page,
    request,
  }, testInfo) => {
    const booked = await reserve(request, { rate: FLEXIBLE, nights: 2 });
    await payBooking(page, request, booked);
    await openBooking(page, booked);
    await expect(page.getByText("Подтверждено")).toBeVisible();

    await page.getByRole("link", { name: "Изменить даты" }).click();
    await expect(page).toHaveURL(
      `/booking/check/edit-date?arrival-date=${formatUrlDate(booked.arrival)}&departure-date=${formatUrlDate(booked.departure)}`,
    );
    const crumbs = page.getByRole("navigation", { name: "Хлебные крошки" });
    await expect(crumbs.getByRole("link", { name: "Проверка бронирования" })).toBeVisible();
    await expect(crumbs.getByText("Редактирование данных")).toBeVisible();
    await expect(page.getByText("Это текущие даты бронирования.")).toBeVisible();

    // One more night, through the page's own query.
    const departure = addDays(booked.departure, 1);
    await page.goto(
      `/booking/check/edit-date?arrival-date=${formatUrlDate(booked.arrival)}&departure-date=${formatUrlDate(departure)}`,
    );
    const toPay = page.getByText(/^К доплате \d/);
    await expect(toPay).toBeVisible();
    await expect(page.getByText(`Было${formatRubles(booked.total)}`)).toBeVisible();
    const amount = ((await toPay.textContent()) ?? "").replace("К доплате ", "");
    await page.screenshot({ path: testInfo.outputPath("edit-date.png"), fullPage: true });
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole("button", { name: "Применить" }).click();
    await expect(page.getByRole("heading", { name: `Осталось доплатить ${amount}` })).toBeVisible();
    await page.getByRole("button", { name: "Оплатить разницу" }).click();
    await payOnSandboxPage(page, booked.id);

    await page.goto("/booking/check");
    await expect(page.getByText(/3\u00A0ночи/).first()).toBeVisible();
    await expect(page.getByText("Подтверждено")).toBeVisible();
    await expect(page.getByText("Доплата получена: бронь изменена")).toBeVisible();
  });

  test("edit dates: a date in another format goes to /error, missing dates become today and tomorrow", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "routing, not layout: one width is enough");
    await page.goto("/booking/check/edit-date?arrival-date=2026-12-01&departure-date=03.12.2026");
    await expect(page).toHaveURL(/\/error$/);
  });

  test("changes the main guest and the guests of a room, re-priced", async ({ page, request }, testInfo) => {
    const booked = await reserve(request, { rate: FLEXIBLE, roomTypeId: 4 });
    await openBooking(page, booked);
    await page.getByRole("link", { name: "Изменить гостей" }).click();
    await expect(page).toHaveURL("/booking/check/edit-guest");

    const email = page.getByLabel("E-mail");
    await email.fill("not-an-email");
    await email.blur();
    await expect(page.getByText("Введите корректный email")).toBeVisible();
    await email.fill("anna.new@example.ru");
    await page.getByLabel("Имя").fill("Мария");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByText("Данные гостя сохранены")).toBeVisible();

    await page.getByRole("button", { name: "Больше: взрослые" }).click();
    await expect(page.getByText(/^К оплате|^К доплате|^Вернём|^Без доплаты/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("edit-guest.png"), fullPage: true });
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole("button", { name: "Применить" }).click();
    // An unpaid booking changes at once and is paid as a whole.
    await expect(page.getByRole("heading", { name: /^К оплате \d/ })).toBeVisible();
    await page.goto("/booking/check");
    await expect(page.getByText("Иванова Мария Сергеевна")).toBeVisible();
    await expect(page.getByText(/3\u00A0взрослых/)).toBeVisible();
  });

  test("cancels a paid flexible booking and shows its refund", async ({ page, request }, testInfo) => {
    const booked = await reserve(request, { rate: FLEXIBLE });
    await payBooking(page, request, booked);
    await openBooking(page, booked);
    await page.getByRole("link", { name: "Отменить бронирование" }).click();
    await expect(page).toHaveURL("/booking/check/cancel");
    await expect(page.getByText(/^Бесплатная отмена до \d+ [а-я]+, 14:00 \(время отеля\)$/)).toBeVisible();
    await expect(page.getByText(`Вернём всю оплату: ${formatRubles(booked.total)}`)).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("cancel.png"), fullPage: true });

    await page.getByRole("button", { name: "Отменить бронирование" }).click();
    await expect(page.getByRole("heading", { name: "Бронирование отменено" })).toBeVisible();
    await expect(page.getByText(`Вернём ${formatRubles(booked.total)} на карту`)).toBeVisible();
    // At 375 px the button once reached past the card (its one-line label is 376 px, the card 355).
    expect(
      await spillsOut(
        page.getByRole("link", { name: "Создать новое бронирование" }),
        page.getByRole("region", { name: "Бронирование отменено" }),
      ),
    ).toBeUndefined();
    await page.screenshot({ path: testInfo.outputPath("canceled.png"), fullPage: true });
    await expect(page.getByRole("link", { name: "Создать новое бронирование" })).toHaveAttribute(
      "href",
      /^\/booking\/rate-plans/,
    );
    await page.goto("/booking/check");
    await expect(page.getByText("Отменено", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Изменить даты" })).toHaveCount(0);
  });

  test("a non-refundable booking says «без возврата» before cancelling", async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, "the words, not the layout: one width is enough");
    const booked = await reserve(request, { rate: NON_REFUNDABLE });
    await payBooking(page, request, booked);
    await openBooking(page, booked);
    await page.goto("/booking/check/cancel");
    await expect(page.getByText(/^Тариф без возврата/)).toBeVisible();
    await expect(page.getByText(`Оплата ${formatRubles(booked.total)} не возвращается`)).toBeVisible();
  });

  test("the failure text when the engine refuses: cancelled elsewhere, then an expired session", async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, "the messages, not the layout: one width is enough");
    const booked = await reserve(request, { rate: FLEXIBLE });
    await openBooking(page, booked);
    await page.goto("/booking/check/cancel");
    await expect(page.getByRole("button", { name: "Отменить бронирование" })).toBeEnabled();

    // The guest cancels in another place while this page is open.
    const session = await hotelCall<{ manage_token: string }>(request, "POST", "/reservation/lookup", {
      reference: booked.reference,
      contact: booked.email,
    });
    await hotelCall(
      request,
      "POST",
      `/reservation/${booked.id}/cancel`,
      {},
      { "x-manage-token": session.manage_token },
    );

    await page.getByRole("button", { name: "Отменить бронирование" }).click();
    await expect(page.getByText(CANCEL_FAILED, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Связаться с отелем" })).toHaveAttribute(
      "href",
      /^tel:\+?\d+$/,
    );
    await page.screenshot({ path: testInfo.outputPath("cancel-failed.png"), fullPage: true });
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // The session expires (the cookie is gone): «Повторить» fails the same way.
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Повторить" }).click();
    await expect(page.getByText(CANCEL_FAILED, { exact: true })).toBeVisible();
  });
});
