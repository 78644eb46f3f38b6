/**
 * «Данные гостя» (docs/booking-journey-guest-data.md): the guest form's messages, the transfer
 * blocks and price, the spa extras carried from /services/spa, the summary, a successful booking
 * and a room sold out meanwhile — at 1440 and 375 px.
 */
import { expect, test, type Page } from "../support/test";
import { formatRubles } from "../../rules/money";
import { hydrated } from "../support/hydration";
import { takeRooms } from "./bookings";
import { engineExtraPrices, hotelApi, releaseReservations } from "./support";
import { money, openSummary, seedDraft, stayFor } from "./guest-data-support";

async function fillGuest(page: Page) {
  await page.getByRole("textbox", { name: "Фамилия" }).fill("Иванова");
  await page.getByRole("textbox", { name: "Имя", exact: true }).fill("Анна");
  await page.getByRole("textbox", { name: "Отчество" }).fill("Сергеевна");
  await page.getByRole("textbox", { name: "Телефон" }).fill("8 916 123-45-67");
  await page.getByRole("textbox", { name: "E-mail" }).fill("anna@example.ru");
  await page.getByRole("combobox", { name: "Время заезда" }).selectOption("13:00");
  await page.getByRole("combobox", { name: "Время выезда" }).selectOption("12:00");
  await page.getByRole("checkbox", { name: /^Я даю согласие на обработку персональных данных/ }).check();
}

