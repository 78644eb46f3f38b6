import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../support/test";
import { simpleParser } from "mailparser";
import { hotelToday } from "../../rules/dates";
import { formatRubles } from "../../rules/money";
import { laneStay } from "../support/stays";
import { engineExtraPrices, searchQuery, variantsShown } from "./support";

const stay = laneStay("journey", 0);

test.describe("the way into the booking", () => {
  // Where a link leads does not depend on the width: the desktop project checks it once.
  test.skip(({ isMobile }) => isMobile, "routing, not layout: one width is enough");

  test("«Доступные номера» fills today, tomorrow and two adults when the search is missing", async ({
    page,
  }) => {
    await page.goto("/booking/rate-plans");
    await expect(page).toHaveURL(
      /arrival-date=\d\d\.\d\d\.\d{4}&departure-date=\d\d\.\d\d\.\d{4}&guests=2%2C0$/,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Доступные номера" })).toBeVisible();
  });

  test("invalid parameters go to /error", async ({ page }) => {
    for (const query of [
      "arrival-date=31.02.2027&departure-date=02.03.2027&guests=2,0",
      "arrival-date=2027-02-01&departure-date=02.03.2027&guests=2,0",
      `arrival-date=${stay.arrivalUrl}&departure-date=${stay.departureUrl}&guests=0,1`,
      `arrival-date=${stay.arrivalUrl}&departure-date=${stay.departureUrl}&guests=2,0|2,0|2,0|2,0|2,0|2,0`,
      `arrival-date=${stay.arrivalUrl}&departure-date=${stay.departureUrl}&guests=2`,
    ]) {
      await page.goto(`/booking/rate-plans?${query}`);
      await expect(page, query).toHaveURL(/\/error$/);
    }
    await page.goto(`/rooms/2?${searchQuery(stay, "2,0|1,0")}`);
    await expect(page).toHaveURL(/\/error$/);
  });

  test("any other /booking path leads to the rate plans; /booking starts the booking again", async ({
    page,
  }) => {
    await page.goto("/booking/nothing-here");
    await expect(page).toHaveURL(/\/booking\/rate-plans\?/);
    await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,1")}`);
    // The page keeps its search as the draft once it has hydrated.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("booking-draft") ?? ""))
      .toContain(stay.arrivalUrl);
    await page.goto("/booking");
    await expect(page).toHaveURL(
      new RegExp(`/booking/rate-plans\\?arrival-date=${stay.arrivalUrl.replace(/\./g, "\\.")}`),
    );
  });

  test("deep links to the data and payment steps with an incomplete draft go back to the rate plans", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(
      ([arrival, departure]) =>
        window.localStorage.setItem(
          "booking-draft",
          JSON.stringify({
            stage: "data",
            arrival_date: arrival,
            departure_date: departure,
            choices: [{ adults: 2, children: 0 }],
          }),
        ),
      [stay.arrivalUrl, stay.departureUrl],
    );
    for (const step of ["/booking/data", "/booking/payment"]) {
      await page.goto(step);
      await expect(page, step).toHaveURL(/\/booking\/rate-plans\?arrival-date=/);
    }
    await page.evaluate(() => window.localStorage.removeItem("booking-draft"));
    await page.goto("/booking/payment");
    await expect(page).toHaveURL(/\/booking\/rate-plans/);
  });
});

