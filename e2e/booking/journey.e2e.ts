import { expect, test } from "@playwright/test";
import { hotelToday } from "../../rules/dates";
import { futureStay, searchQuery } from "./support";

const stay = futureStay(30, 2);

test.describe("the way into the booking", () => {
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
            stage: 1,
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
      stage: 1,
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