test.describe("«Данные гостя»", () => {
  test("checks every field with its Russian message, on submit and on blur; focus clears", async ({
    page,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, "the rules and messages, not the layout: one width is enough");
    await seedDraft(page, stayFor(testInfo));
    await page.goto("/booking/data");
    await expect(page.getByRole("heading", { level: 1, name: "Данные гостя" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Шаги бронирования" })).toBeVisible();

    await page.getByRole("button", { name: "Продолжить" }).click();
    const problems = page.getByRole("alert").filter({ hasText: "Проверьте данные в форме" });
    await expect(problems).toBeFocused();
    const form = page.locator("form");
    await expect(form.locator("p", { hasText: /^Обязательное поле$/ })).toHaveCount(3);
    await expect(form.locator("p", { hasText: /^Введите корректный телефон$/ })).toHaveCount(1);
    await expect(form.locator("p", { hasText: /^Введите корректный email$/ })).toHaveCount(1);
    await expect(form.locator("p", { hasText: /^Выберите время$/ })).toHaveCount(2);
    await expect(
      form.locator("p", { hasText: /^Подтвердите согласие на обработку персональных данных$/ }),
    ).toHaveCount(1);
    const lastName = page.getByRole("textbox", { name: "Фамилия" });
    await expect(lastName).toHaveAttribute("aria-invalid", "true");
    const described = await lastName.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${described}"]`)).toHaveText("Обязательное поле");

    await lastName.focus();
    await expect(lastName).not.toHaveAttribute("aria-invalid", "true");
    await lastName.fill("Ivanova1");
    await lastName.blur();
    await expect(form.locator("p", { hasText: /^Вводите только буквы$/ })).toBeVisible();

    const email = page.getByRole("textbox", { name: "E-mail" });
    await email.fill("anna@example");
    await email.blur();
    await expect(form.locator("p", { hasText: /^Введите корректный email$/ })).toBeVisible();
    await email.focus();
    await expect(form.locator("p", { hasText: /^Введите корректный email$/ })).toHaveCount(0);

    const checkIn = page.getByRole("combobox", { name: "Время заезда" });
    const options = await checkIn.locator("option").allTextContents();
    expect(options).toEqual(["Не выбрано", ...Array.from({ length: 10 }, (_, index) => `${4 + index}:00`)]);
    const checkOut = await page
      .getByRole("combobox", { name: "Время выезда" })
      .locator("option")
      .allTextContents();
    expect(checkOut).toEqual(["Не выбрано", ...Array.from({ length: 10 }, (_, index) => `${12 + index}:00`)]);
    await checkIn.selectOption("13:00");
    await checkIn.selectOption("");
    await checkIn.blur();
    await expect(checkIn).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("switch", { name: "Добавить трансфер" }).check();
    const flight = page.getByRole("textbox", { name: "Номер рейса прилёта" });
    await flight.fill("SU-100");
    await flight.blur();
    await expect(form.locator("p", { hasText: /^Введите корректный номер рейса$/ })).toBeVisible();
    await flight.fill("SU100");
    await flight.blur();
    await expect(form.locator("p", { hasText: /^Введите корректный номер рейса$/ })).toHaveCount(0);
  });

  test("the transfer shows the flight blocks of its type and its price in the summary", async ({
    page,
    request,
  }, testInfo) => {
    // The prices are the engine's catalogue's (a manager may change them), not a number of the test's.
    const price = await engineExtraPrices(request);
    const oneWay = price("transfer-to");
    const fromHotel = price("transfer-from");
    const bothWays = price("transfer-to-from");
    const room = await seedDraft(page, stayFor(testInfo));
    await page.goto("/booking/data");
    if (oneWay === fromHotel)
      await expect(
        page.getByText(
          `Встретим в аэропорту Храброво или отвезём к рейсу: ${formatRubles(oneWay)} в одну сторону, ${formatRubles(bothWays)} туда и обратно.`,
        ),
      ).toBeVisible();
    const arrival = page.getByRole("group", { name: "Прилёт" });
    const departure = page.getByRole("group", { name: "Вылет" });
    const toggle = page.getByRole("switch", { name: "Добавить трансфер" });
    await expect(toggle).not.toBeChecked();
    await expect(arrival).toHaveCount(0);
    await openSummary(page);
    const total = page.getByTestId("summary-total");
    await expect(page.getByTestId("summary-transfer")).toHaveCount(0);
    await expect.poll(async () => money(await total.textContent())).toBe(room.price);

    await toggle.check();
    await expect(page.getByRole("radio", { name: /В отель/ })).toBeChecked();
    const types = page.getByRole("group", { name: "Куда везти" });
    await expect(types.locator("label")).toHaveText([
      `В отель ${formatRubles(oneWay)}`,
      `Из отеля ${formatRubles(fromHotel)}`,
      `Туда и обратно ${formatRubles(bothWays)}`,
    ]);
    await expect(arrival).toBeVisible();
    await expect(departure).toHaveCount(0);
    await openSummary(page);
    await expect(page.getByTestId("summary-transfer")).toHaveText(formatRubles(oneWay));
    await expect.poll(async () => money(await total.textContent())).toBe(room.price + oneWay);

    await page.getByRole("radio", { name: /Из отеля/ }).check();
    await expect(arrival).toHaveCount(0);
    await expect(departure).toBeVisible();
    await openSummary(page);
    await expect(page.getByTestId("summary-transfer")).toHaveText(formatRubles(fromHotel));

    await page.getByRole("radio", { name: /Туда и обратно/ }).check();
    await expect(arrival).toBeVisible();
    await expect(departure).toBeVisible();
    await openSummary(page);
    await expect(page.getByTestId("summary-transfer")).toHaveText(formatRubles(bothWays));
    await expect.poll(async () => money(await total.textContent())).toBe(room.price + bothWays);

    await toggle.uncheck();
    await openSummary(page);
    await expect(page.getByTestId("summary-transfer")).toHaveCount(0);
    await expect.poll(async () => money(await total.textContent())).toBe(room.price);
  });

  test("spa procedures from /services/spa come into the booking with counts that stop at zero", async ({
    page,
  }, testInfo) => {
    await page.goto("/services/spa");
    const plus = page.getByRole("button", { name: "Добавить: Массаж стоп" });
    // A click before hydration would be lost (the picker is the server's HTML until then).
    await hydrated(plus);
    await plus.click();
    await plus.click();
    await expect(page.getByRole("tabpanel").locator("li").filter({ hasText: "Массаж стоп" })).toContainText(
      "Выбрано: 2",
    );
    await page.goto("/");
    await page.goto("/services/spa");
    await expect(page.getByRole("tabpanel").locator("li").filter({ hasText: "Массаж стоп" })).toContainText(
      "Выбрано: 2",
    );

    const room = await seedDraft(page, stayFor(testInfo), { keepExtras: true });
    await page.goto("/booking/data");
    const extras = page.getByRole("region", { name: "Услуги СПА" });
    await expect(extras.getByRole("group", { name: "Количество: Массаж стоп" }).locator("output")).toHaveText(
      "2",
    );
    await openSummary(page);
    const summary = page.getByRole("region", { name: "Ваше бронирование" });
    await expect(summary).toContainText("Массаж стоп × 2");
    await expect
      .poll(async () => money(await page.getByTestId("summary-total").textContent()))
      .toBe(room.price + 2 * 1500);

    const minus = extras.getByRole("button", { name: "Убрать: Массаж стоп" });
    await minus.click();
    await expect(extras.getByRole("group", { name: "Количество: Массаж стоп" }).locator("output")).toHaveText(
      "1",
    );
    await minus.click();
    await expect(extras.getByRole("group", { name: "Количество: Массаж стоп" })).toHaveCount(0);
    await expect(extras).toContainText("Процедуры можно выбрать");
    await openSummary(page);
    await expect(summary).not.toContainText("Массаж стоп");
    await expect
      .poll(async () => money(await page.getByTestId("summary-total").textContent()))
      .toBe(room.price);
    const stored = await page.evaluate(() => window.localStorage.getItem("booking-draft"));
    expect(JSON.parse(stored ?? "{}")).not.toHaveProperty("extras");
  });

  test("a valid form holds the rooms and leads to the payment step", async ({ page }, testInfo) => {
    const stay = stayFor(testInfo);
    const room = await seedDraft(page, stay);
    await page.goto("/booking/data");
    await openSummary(page);
    const summary = page.getByRole("region", { name: "Ваше бронирование" });
    await expect(summary).toContainText(room.title);
    await expect(summary).toContainText(/ночи ×|цена по ночам/);
    await openSummary(page);
    await fillGuest(page);
    await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveValue("+7 916 123 45 67");
    await page.getByRole("textbox", { name: "Комментарий", exact: true }).fill("Тихий номер, пожалуйста");
    await page.getByRole("button", { name: "Продолжить" }).click();
    await expect(page).toHaveURL(/\/booking\/payment$/);
    const draft = JSON.parse(
      (await page.evaluate(() => window.localStorage.getItem("booking-draft"))) ?? "{}",
    ) as {
      stage: string;
      reservationId?: string;
      session_id?: string;
      guest?: { phone: string };
      arrival_time?: string;
      total?: number;
    };
    expect(draft).toMatchObject({
      stage: "payment",
      arrival_time: "13:00",
      guest: { phone: "+79161234567" },
    });
    expect(draft.reservationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft.total).toBe(room.price);
  });

  test("a room sold out meanwhile is explained, with the way back to the rate plans", async ({
    page,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, "the engine's answer, not the layout: one width is enough");
    const stay = stayFor(testInfo, "sold-out");
    // Представительский люкс: one room in the hotel.
    const room = await seedDraft(page, stay, { roomTypeId: 5 });
    await page.goto("/booking/data");
    await fillGuest(page);
    const taken: string[] = [];
    try {
      taken.push(...(await takeRooms(page.request, stay, 5, room.available)));
      await page.getByRole("button", { name: "Продолжить" }).click();
      const problem = page.getByRole("alert").filter({ hasText: "забронировали" });
      await expect(problem).toBeVisible();
      await expect(problem).toBeFocused();
      await expect(page).toHaveURL(/\/booking\/data$/);
      await problem.getByRole("button", { name: "Выбрать другой номер" }).click();
      await expect(page).toHaveURL(
        new RegExp(
          `/booking/rate-plans\\?arrival-date=${stay.arrivalUrl.replace(/\./g, "\\.")}&departure-date=`,
        ),
      );
    } finally {
      // The holds would keep the one room taken for 20 minutes: a run started again would find it sold.
      await releaseReservations(page.request, taken);
    }
  });

  test("the consent: its own document and ticked by the guest; the special offers as answered, unticked by default", async ({
    page,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, "what is stored, not the layout: one width is enough");
    await seedDraft(page, stayFor(testInfo));
    await page.goto("/booking/data");
    const consent = page.getByRole("checkbox", { name: /^Я даю согласие на обработку персональных данных/ });
    const offers = page.getByRole("checkbox", { name: "Согласен получать специальные предложения" });
    await expect(consent).not.toBeChecked();
    await expect(offers).not.toBeChecked();
    await expect(
      page.getByRole("link", { name: /^согласие на обработку персональных данных/ }),
    ).toHaveAttribute("href", "/documents/personal-data");
    await fillGuest(page);
    await consent.uncheck();
    await page.getByRole("button", { name: "Продолжить" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Проверьте данные в форме" })).toContainText(
      "Согласие на обработку персональных данных: Подтвердите согласие на обработку персональных данных",
    );
    await consent.check();
    await page.getByRole("button", { name: "Продолжить" }).click();
    await expect(page).toHaveURL(/\/booking\/payment$/);

    // The engine keeps what the guest answered, with the consent's document and its version.
    const reference = await page.evaluate(
      () =>
        (JSON.parse(window.localStorage.getItem("booking-draft") ?? "{}") as { reference?: string })
          .reference,
    );
    const found = await hotelApi<{
      data: {
        reservation: { main_guest: { special_offers_permission: boolean; personal_data_document: string } };
      };
    }>(page.request, "POST", "/reservation/lookup", { reference, contact: "anna@example.ru" });
    expect(found.status).toBe(200);
    const guest = found.json.data.reservation.main_guest;
    expect(guest.special_offers_permission).toBe(false);
    expect(guest.personal_data_document).toMatch(/^\/documents\/personal-data@\d{4}-\d\d-\d\dT/);
  });

  test("a hold larger than one unpaid booking may be is explained, with the way back to the rates", async ({
    page,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, "the engine's answer, not the layout: one width is enough");
    // 3 rooms × 24 nights = 72 room-nights: over the 70 an unpaid hold may take.
    const stay = stayFor(testInfo, "long");
    await seedDraft(page, stay, { rooms: 3 });
    await page.goto("/booking/data");
    await fillGuest(page);
    await page.getByRole("button", { name: "Продолжить" }).click();
    const problem = page.getByRole("alert").filter({ hasText: "номеро-ночей" });
    await expect(problem).toBeVisible();
    await expect(problem).toContainText("не больше 70 номеро-ночей (номеров × ночей), а здесь 72");
    await expect(problem).toBeFocused();
    await expect(page).toHaveURL(/\/booking\/data$/);
    await problem.getByRole("button", { name: "Выбрать другой номер" }).click();
    await expect(page).toHaveURL(/\/booking\/rate-plans\?/);
  });

  test("from a room page's rate (rrp) the draft is built from the engine's search", async ({
    page,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, "the draft, not the layout: one width is enough");
    const stay = stayFor(testInfo);
    await page.goto("/");
    await page.evaluate(() => window.localStorage.removeItem("booking-draft"));
    await page.goto(
      `/booking/data?arrival-date=${stay.arrivalUrl}&departure-date=${stay.departureUrl}&guests=2,1&rrp=4,2`,
    );
    await openSummary(page);
    const summary = page.getByRole("region", { name: "Ваше бронирование" });
    await expect(summary).toContainText("Люкс");
    await expect(summary).toContainText("Оптимальный, с завтраком");
    await expect(summary).toContainText("2\u00A0взрослых, 1\u00A0ребёнок");
  });
});