test.describe("«Доступные номера»", () => {
  test("one section per room: room type, then rate; checkout only when every room has both", async ({
    page,
  }) => {
    await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0|1,1")}`);
    const proceed = page.getByRole("button", { name: "Перейти к оформлению" });
    await expect(proceed).toBeDisabled();

    const first = page.getByRole("region", { name: /Номер 1/ });
    await first.getByRole("button", { name: "Выбрать номер" }).first().click();
    await first.getByRole("button", { name: "Выбрать тариф" }).last().click();
    await expect(page.getByText(/^Делюкс \(Оптимальный, с завтраком\)$/)).toBeVisible();
    await expect(first).toBeHidden();
    await expect(proceed).toBeDisabled();

    const second = page.getByRole("region", { name: /Номер 2/ });
    await expect(second).toBeVisible();
    await second
      .getByRole("listitem")
      .filter({ hasText: "Супериор" })
      .getByRole("button", { name: "Выбрать номер" })
      .click();
    await second.getByRole("button", { name: "Выбрать тариф" }).first().click();
    await expect(page.getByText(/^Супериор \(Невозвратный, с завтраком\)$/)).toBeVisible();
    await expect(page.getByText(/Итого за 2\sночи/)).toBeVisible();
    // The last rate closes its room's list, and the page then brings the next step into view
    // (it once left a phone on the footer, the button 166 px above the screen).
    await expect(proceed).toBeInViewport();

    await page.getByRole("button", { name: "Удалить" }).first().click();
    await expect(proceed).toBeDisabled();
    await first.getByRole("button", { name: "Выбрать номер" }).first().click();
    await first.getByRole("button", { name: "Выбрать тариф" }).first().click();
    await expect(proceed).toBeEnabled();
    await proceed.click();
    await expect(page).toHaveURL(/\/booking\/data/);
    const draft = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem("booking-draft") ?? "null"),
    );
    expect(draft).toMatchObject({
      stage: "data",
      arrival_date: stay.arrivalUrl,
      departure_date: stay.departureUrl,
      choices: [
        { adults: 2, children: 0, room_type: { id: 1, title: "Делюкс" }, rate: { id: 1 } },
        { adults: 1, children: 1, room_type: { id: 3, title: "Супериор" }, rate: { id: 1 } },
      ],
    });
  });

  test("states each rate's cancellation terms and its nightly prices", async ({ page }) => {
    await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0")}`);
    await page.getByRole("button", { name: "Выбрать номер" }).first().click();
    await expect(page.getByText("Без возврата: при отмене оплата не возвращается")).toBeVisible();
    await expect(page.getByText(/Бесплатная отмена до \d{1,2} [а-я]+, 14:00 \(время отеля\)/)).toBeVisible();
    await page.getByText("Цена по ночам").first().click();
    await expect(page.getByText(/2\sночи, итого/).first()).toBeVisible();
  });

  test("a stay shorter than the minimum is explained with the nearest stays that work", async ({ page }) => {
    const today = hotelToday();
    const year = Number(today.slice(0, 4)) + (today.slice(5) > "12-29" ? 1 : 0);
    await page.goto(`/booking/rate-plans?arrival-date=30.12.${year}&departure-date=31.12.${year}&guests=2,0`);
    await expect(page.getByRole("heading", { name: /забронировать не получится/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /30 декабря — 2 января, 3\sночи/ })).toBeVisible();
  });
});

