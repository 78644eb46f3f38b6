/**
 * The whole purchase as one guest makes it, at 1440 and 375 px (docs/booking-journey.md «Tests»):
 * the home search for two rooms, the rates, the guest's data with a foreign phone typed key by
 * key and a transfer, the payment on the sandbox's page, the success page opened again in a fresh
 * browser from its address, the look-up by that phone, a change of dates with its difference paid,
 * and the cancellation.
 */
import { expect, test, type Page } from "../support/test";
import { TEST_CARDS } from "../../hotel/providers/payments/sandbox-cards";
import { addDays, formatUrlDate } from "../../rules/dates";
import { formatRubles } from "../../rules/money";
import { widthStay } from "../support/stays";
import { variantsShown } from "./support";

const FOREIGN_PHONE = "+44 20 7946 0958";

async function payOnSandbox(page: Page, reference: string) {
  await page.waitForURL(/\/v1\/sandbox\/pay\//);
  await expect(page.getByText(`Бронирование ${reference}`)).toBeVisible();
  await page.getByLabel("Номер карты").fill(TEST_CARDS.success.number);
  await page.getByLabel("Срок действия").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  await page.waitForURL((url) => url.pathname === "/booking/success" && url.searchParams.has("token"));
}

test("the whole purchase: search, two rooms, a foreign phone, pay, success elsewhere, look-up, change, cancel", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // The guest's own address for the look-up budget (the e2e server trusts loopback's X-Forwarded-For).
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.77.${testInfo.project.name === "mobile" ? 2 : 1}.${1 + Math.floor(Math.random() * 250)}`,
  });
  const stay = widthStay(testInfo, "whole-purchase", 0);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // Search: two rooms from the home page.
  await page.goto("/");
  const form = page.getByRole("form", { name: "Поиск номеров" });
  // The form answers once it has hydrated: from then on typed dates stay.
  await form.getByRole("button", { name: "Забронировать" }).click();
  await expect(form.getByRole("alert")).toHaveText("Укажите даты");
  await form.getByLabel("Заезд").fill(stay.arrival);
  await form.getByLabel("Выезд").fill(stay.departure);
  await form.getByRole("button", { name: /^Гости/ }).click();
  await form.getByRole("button", { name: "Добавить номер" }).click();
  await form.getByRole("button", { name: "Готово" }).click();
  await form.getByRole("button", { name: "Забронировать" }).click();
  await expect(page).toHaveURL(/guests=2%2C0%7C1%2C0$/);

  for (const name of [/Номер 1/, /Номер 2/]) {
    const section = page.getByRole("region", { name });
    await section.getByRole("button", { name: "Выбрать номер" }).first().click();
    await section.getByRole("button", { name: "Выбрать тариф" }).last().click();
  }
  await page.getByRole("button", { name: "Перейти к оформлению" }).click();

  // The guest's data, the phone typed key by key.
  await expect(page).toHaveURL(/\/booking\/data$/);
  await page.getByRole("textbox", { name: "Фамилия" }).fill("Smith");
  await page.getByRole("textbox", { name: "Имя", exact: true }).fill("Jane");
  await page.getByRole("textbox", { name: "Отчество" }).fill("Мэри");
  const phone = page.getByRole("textbox", { name: "Телефон" });
  await phone.pressSequentially(FOREIGN_PHONE);
  await expect(phone).toHaveValue(/^\+44 20 7946 0958$/);
  const email = `jane.${testInfo.project.name}.${Date.now()}@example.co.uk`;
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("combobox", { name: "Время заезда" }).selectOption("13:00");
  await page.getByRole("combobox", { name: "Время выезда" }).selectOption("12:00");
  await page.getByRole("switch", { name: "Добавить трансфер" }).check();
  await page.getByRole("radio", { name: /В отель/ }).check();
  await page.getByRole("checkbox", { name: /^Я даю согласие на обработку персональных данных/ }).check();
  await shot("data");
  await page.getByRole("button", { name: "Продолжить" }).click();

  // Payment: the recap names every amount «Итого» adds up, the transfer's too.
  await expect(page).toHaveURL(/\/booking\/payment$/);
  const draft = (await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem("booking-draft") ?? "null"),
  )) as {
    reference: string;
    total: number;
    arrival_date: string;
  };
  const recap = page.getByRole("region", { name: "Ваше бронирование" });
  await expect(recap.getByTestId("recap-transfer-price")).toHaveText(formatRubles(6_000));
  await expect(recap.getByText(formatRubles(draft.total))).toBeVisible();
  await shot("payment");
  await variantsShown(page);
  await page.getByRole("checkbox", { name: /Правила онлайн-бронирования/ }).check();
  await page.getByRole("button", { name: "Перейти к оплате" }).click();
  await payOnSandbox(page, draft.reference);
  await expect(page.getByRole("heading", { level: 1, name: "Бронирование подтверждено" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(draft.reference).first()).toBeVisible();
  await shot("success");

  // The success page's address in a fresh browser: the engine's reference and recap.
  const fresh = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    locale: "ru-RU",
    timezoneId: "Europe/Kaliningrad",
  });
  try {
    const elsewhere = await fresh.newPage();
    await elsewhere.goto(page.url());
    await expect(elsewhere.getByRole("heading", { level: 1, name: "Бронирование подтверждено" })).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await expect(elsewhere.getByText(draft.reference).first()).toBeVisible();
    const shown = elsewhere.getByRole("region", { name: "Что забронировано" });
    await expect(shown.getByText("Номер 2")).toBeVisible();
    await expect(shown.getByTestId("recap-transfer-price")).toHaveText(formatRubles(6_000));
    await expect(shown.getByText(formatRubles(draft.total))).toBeVisible();
    await elsewhere.screenshot({ path: testInfo.outputPath("success-fresh.png"), fullPage: true });
  } finally {
    await fresh.close();
  }

  // Look-up by the reference and the foreign phone, written another way.
  await page.goto("/booking/check");
  await page.getByLabel("Номер бронирования").fill(draft.reference);
  await page.getByLabel("E-mail или телефон").fill("+442079460958");
  await page.getByRole("button", { name: "Найти", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Бронирование ${draft.reference}` })).toBeVisible();
  await expect(page.getByText("Подтверждено")).toBeVisible();

  // Change: one more night, the difference paid on the sandbox's page.
  const arrival = draft.arrival_date;
  await page.goto(
    `/booking/check/edit-date?arrival-date=${arrival}&departure-date=${formatUrlDate(addDays(stay.departure, 1))}`,
  );
  const toPay = page.getByText(/^К доплате \d/);
  await expect(toPay).toBeVisible();
  const amount = ((await toPay.textContent()) ?? "").replace("К доплате ", "");
  await page.getByRole("button", { name: "Применить" }).click();
  await expect(page.getByRole("heading", { name: `Осталось доплатить ${amount}` })).toBeVisible();
  await page.getByRole("button", { name: "Оплатить разницу" }).click();
  await payOnSandbox(page, draft.reference);
  await page.goto("/booking/check");
  await expect(page.getByText(/3\u00A0ночи/).first()).toBeVisible();
  await expect(page.getByText("Доплата получена: бронь изменена")).toBeVisible();

  // Cancel.
  await page.getByRole("link", { name: "Отменить бронирование" }).click();
  await expect(page).toHaveURL("/booking/check/cancel");
  await page.getByRole("button", { name: "Отменить бронирование" }).click();
  await expect(page.getByRole("heading", { name: "Бронирование отменено" })).toBeVisible();
  await shot("canceled");
  await page.goto("/booking/check");
  await expect(page.getByText("Отменено", { exact: true })).toBeVisible();
});
