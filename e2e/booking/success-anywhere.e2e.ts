/**
 * The success page without the browser's memory (docs/booking-journey-payment.md «Success page»):
 * a guest who pays in a browser that kept no draft (the payment returned to another address, the
 * bank's app opened another browser, the storage was cleared) sees the engine's reference and what
 * was booked — the transfer with its price —, pays this same booking again after a declined card,
 * and an address without its token says it cannot show the payment rather than that it failed.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { TEST_CARDS } from "../../hotel/providers/payments/sandbox-cards";
import { formatRubles } from "../../rules/money";
import { widthStay, type TestStay } from "../support/stays";
import { hotelApi, variantsShown } from "./support";

interface ApiReservation {
  reservation_id: string;
  reference: string;
  amounts: { total: number; transfer: number };
}

/** A held two-room booking with a transfer both ways, made in its own session as the data step makes it. */
async function reserve(request: APIRequestContext, stay: TestStay) {
  const session = randomUUID();
  const booked = await hotelApi<{ data: ApiReservation }>(
    request,
    "POST",
    "/reservation",
    {
      check_in_date: stay.arrival,
      check_out_date: stay.departure,
      main_guest: {
        first_name: "Анна",
        middle_name: "Сергеевна",
        last_name: "Иванова",
        phone: "+442079460958",
        email: "anna.ivanova@example.ru",
        special_offers_permission: false,
        personal_data_permission: true,
      },
      choices: [
        { adults: 2, children: 0, room_type_id: 1, rate_id: 2 },
        { adults: 1, children: 0, room_type_id: 1, rate_id: 2 },
      ],
      arrival_time: "14:00",
      departure_time: "12:00",
      transfer: { type: "to-from", comment: "Два чемодана" },
    },
    { "x-session-id": session },
  );
  expect(booked.status).toBe(201);
  return { reservation: booked.json.data, session };
}

/** The invoice the payment step would make in the booking's session: the sandbox's pay page. */
async function payPage(request: APIRequestContext, reservationId: string, session: string): Promise<string> {
  const invoice = await hotelApi<{ data: { confirmation_url: string } }>(
    request,
    "POST",
    `/reservation/${reservationId}/invoice`,
    { payment_provider_id: 1, payment_type: "card" },
    { "x-session-id": session },
  );
  expect(invoice.status).toBe(201);
  return invoice.json.data.confirmation_url;
}

async function payWithCard(page: Page, number: string, reservationId: string) {
  await page.getByLabel("Номер карты").fill(number);
  await page.getByLabel("Срок действия").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === "/booking/success" &&
      url.searchParams.get("reservation") === reservationId &&
      /^[\w-]{43}$/.test(url.searchParams.get("token") ?? ""),
  );
}

/** The recap of what was booked: reference, dates, both rooms, the transfer with its price, the total. */
async function expectRecap(page: Page, reservation: ApiReservation) {
  await expect(page.getByText(reservation.reference).first()).toBeVisible();
  const recap = page.getByRole("region", { name: /Что забронировано|Ваше бронирование/ });
  await expect(recap.getByText("Номер 1")).toBeVisible();
  await expect(recap.getByText("Номер 2")).toBeVisible();
  await expect(recap.getByText("Трансфер туда и обратно")).toBeVisible();
  await expect(recap.getByTestId("recap-transfer-price")).toHaveText(
    formatRubles(reservation.amounts.transfer),
  );
  await expect(recap.getByText(formatRubles(reservation.amounts.total))).toBeVisible();
}

test.describe("the success page in a browser that kept nothing", () => {
  test("shows the engine's reference and recap; after a declined card pays this same booking again", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const { reservation, session } = await reserve(request, widthStay(testInfo, "success-anywhere", 0));
    expect(reservation.amounts.transfer).toBe(12_000);

    // The guest reaches the payment page in a browser without the draft, and the bank declines.
    await page.goto(await payPage(request, reservation.reservation_id, session));
    await payWithCard(page, TEST_CARDS.declined.number, reservation.reservation_id);
    await expect(page.getByRole("heading", { level: 1, name: "Оплата не прошла" })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole("link", { name: "Попробовать оплатить снова" }).click();

    // Back on the payment step for this same booking, not on today's rate plans.
    await page.waitForURL((url) => url.pathname === "/booking/payment");
    expect(new URL(page.url()).searchParams.get("reservation")).toBe(reservation.reservation_id);
    await expect(page.getByRole("heading", { level: 1, name: "Оплата" })).toBeVisible();
    await expectRecap(page, reservation);
    await variantsShown(page);
    await page.getByRole("checkbox", { name: /Правила онлайн-бронирования/ }).check();
    await page.getByRole("button", { name: "Перейти к оплате" }).click();
    await page.waitForURL(/\/v1\/sandbox\/pay\//);
    await expect(page.getByText(`Бронирование ${reservation.reference}`)).toBeVisible();
    await payWithCard(page, TEST_CARDS.success.number, reservation.reservation_id);

    await expect(page.getByRole("heading", { level: 1, name: "Бронирование подтверждено" })).toBeVisible({
      timeout: 15_000,
    });
    await expectRecap(page, reservation);
    const successUrl = page.url();
    await page.screenshot({ path: testInfo.outputPath("success.png"), fullPage: true });

    // The same address in a fresh browser: nothing kept, the same confirmation.
    const fresh = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      locale: "ru-RU",
      timezoneId: "Europe/Kaliningrad",
    });
    try {
      const elsewhere = await fresh.newPage();
      await elsewhere.goto(successUrl);
      await expect(
        elsewhere.getByRole("heading", { level: 1, name: "Бронирование подтверждено" }),
      ).toBeVisible();
      await expect(elsewhere.getByText("Номер брони")).toBeVisible();
      await expectRecap(elsewhere, reservation);
    } finally {
      await fresh.close();
    }
  });

  test("an address without its token says it cannot show the payment, not that it failed", async ({
    page,
    request,
  }, testInfo) => {
    const { reservation } = await reserve(request, widthStay(testInfo, "success-anywhere", 1));
    await page.goto(`/booking/success?reservation=${reservation.reservation_id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Не можем показать оплату по этой ссылке" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Проверить бронирование" })).toHaveAttribute(
      "href",
      "/booking/check",
    );
    await expect(page.getByText("Оплата не прошла")).toHaveCount(0);

    // A forged token is no proof either: the same words, once the engine has refused it.
    await page.goto(`/booking/success?reservation=${reservation.reservation_id}&token=${"A".repeat(43)}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Не можем показать оплату по этой ссылке" }),
    ).toBeVisible();
    await expect(page.getByText("Оплата не прошла")).toHaveCount(0);
    await expect(page.getByText(reservation.reference)).toHaveCount(0);
  });
});
