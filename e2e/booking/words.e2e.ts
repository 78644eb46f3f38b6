import { expect, test, type APIRequestContext, type Page, type TestInfo } from "../support/test";
import { TEST_CARDS } from "../../hotel/providers/payments/sandbox-cards";
import { laneStay, widthStay, type TestStay } from "../support/stays";
import { FLEXIBLE, lookUp, openPayPage, reserveRoom, trackBookings, type Booked } from "./bookings";
import { searchQuery } from "./support";

// What the booking journey says to a guest, word by word (issue: «Остался 1 номер», «Измените
// число гостей», a link beside «Применить» that does not read as cancelling, no free cancellation
// on a cancelled booking, a payment variant that names only what the sandbox takes, a sandbox
// card form that reads «1230» and keeps what was typed). At 1440 and 375 px (the two projects);
// the guest types key by key.

/** Each test and width a week of its own (e2e/support/stays.ts): slot 0 counts the rooms left. */
function stayFor(testInfo: TestInfo, slot: number): TestStay {
  return widthStay(testInfo, "words", slot);
}

const made = trackBookings();

/** A Делюкс for two adults at the flexible rate, held; its id released after the file. */
function reserve(request: APIRequestContext, stay: TestStay): Promise<Booked> {
  return reserveRoom(request, stay, { tag: "words", made });
}

/**
 * The booking as the payment step finds it in the draft (the reservation made), stored as a
 * returning guest's browser may still hold it: with the numbered stage drafts had before the
 * stages were named (2 is «payment»), which the site still reads.
 */
