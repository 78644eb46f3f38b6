import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { TEST_CARDS } from "../../hotel/providers/payments/sandbox-cards";
import { addDays, formatUrlDate } from "../../rules/dates";
import { formatRubles } from "../../rules/money";
import { widthStay } from "../support/stays";
import { FLEXIBLE, NON_REFUNDABLE, type ApiReservation } from "./bookings";
import { hotelData, variantsShown } from "./support";

// The payment step and the success page (docs/booking-journey-payment.md). A draft at «payment» is
// seeded by creating a real reservation through the hotel API of the e2e server.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * A held reservation for two adults in a Делюкс (3 nights, in the file's week for this width: the
 * tests share its 30 rooms; e2e/support/stays.ts), made in the draft's session as the guest-data
 * step makes it: the session proves the booking is the guest's to pay.
 */
async function reserve(request: APIRequestContext, rate: { id: number; title: string }) {
  const { arrival, departure } = widthStay(test.info(), "payment", 0, 3);
  const session = randomUUID();
  const reservation = await hotelData<ApiReservation>(
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
        phone: "+79991234567",
        email: "anna.ivanova@example.ru",
        special_offers_permission: true,
        personal_data_permission: true,
      },
      choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: rate.id }],
      arrival_time: "14:00",
      departure_time: "12:00",
    },
    { "x-session-id": session },
  );
  const draft = {
    stage: "payment",
    arrival_date: formatUrlDate(arrival),
    departure_date: formatUrlDate(departure),
    choices: [
      {
        adults: 2,
        children: 0,
        room_type: { id: 1, title: "Делюкс", seating: 2 },
        rate: { id: rate.id, title: rate.title, price: reservation.amounts.total },
      },
    ],
    arrival_time: "14:00",
    departure_time: "12:00",
    guest: {
      first_name: "Анна",
      middle_name: "Сергеевна",
      last_name: "Иванова",
      phone: "+79991234567",
      email: "anna.ivanova@example.ru",
      special_offers_permission: true,
      personal_data_permission: true,
    },
    reservationId: reservation.reservation_id,
    session_id: session,
    reference: reservation.reference,
    total: reservation.amounts.total,
    ...(reservation.hold_expires_at ? { hold_expires_at: reservation.hold_expires_at } : {}),
    rooms: reservation.rooms.map((room) => ({
      room_type_title: room.room_type_title,
      rate_title: room.rate_title,
      adults: room.adults,
      children: room.children,
      amount: room.amount,
      refundable: room.refundable,
      free_cancellation_until: room.free_cancellation_until,
    })),
  };
  return { reservation, draft, arrival };
}

async function storeDraft(page: Page, draft: unknown) {
  await page.goto("/robots.txt");
  await page.evaluate((text) => window.localStorage.setItem("booking-draft", text), JSON.stringify(draft));
}

