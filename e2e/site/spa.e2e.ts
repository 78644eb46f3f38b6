import { expect, test } from "../support/test";
import { hydrated } from "../support/hydration";

const money = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

test.describe("spa picker (/services/spa)", () => {
  test("counts never go below zero, zero is «Не выбрано», and the summary totals count × price", async ({
    page,
  }) => {
    await page.goto("/services/spa");
    const item = page.getByRole("tabpanel").locator("li").filter({ hasText: "Массаж стоп" });
    const minus = item.getByRole("button", { name: "Убрать: Массаж стоп" });
    const plus = item.getByRole("button", { name: "Добавить: Массаж стоп" });
    await expect(item).toContainText("Не выбрано");
    await expect(minus).toBeDisabled();
    await expect(item.locator("output")).toHaveText("0");

    await hydrated(plus);
    await plus.click();
    await plus.click();
    await expect(item).toContainText("Выбрано: 2");
    const unit = money(await item.getByTestId("spa-price").textContent());
    expect(unit).toBe(1500);
    const summary = page.getByRole("complementary", { name: "Ваш выбор" });
    await expect(summary).toContainText("Массаж стоп");
    expect(money(await page.getByTestId("spa-total").textContent())).toBe(2 * unit);

    await minus.click();
    await minus.click();
    await expect(minus).toBeDisabled();
    await expect(item.locator("output")).toHaveText("0");
    await expect(item).toContainText("Не выбрано");
    await expect(summary).toContainText("Пока ничего не выбрано");
    expect(money(await page.getByTestId("spa-total").textContent())).toBe(0);
  });

  test("tabs switch between spa sections and the summary keeps choices from several tabs", async ({
    page,
  }) => {
    await page.goto("/services/spa");
    // A click before hydration would be lost (the picker's buttons are the server's HTML until then).
    const add = page.getByRole("button", { name: "Добавить: Массаж спины" });
    await hydrated(add);
    await page.getByRole("tab", { name: "Массаж" }).click();
    await add.click();
    await page.getByRole("tab", { name: "Обёртывания" }).click();
    await expect(page.getByRole("tab", { name: "Обёртывания" })).toHaveAttribute("aria-selected", "true");
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: /^Добавить: / })
      .first()
      .click();
    const summary = page.getByRole("complementary", { name: "Ваш выбор" });
    await expect(summary.getByRole("listitem")).toHaveCount(2);
    await summary.getByRole("button", { name: "Удалить: Массаж спины" }).click();
    await expect(summary.getByRole("listitem")).toHaveCount(1);
  });
});
