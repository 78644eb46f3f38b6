/**
 * axe on every step of the booking journey, one walk per width (the projects' 1440 and 375 px):
 * the rates, the guest's data, the payment, the sandbox's card page, the success page, the
 * look-up form, the booking view, edit dates, edit guest and cancel. Any WCAG 2.2 A/AA violation
 * of any impact fails the test, named with its step and the elements it was found on.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "../support/test";
import { TEST_CARDS } from "../../hotel/providers/payments/sandbox-cards";
import { addDays, formatUrlDate } from "../../rules/dates";
import { layOutEverything } from "../site/layout-checks";
import { widthStay } from "../support/stays";
import { searchQuery, variantsShown } from "./support";

// WCAG 2.2 AA, as the per-route test checks the content pages.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function axeViolations(page: Page, step: string): Promise<string[]> {
  await layOutEverything(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${step}: ${violation.id} (${violation.impact ?? "?"}) on ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

test("every booking step passes axe (WCAG 2.2 AA) at the project's width", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.78.${testInfo.project.name === "mobile" ? 2 : 1}.${1 + Math.floor(Math.random() * 250)}`,
  });
  const stay = widthStay(testInfo, "accessibility", 0);
  const found: string[] = [];
  const check = async (step: string) => found.push(...(await axeViolations(page, step)));

  // Rates.
  await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Доступные номера" })).toBeVisible();
  await page.getByRole("button", { name: "Выбрать номер" }).first().click();
  await page.getByRole("button", { name: "Выбрать тариф" }).last().click();
  await check("rate plans");
  await page.getByRole("button", { name: "Перейти к оформлению" }).click();

  // The guest's data: the empty form, then its errors after a submit.
  await expect(page).toHaveURL(/\/booking\/data$/);
  await expect(page.getByRole("textbox", { name: "Фамилия" })).toBeVisible();
  await check("data");
  await page.getByRole("button", { name: "Продолжить" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await check("data with errors");
  await page.getByRole("textbox", { name: "Фамилия" }).fill("Петрова");
  await page.getByRole("textbox", { name: "Имя", exact: true }).fill("Мария");
  await page.getByRole("textbox", { name: "Отчество" }).fill("Ивановна");
  await page.getByRole("textbox", { name: "Телефон" }).pressSequentially("+79167654321");
  const email = `axe.${testInfo.project.name}.${Date.now()}@example.ru`;
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("combobox", { name: "Время заезда" }).selectOption("13:00");
  await page.getByRole("combobox", { name: "Время выезда" }).selectOption("12:00");
  await page.getByRole("checkbox", { name: /^Я даю согласие на обработку персональных данных/ }).check();
  await page.getByRole("button", { name: "Продолжить" }).click();

  // Payment.
  await expect(page).toHaveURL(/\/booking\/payment$/);
  const draft = (await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem("booking-draft") ?? "null"),
  )) as { reference: string };
  await expect(page.getByRole("button", { name: "Перейти к оплате" })).toBeVisible();
  await check("payment");
  await variantsShown(page);
  await page.getByRole("checkbox", { name: /Правила онлайн-бронирования/ }).check();
  await page.getByRole("button", { name: "Перейти к оплате" }).click();

  // The sandbox's card page.
  await page.waitForURL(/\/v1\/sandbox\/pay\//);
  await expect(page.getByLabel("Номер карты")).toBeVisible();
  await check("sandbox pay page");
  await page.getByLabel("Номер карты").fill(TEST_CARDS.success.number);
  await page.getByLabel("Срок действия").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();

  // Success.
  await page.waitForURL((url) => url.pathname === "/booking/success" && url.searchParams.has("token"));
  await expect(page.getByRole("heading", { level: 1, name: "Бронирование подтверждено" })).toBeVisible({
    timeout: 15_000,
  });
  await check("success");

  // Look-up form, then the booking view.
  await page.goto("/booking/check");
  await expect(page.getByLabel("Номер бронирования")).toBeVisible();
  await check("look-up form");
  await page.getByLabel("Номер бронирования").fill(draft.reference);
  await page.getByLabel("E-mail или телефон").fill(email);
  await page.getByRole("button", { name: "Найти", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Бронирование ${draft.reference}` })).toBeVisible();
  await check("booking view");

  // Edit dates, with a quote for one more night.
  await page.goto(
    `/booking/check/edit-date?arrival-date=${stay.arrivalUrl}&departure-date=${formatUrlDate(addDays(stay.departure, 1))}`,
  );
  await expect(page.getByText(/^К доплате \d/)).toBeVisible();
  await check("edit dates");

  // Edit guest.
  await page.goto("/booking/check/edit-guest");
  await expect(page.getByRole("textbox", { name: "Фамилия" }).first()).toHaveValue("Петрова");
  await check("edit guest");

  // Cancel.
  await page.goto("/booking/check/cancel");
  await expect(page.getByRole("button", { name: "Отменить бронирование" })).toBeVisible();
  await check("cancel");

  expect(found).toEqual([]);
});