test.describe("the room page", () => {
  test("shows its rates for the query and goes to the data step with rrp", async ({ page }) => {
    await page.goto(`/rooms/4?${searchQuery(stay, "2,1")}`);
    const rates = page.getByRole("region", { name: "Тарифы" });
    await expect(rates.getByRole("heading", { name: "Невозвратный, с завтраком" })).toBeVisible();
    await rates.getByRole("button", { name: "Выбрать тариф" }).last().click();
    await expect(page).toHaveURL(new RegExp(`/booking/data\\?.*guests=2%2C1&rrp=4(,|%2C)2$`));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** An .eml file the embedded mail wrote (multipart: text, HTML, calendar): addressee, subject, text part. */
async function mailText(raw: string): Promise<string> {
  const mail = await simpleParser(raw);
  const to = [mail.to ?? []].flat().map((address) => address.text);
  return `To: ${to.join(", ")}\nSubject: ${mail.subject ?? ""}\n\n${mail.text ?? ""}`;
}

/** The e-mails the e2e server wrote about a booking (embedded mail: .eml files in its data folder). */
async function mailsAbout(reference: string): Promise<string[]> {
  const folder = path.join(".data", `e2e-${process.env.E2E_PORT ?? "3100"}`, "mail");
  if (!existsSync(folder)) return [];
  const texts = await Promise.all(
    readdirSync(folder).map((name) => mailText(readFileSync(path.join(folder, name), "utf8"))),
  );
  return texts.filter((text) => text.includes(reference));
}

test.describe("a whole booking", () => {
  test("two rooms with a spa procedure and a transfer, from the home page to the paid booking and its e-mail", async ({
    page,
    request,
  }, testInfo) => {
    // The transfer's price is the engine's catalogue's, whatever a manager set it to.
    const bothWays = (await engineExtraPrices(request))("transfer-to-from");
    // Each width books its own week, so parallel runs never compete for rooms.
    const own = laneStay("journey", testInfo.project.name === "mobile" ? 2 : 1);

    await page.goto("/services/spa");
    await page.getByRole("button", { name: "Добавить: Массаж стоп" }).first().click();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("booking-draft") ?? ""))
      .toContain("foot-massage");

    await page.goto("/");
    const form = page.getByRole("form", { name: "Поиск номеров" });
    // The form answers once it has hydrated: from then on typed dates stay.
    await form.getByRole("button", { name: "Забронировать" }).click();
    await expect(form.getByRole("alert")).toHaveText("Укажите даты");
    await form.getByLabel("Заезд").fill(own.arrival);
    await form.getByLabel("Выезд").fill(own.departure);
    await form.getByRole("button", { name: /^Гости/ }).click();
    await form.getByRole("button", { name: "Добавить номер" }).click();
    await form.getByRole("button", { name: "Готово" }).click();
    await form.getByRole("button", { name: "Забронировать" }).click();
    await expect(page).toHaveURL(new RegExp(`guests=2%2C0%7C1%2C0$`));

    const first = page.getByRole("region", { name: /Номер 1/ });
    await first.getByRole("button", { name: "Выбрать номер" }).first().click();
    await first.getByRole("button", { name: "Выбрать тариф" }).last().click();
    // The first room type still on sale: reruns on the same data folder sell the small categories out.
    const second = page.getByRole("region", { name: /Номер 2/ });
    await second.getByRole("button", { name: "Выбрать номер" }).first().click();
    await second.getByRole("button", { name: "Выбрать тариф" }).last().click();
    await page.getByRole("button", { name: "Перейти к оформлению" }).click();

    await expect(page).toHaveURL(/\/booking\/data$/);
    await expect(
      page
        .getByRole("region", { name: "Услуги СПА" })
        .getByRole("group", { name: "Количество: Массаж стоп" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Фамилия" }).fill("Петрова");
    await page.getByRole("textbox", { name: "Имя", exact: true }).fill("Мария");
    await page.getByRole("textbox", { name: "Отчество" }).fill("Ивановна");
    await page.getByRole("textbox", { name: "Телефон" }).fill("8 916 765-43-21");
    const email = `maria.${testInfo.project.name}.${Date.now()}@example.ru`;
    await page.getByRole("textbox", { name: "E-mail" }).fill(email);
    await page.getByRole("combobox", { name: "Время заезда" }).selectOption("13:00");
    await page.getByRole("combobox", { name: "Время выезда" }).selectOption("12:00");
    await page.getByRole("switch", { name: "Добавить трансфер" }).check();
    await page.getByRole("radio", { name: /Туда и обратно/ }).check();
    await expect(page.getByTestId("summary-transfer")).toHaveText(formatRubles(bothWays));
    await page.getByRole("checkbox", { name: /^Я даю согласие на обработку персональных данных/ }).check();
    await page.getByRole("button", { name: "Продолжить" }).click();

    await expect(page).toHaveURL(/\/booking\/payment$/);
    const draft = (await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem("booking-draft") ?? "null"),
    )) as {
      reference: string;
      total: number;
    };
    expect(draft.reference).toMatch(/^[A-Z0-9]{8}$/);
    // Rooms (2 nights each) + 1 500 ₽ foot massage + the transfer, priced by the engine.
    expect(draft.total).toBeGreaterThan(1_500 + bothWays);

    await variantsShown(page);
    await page.getByRole("checkbox", { name: /Правила онлайн-бронирования/ }).check();
    await page.getByRole("button", { name: "Перейти к оплате" }).click();
    await page.waitForURL(/\/v1\/sandbox\/pay\//);
    await expect(page.getByText("Тестовая оплата — деньги не списываются")).toBeVisible();
    await page.getByLabel("Номер карты").fill("4242 4242 4242 4242");
    await page.getByLabel("Срок действия").fill("12/30");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Оплатить/ }).click();

    await expect(page).toHaveURL(/\/booking\/success\?reservation=/);
    await expect(page.getByRole("heading", { level: 1, name: "Бронирование подтверждено" })).toBeVisible();
    await expect(page.getByText(draft.reference).first()).toBeVisible();

    const confirmation = async () =>
      (await mailsAbout(draft.reference)).filter(
        (text) =>
          text.includes(email) && text.includes(`Subject: Бронирование ${draft.reference} подтверждено`),
      );
    await expect.poll(async () => (await confirmation()).length, { timeout: 10_000 }).toBe(1);
    const [mail = ""] = await confirmation();
    expect(mail).toContain(draft.reference);
    expect(mail).toContain(`Сумма: ${formatRubles(draft.total)}`);
  });
});
