import { expect, test } from "../support/test";

/** A text whose spaces may be any space: no-break and narrow ones inside prices included. */
function spaced(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^\\s*${escaped.replace(/ /g, "\\s*")}\\s*$`);
}

// One fact, said once, the same everywhere a guest reads it (docs/content-model.md, «Decisions»).
// The words of the pages are the same at every width: the desktop project checks them once.
test.skip(({ isMobile }) => isMobile, "the text, not the layout: one width is enough");

test("/services/transfer shows the tariff table the text promises: destination and price, the casino by day and at night", async ({
  page,
}) => {
  await page.goto("/services/transfer");
  await expect(page.getByText("Цены по направлениям — в таблице ниже")).toBeVisible();
  const table = page.getByRole("table", { name: "Цены по направлениям" });
  await expect(table.getByRole("columnheader")).toHaveText(["Направление", "Стоимость"]);
  const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows).toHaveText(
    [
      "Аэропорт Храброво отдельная поездка, без бронирования номера 8 000 ₽",
      "Калининград 10 000 ₽",
      "Янтарный 8 000 ₽",
      "Зеленоградск 7 000 ₽",
      "Куршская коса 10 000 ₽",
      "Балтийск 10 000 ₽",
      "Пионерский 3 000 ₽",
      "Отрадное 3 000 ₽",
      "Светлогорск 3 000 ₽",
      "Казино днём 4 000 ₽, ночью 7 000 ₽",
    ].map(spaced),
  );
});

test.describe("capacity", () => {
  test("the Делюкс page says 2 places and the child rule, never «до 3 мест»", async ({ page }) => {
    await page.goto("/rooms/1");
    const facts = page.getByRole("complementary", { name: "Коротко о номере" });
    await expect(facts).toContainText("До 2 гостей");
    await expect(facts).toContainText("Вместимость номера — 2 места; ещё один ребёнок до 7 лет");
    await expect(page.getByRole("main")).not.toContainText("3 мест");
    await expect(page.getByRole("main")).not.toContainText("3 гостей");
  });

  test("a three-place room says 3 places", async ({ page }) => {
    await page.goto("/rooms/3");
    const facts = page.getByRole("complementary", { name: "Коротко о номере" });
    await expect(facts).toContainText("До 3 гостей");
    await expect(facts).toContainText("Вместимость номера — 3 места; ещё один ребёнок до 7 лет");
  });

  test("the home card of Делюкс names its capacity once", async ({ page }) => {
    await page.goto("/");
    const panel = page.getByRole("tabpanel").filter({ has: page.getByRole("heading", { name: "Делюкс" }) });
    await expect(panel.getByText(/гост/)).toHaveText(["До 2 гостей"]);
  });
});

test("the conference hall has one capacity and its area once", async ({ page }) => {
  await page.goto("/services/conference");
  const main = page.getByRole("main");
  await expect(main).not.toContainText(/(?<!\d)68(?!\d)/);
  await expect(main.getByText("Площадь", { exact: true })).toHaveCount(1);
  await expect(main.getByRole("term").filter({ hasText: "Гостей" })).toHaveCount(1);
  await expect(main.getByRole("definition").filter({ hasText: "до 80" })).toHaveCount(1);
  await expect(main.getByRole("listitem").filter({ hasText: "Театр" })).toContainText("80");
});

test("/aboutus counts the restaurants as /restaurant lists them", async ({ page }) => {
  await page.goto("/restaurant");
  await expect(page.getByRole("main").getByRole("link", { name: /Подробнее/ })).toHaveCount(1);
  await page.goto("/aboutus");
  const stats = page.getByRole("region", { name: "Отель в цифрах" }).getByRole("listitem");
  await expect(stats).toHaveText([
    /^44\s*номера$/i,
    /^Ресторан\s*и\sбар$/i,
    /^СПА\s*комплекс$/i,
    /^Конференц\s*зал$/i,
  ]);
  await expect(page.getByRole("main")).not.toContainText("2 ресторана");
  await expect(page.getByRole("main")).not.toContainText("68");
});

test("the e-scooter's range, slope and age are each said once", async ({ page }) => {
  await page.goto("/services/e-scooter");
  const text = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
  expect(text.match(/65 км/g)).toHaveLength(1);
  expect(text.match(/20°|20 градус/g)).toHaveLength(1);
  expect(text.match(/18 лет/g)).toHaveLength(1);
});

test("the spa text does not point below the picker it sits under", async ({ page }) => {
  await page.goto("/services/spa");
  await expect(page.getByRole("main")).not.toContainText("ниже");
});

test.describe("orphans and slips", () => {
  test("/awards is reachable from the footer and from About", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Награды" }).click();
    await expect(page).toHaveURL(/\/awards$/);
    await page.goto("/aboutus");
    await expect(page.getByRole("main").getByRole("link", { name: /Награды/ })).toHaveAttribute(
      "href",
      "/awards",
    );
  });

  test("/services lists the electric car charging with its page", async ({ page }) => {
    await page.goto("/services");
    const additional = page.getByRole("region", { name: "Дополнительные услуги" });
    await expect(additional.getByRole("link", { name: /Зарядка электромобиля/ })).toHaveAttribute(
      "href",
      "/services/electro-car-charge",
    );
  });

  test("/reviews has a title and section headings that differ", async ({ page }) => {
    await page.goto("/reviews");
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const sections = await page.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(sections.map((text) => text.trim())).not.toContain(title);
  });

  test("the request form accepts an e-mail on a Cyrillic domain (.рф)", async ({ page }) => {
    await page.goto("/car");
    await page.getByRole("button", { name: "Оставить заявку" }).first().click();
    const modal = page.getByRole("dialog", { name: "Оставить заявку" });
    await modal.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(modal.getByText("Введите корректный email")).toBeVisible();
    const email = modal.getByRole("textbox", { name: "E-mail" });
    await email.fill("гость@сосновый-берег.рф");
    await email.blur();
    await expect(modal.getByText("Введите корректный email")).toHaveCount(0);
    await email.fill("гость@сосновый-берег.р");
    await email.blur();
    await expect(modal.getByText("Введите корректный email")).toBeVisible();
  });
});