function paymentDraft(booked: Booked) {
  const { reservation, stay, session } = booked;
  return {
    stage: 2,
    arrival_date: stay.arrivalUrl,
    departure_date: stay.departureUrl,
    choices: [
      {
        adults: 2,
        children: 0,
        room_type: { id: 1, title: "Делюкс", seating: 2 },
        rate: { id: FLEXIBLE.id, title: FLEXIBLE.title, price: reservation.amounts.total },
      },
    ],
    arrival_time: "14:00",
    departure_time: "12:00",
    guest: {
      first_name: "Анна",
      middle_name: "",
      last_name: "Иванова",
      phone: "+79161234567",
      email: booked.email,
      special_offers_permission: false,
      personal_data_permission: true,
    },
    reservationId: reservation.reservation_id,
    session_id: session,
    reference: reservation.reference,
    total: reservation.amounts.total,
    ...(reservation.hold_expires_at ? { hold_expires_at: reservation.hold_expires_at } : {}),
    rooms: reservation.rooms,
  };
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe("the journey's words", () => {
  test("rate plans: «Остался 1 номер», «Осталось 2 номера»", async ({ page }, testInfo) => {
    const stay = stayFor(testInfo, 0);
    await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0")}`);
    // The Villa has one room, the Люкс two: the verb agrees with the count.
    await expect(page.getByText("Остался 1\u00A0номер", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Осталось 2\u00A0номера", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Осталось 1\s/)).toHaveCount(0);
    await shoot(page, testInfo, "rooms-left");
  });

  test("the change panel asks for the number of guests and its link says it leaves unchanged", async ({
    page,
  }, testInfo) => {
    const booked = await reserve(page.request, stayFor(testInfo, 1));
    await lookUp(page, booked);
    await page.getByRole("link", { name: "Изменить гостей" }).click();
    await expect(page.getByText("Измените число гостей, чтобы увидеть новую стоимость.")).toBeVisible();
    await expect(page.getByText(/Измените гости/)).toHaveCount(0);
    // Beside «Применить», nothing reads as cancelling the booking.
    await expect(page.getByRole("link", { name: "Отмена", exact: true })).toHaveCount(0);
    const leave = page.getByRole("link", { name: "Вернуться без изменений" });
    await expect(leave).toBeVisible();
    await shoot(page, testInfo, "edit-guest-words");
    await leave.click();
    await expect(
      page.getByRole("heading", { name: `Бронирование ${booked.reservation.reference}` }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Изменить даты" }).click();
    await expect(page.getByRole("link", { name: "Вернуться без изменений" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Отмена", exact: true })).toHaveCount(0);
  });

  test("the payment step offers the card the sandbox takes, and no SBP", async ({ page }, testInfo) => {
    const booked = await reserve(page.request, stayFor(testInfo, 2));
    await page.goto("/robots.txt");
    await page.evaluate(
      (text) => window.localStorage.setItem("booking-draft", text),
      JSON.stringify(paymentDraft(booked)),
    );
    await page.goto("/booking/payment");
    await expect(page.getByRole("heading", { level: 1, name: "Оплата" })).toBeVisible();
    await expect(page.getByText("Банковская карта", { exact: true })).toBeVisible();
    await expect(page.getByText("Visa, Mastercard, «Мир»", { exact: true })).toBeVisible();
    await expect(page.getByText(/СБП/)).toHaveCount(0);
    await expect(page.getByRole("img", { name: "QR-код, Система быстрых платежей" })).toHaveCount(0);
    await shoot(page, testInfo, "payment-variant");
  });

  test("the sandbox's card form reads «1230» and keeps what was typed after an error", async ({
    page,
  }, testInfo) => {
    const booked = await reserve(page.request, stayFor(testInfo, 3));
    await openPayPage(page, booked);
    const number = page.getByLabel("Номер карты");
    await number.pressSequentially(TEST_CARDS.success.number);
    // A phone's number pad gives the four digits without a slash.
    await page.getByLabel("Срок действия").pressSequentially("1230");
    await page.getByLabel("CVC").pressSequentially("12");
    await page.getByRole("button", { name: /^Оплатить/ }).click();

    const alert = page.getByRole("alert");
    await expect(alert).toContainText("CVC — три цифры с обратной стороны карты");
    await expect(alert).not.toContainText("Введите срок действия");
    // The card and the expiry stay as typed; only the CVC is asked again.
    await expect(number).toHaveValue(TEST_CARDS.success.number);
    await expect(page.getByLabel("Срок действия")).toHaveValue("1230");
    await shoot(page, testInfo, "sandbox-error-kept");

    await page.getByLabel("CVC").pressSequentially("123");
    await page.getByRole("button", { name: /^Оплатить/ }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/booking/success" &&
        url.searchParams.get("reservation") === booked.reservation.reservation_id,
    );
  });

  test("a cancelled booking offers no free cancellation anywhere", async ({ page }, testInfo) => {
    const booked = await reserve(page.request, stayFor(testInfo, 4));
    // The guest's browser still holds the booking in its draft, as the payment step left it.
    await page.goto("/robots.txt");
    await page.evaluate(
      (text) => window.localStorage.setItem("booking-draft", text),
      JSON.stringify(paymentDraft(booked)),
    );
    await lookUp(page, booked);
    await expect(page.getByText(/Бесплатная отмена до/).first()).toBeVisible();
    await page.getByRole("link", { name: "Отменить бронирование" }).click();
    await page.getByRole("button", { name: "Отменить бронирование" }).click();
    await expect(page.getByRole("heading", { name: "Бронирование отменено" })).toBeVisible();
    made.splice(made.indexOf(booked.reservation.reservation_id), 1);
    await expect(page.getByText(/Бесплатная отмена/)).toHaveCount(0);

    // Back to the booking: the browser's back button, then a fresh load.
    await page.goBack();
    await expect(page.getByText("Отменено", { exact: true })).toBeVisible();
    await expect(page.getByText(/Бесплатная отмена/)).toHaveCount(0);
    await page.goto("/booking/check");
    await expect(page.getByText("Отменено", { exact: true })).toBeVisible();
    await expect(page.getByText(/Бесплатная отмена/)).toHaveCount(0);
    await shoot(page, testInfo, "cancelled-view");

    // The payment step no longer offers the cancelled booking: the draft forgot it, keeping the
    // search, so the guest lands on the rate plans of the same dates.
    await page.goto("/booking/payment");
    await page.waitForURL(/\/booking\/rate-plans\?/);
    expect(new URL(page.url()).searchParams.get("arrival-date")).toBe(booked.stay.arrivalUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Оплата" })).toHaveCount(0);
    await expect(page.getByText(/Номера закреплены за вами/)).toHaveCount(0);
    await shoot(page, testInfo, "cancelled-payment");
  });
});

test.describe("the home form's dates", () => {
  test("show their year, whole in their field", async ({ page }, testInfo) => {
    const stay = laneStay("words-home", 0);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Поиск номеров" });
    const [year, month, day] = stay.arrival.split("-");
    // In words where the field has room, in figures on a phone.
    const wide = (page.viewportSize()?.width ?? 0) >= 1024;
    const arrivalLabel = form.getByText(
      wide ? new RegExp(`^${Number(day)}\\s\\S+ ${year}, \\S+$`) : `${day}/${month}/${year}`,
      { exact: true },
    );
    // Typed once the form is live (a date typed before hydration is the form's own issue).
    await expect(async () => {
      await form.getByLabel("Заезд").fill(stay.arrival);
      // (hidden while its field has the focus: the browser's own text shows then)
      await expect(arrivalLabel).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await form.getByLabel("Выезд").fill(stay.departure);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(arrivalLabel).toBeVisible();
    const shown = form.getByText(new RegExp(`${stay.departure.slice(0, 4)}(, \\S+)?$`));
    await expect(shown.filter({ visible: true })).toHaveCount(2);
    // Nothing cut off with an ellipsis, here and at the other widths of the layout test.
    const whole = async () => {
      for (const label of await shown.filter({ visible: true }).all()) {
        const box = label.locator("..");
        expect(await box.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      }
    };
    await whole();
    const size = page.viewportSize() ?? { width: 1440, height: 900 };
    for (const width of [320, 768, 1024, 1920]) {
      await page.setViewportSize({ width, height: size.height });
      await expect(shown.filter({ visible: true })).toHaveCount(2);
      await whole();
    }
    await page.setViewportSize(size);
    await form.screenshot({ path: testInfo.outputPath("home-dates.png") });
  });
});