async function storedDraft(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate(() => window.localStorage.getItem("booking-draft"));
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/** «10 декабря 14:00»: 48 hours before arrival at 14:00, the flexible rate's deadline. */
function flexibleDeadline(arrival: string): string {
  const day = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${addDays(arrival, -2)}T00:00:00Z`),
  );
  return `${day} 14:00`;
}

/** Consent, «Перейти к оплате», and the payment page's address. */
async function goToPayment(page: Page): Promise<string> {
  await variantsShown(page);
  await page.getByRole("checkbox", { name: /Правила онлайн-бронирования/ }).check();
  await page.getByRole("button", { name: "Перейти к оплате" }).click();
  await page.waitForURL(/\/v1\/sandbox\/pay\//);
  return page.url();
}

/** Fills the sandbox's hosted pay page (the browser is on it) with a test card and pays. */
async function fillCard(page: Page, number: string) {
  await page.getByLabel("Номер карты").fill(number);
  await page.getByLabel("Срок действия").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
}

/** /booking/success?reservation={id}, where the sandbox sends the guest back. */
const backOnSite = (reservationId: string) => (url: URL) =>
  url.pathname === "/booking/success" && url.searchParams.get("reservation") === reservationId;

/** Pays with a test card; the sandbox sends the guest back to /booking/success with the reservation. */
async function payWithCard(page: Page, number: string, reservationId: string) {
  await fillCard(page, number);
  await page.waitForURL(backOnSite(reservationId));
}

test.describe("/booking/payment", () => {
  test("the button waits for the consent; variants with icons, the real deadline, test mode", async ({
    page,
    request,
  }) => {
    const { draft, arrival } = await reserve(request, FLEXIBLE);
    await storeDraft(page, draft);
    await page.goto("/booking/payment");

    await expect(page.getByRole("heading", { level: 1, name: "Оплата" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Шаги бронирования" })).toBeVisible();
    const pay = page.getByRole("button", { name: "Перейти к оплате" });
    await expect(pay).toBeDisabled();

    for (const name of ["Mastercard", "Мир", "Visa"]) {
      await expect(page.getByRole("img", { name })).toBeVisible();
    }
    await expect(
      page.getByText(`Бесплатная отмена до ${flexibleDeadline(arrival)} по времени отеля (Калининград)`),
    ).toBeVisible();
    await expect(page.getByText("Тестовый режим: деньги не списываются")).toBeVisible();
    await expect(page.getByText(/Номера закреплены за вами ещё \d+:\d\d/)).toBeVisible();
    await expect(page.getByText(draft.reference)).toBeVisible();

    for (const [name, href] of [
      ["Правила онлайн-бронирования", "/documents/booking-rules"],
      ["Согласие на обработку персональных данных", "/documents/personal-data"],
      ["Политикой конфиденциальности", "/documents/privacy"],
    ] as const) {
      await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", href);
    }

    const consent = page.getByRole("checkbox", { name: /Правила онлайн-бронирования/ });
    await consent.check();
    await expect(pay).toBeEnabled();
    await consent.uncheck();
    await expect(pay).toBeDisabled();

    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("a non-refundable rate says the payment is not returned", async ({ page, request }) => {
    const { draft } = await reserve(request, NON_REFUNDABLE);
    await storeDraft(page, draft);
    await page.goto("/booking/payment");
    await expect(page.getByText("Тариф без возврата: при отмене оплата не возвращается")).toBeVisible();
  });

  test("an incomplete draft goes back to the rate plans at «rates»", async ({ page, request, isMobile }) => {
    test.skip(isMobile, "routing, not layout: one width is enough");
    const { draft } = await reserve(request, FLEXIBLE);
    const { reservationId: _dropped, ...incomplete } = draft;
    await storeDraft(page, incomplete);
    await page.goto("/booking/payment");
    await page.waitForURL(/\/booking\/rate-plans/);
    expect(await storedDraft(page)).toMatchObject({ stage: "rates" });
  });

  test("released rooms: «Забронировать заново» leads back to the rate plans; offline is said", async ({
    page,
    request,
  }) => {
    const { draft } = await reserve(request, FLEXIBLE);
    await storeDraft(page, draft);
    await page.goto("/booking/payment");
    await variantsShown(page);
    await page.getByRole("checkbox", { name: /Правила онлайн-бронирования/ }).check();

    await page.route("**/api/booking/reservations/*/invoice", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Перейти к оплате" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Нет связи с сайтом" })).toBeVisible();
    await page.unroute("**/api/booking/reservations/*/invoice");

    await page.route("**/api/booking/reservations/*/invoice", (route) =>
      route.fulfill({
        status: 409,
        json: { error: { code: "HOLD_EXPIRED", message: "Время брони истекло" } },
      }),
    );
    await page.getByRole("button", { name: "Перейти к оплате" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "номера вернулись в продажу" })).toBeVisible();
    await page.getByRole("button", { name: "Забронировать заново" }).click();
    await page.waitForURL(/\/booking\/rate-plans\?arrival-date=/);
    expect(await storedDraft(page)).toMatchObject({ stage: "rates" });
  });

  test("«Перейти к оплате» creates the invoice and opens the payment page", async ({ page, request }) => {
    const { draft } = await reserve(request, FLEXIBLE);
    await storeDraft(page, draft);
    await page.goto("/booking/payment");
    const url = await goToPayment(page);
    expect(url).toMatch(/\/v1\/sandbox\/pay\/[^/]+$/);
  });
});

test.describe("/booking/payment with YooKassa", () => {
  // The e2e server takes payments in its sandbox; YooKassa's answers are played by the browser's
  // routes: the engine's variants as YooKassa makes them (a card and SBP, not test mode), the
  // invoice with YooKassa's confirmation page, and that page.
  const YOOKASSA_PAGE =
    "https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f9c1e0a-000f-5000-8000-1b2c3d4e5f60";
  const variant = (paymentType: "card" | "sbp", name: string, iconIds: number[]) => ({
    paymentProviderId: 1,
    paymentType,
    name,
    price: 0,
    shortDescription: paymentType === "card" ? "Visa, Mastercard, «Мир»" : "Система быстрых платежей",
    description: "Оплата на странице ЮKassa.",
    iconIds,
  });

  test("offers a card or SBP without the test mark, and sends the guest to YooKassa's page for the one chosen", async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, "the provider's redirect, not the layout: one width is enough");
    const { draft, reservation } = await reserve(request, FLEXIBLE);
    await page.route("**/api/booking/payment-variants", (route) =>
      route.fulfill({
        json: {
          data: {
            variants: [
              variant("card", "Банковская карта", [101, 102, 106, 105]),
              variant("sbp", "СБП", [103]),
            ],
            testMode: false,
          },
        },
      }),
    );
    const asked: unknown[] = [];
    await page.route("**/api/booking/reservations/*/invoice", async (route) => {
      asked.push(route.request().postDataJSON());
      await route.fulfill({
        status: 201,
        json: {
          data: {
            id: "7d1f0c2e-5b8a-4c3d-9e6f-0a1b2c3d4e5f",
            reservationId: reservation.reservation_id,
            status: "pending",
            amount: reservation.amounts.total,
            confirmationUrl: YOOKASSA_PAGE,
            createdAt: new Date().toISOString(),
            paidAt: null,
          },
        },
      });
    });
    await page.route("https://yoomoney.ru/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>ЮKassa</title><h1>Оплата заказа</h1>",
      }),
    );
    await storeDraft(page, draft);
    await page.goto("/booking/payment");

    const card = page.getByRole("radio", { name: /Банковская карта/ });
    const sbp = page.getByRole("radio", { name: /СБП/ });
    await expect(card).toBeChecked();
    await expect(sbp).not.toBeChecked();
    await expect(page.getByRole("img", { name: "QR-код, Система быстрых платежей" })).toBeVisible();
    await expect(page.getByText("Тестовый режим: деньги не списываются")).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await sbp.check();
    await expect(sbp).toBeChecked();
    await expect(card).not.toBeChecked();
    await page.getByRole("checkbox", { name: /Правила онлайн-бронирования/ }).check();
    await page.getByRole("button", { name: "Перейти к оплате" }).click();
    await page.waitForURL(/^https:\/\/yoomoney\.ru\/checkout\//);
    expect(asked).toEqual([{ paymentType: "sbp" }]);
    await expect(page.getByText("Тестов", { exact: false })).toHaveCount(0);
  });
});

test.describe("/booking/success", () => {
  test("a paid booking: confirmation, reference with copy, what was booked; the draft forgets it", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { draft, reservation } = await reserve(request, FLEXIBLE);
    await storeDraft(page, draft);
    await page.goto("/booking/payment");
    await goToPayment(page);
    await payWithCard(page, TEST_CARDS.success.number, reservation.reservation_id);

    await expect(page.getByRole("heading", { level: 1, name: "Бронирование подтверждено" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Шаги бронирования" })).toHaveCount(0);
    await expect(page.getByText(reservation.reference).first()).toBeVisible();
    await expect(page.getByText("Делюкс").first()).toBeVisible();
    await page.getByRole("button", { name: "Скопировать номер" }).click();
    await expect(page.getByText("Скопировано!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reservation.reference);
    await expect(page.getByText("Скопировано!")).toBeHidden({ timeout: 4000 });
    await expect(page.getByRole("link", { name: "Проверить бронирование" })).toHaveAttribute(
      "href",
      "/booking/check",
    );

    const kept = await storedDraft(page);
    expect(kept).toMatchObject({ stage: "rates", arrival_date: draft.arrival_date });
    expect(kept).not.toHaveProperty("reservationId");

    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // Going back to the payment step finds nothing to pay: the guest is sent to the rate plans.
    await page.goto("/booking/payment");
    await page.waitForURL(/\/booking\/rate-plans/);
  });

  test("money held by the bank (waiting) counts as secured", async ({ page, request, isMobile }) => {
    test.skip(isMobile, "the payment's state, not the layout: one width is enough");
    const { draft, reservation } = await reserve(request, FLEXIBLE);
    await storeDraft(page, draft);
    await page.goto("/booking/payment");
    await goToPayment(page);
    // The waiting card: the bank holds the money now and takes it a few seconds later; the success
    // page's first check, right after the redirect, sees it held.
    await payWithCard(page, TEST_CARDS.waiting.number, reservation.reservation_id);
    await expect(
      page.getByRole("heading", { level: 1, name: "Оплата принята банком, бронирование за вами" }),
    ).toBeVisible();
  });

  test("a declined payment: the cross after five tries, then «Попробовать оплатить снова» works", async ({
    page,
    request,
  }) => {
    const { draft, reservation } = await reserve(request, FLEXIBLE);
    await storeDraft(page, draft);
    await page.goto("/booking/payment");
    const first = await goToPayment(page);

    const checks: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes(`/api/booking/reservations/${reservation.reservation_id}/invoice`))
        checks.push(sent.method());
    });
    await payWithCard(page, TEST_CARDS.declined.number, reservation.reservation_id);
    await expect(page.getByRole("status").filter({ hasText: "Проверяем оплату" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Оплата не прошла" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole("img", { name: "Ошибка" })).toBeVisible();
    expect(checks).toEqual(["GET", "GET", "GET", "GET", "GET"]);
    await expect(page.getByRole("link", { name: /Позвонить в отель/ })).toHaveAttribute("href", /^tel:\+7/);

    // The way back pays this same reservation, proven by the return address's token (not the
    // draft alone), so it works in any browser (e2e/booking/success-anywhere.e2e.ts).
    await page.getByRole("link", { name: "Попробовать оплатить снова" }).click();
    await page.waitForURL(
      new RegExp(`/booking/payment\\?reservation=${reservation.reservation_id}&token=[^&]+$`),
    );
    const second = await goToPayment(page);
    expect(second).not.toBe(first);
  });

  test("the sandbox's pay page: test label, amount, test cards, a mistyped number, the way back", async ({
    page,
    request,
  }) => {
    const { draft, reservation } = await reserve(request, FLEXIBLE);
    await storeDraft(page, draft);
    await page.goto("/booking/payment");
    await goToPayment(page);
    await expect(page.getByText("Тестовая оплата — деньги не списываются")).toBeVisible();
    await expect(page.getByText(formatRubles(reservation.amounts.total), { exact: true })).toBeVisible();
    await expect(page.getByText(`Бронирование ${reservation.reference}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Тестовые карты" })).toBeVisible();
    await expect(page.getByText("4242 4242 4242 4242")).toBeVisible();
    const clean = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(clean.violations.map((violation) => violation.id)).toEqual([]);

    await fillCard(page, "4242 4242 4242 4241");
    await expect(page.getByRole("alert")).toContainText("Проверьте номер карты");
    await expect(page.getByLabel("Номер карты")).toHaveAttribute("aria-invalid", "true");
    const withErrors = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(withErrors.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole("link", { name: "Вернуться на сайт без оплаты" }).click();
    await page.waitForURL(backOnSite(reservation.reservation_id));
    await expect(page.getByRole("heading", { level: 1, name: "Оплата не прошла" })).toBeVisible({
      timeout: 15_000,
    });
  });
});

test("the consent's documents are pages of their own", async ({ page, isMobile }) => {
  test.skip(isMobile, "routing, not layout: one width is enough");
  await page.goto("/documents/booking-rules");
  await expect(page.getByRole("heading", { level: 1, name: "Правила онлайн-бронирования" })).toBeVisible();
  await expect(page.getByText(/Заезд с\s14:00, выезд до\s12:00/)).toBeVisible();
  await page.goto("/documents/personal-data");
  await expect(
    page.getByRole("heading", { level: 1, name: "Согласие на обработку персональных данных" }),
  ).toBeVisible();
  await expect(page.getByText(/152-ФЗ/).first()).toBeVisible();
  await page.goto("/documents/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Политика конфиденциальности" })).toBeVisible();
});
