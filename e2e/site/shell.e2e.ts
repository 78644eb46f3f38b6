import { expect, test } from "../support/test";

test.describe("site shell", () => {
  test("the menu lists the main and secondary entries and traps focus until Escape", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Меню" });
    await trigger.click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    const nav = menu.getByRole("navigation", { name: "Меню сайта" });
    for (const [label, href] of [
      ["Главная", "/"],
      ["Бронирование", "/booking"],
      ["Номера", "/rooms"],
      ["Услуги", "/services"],
      ["Ресторан", "/restaurant"],
      ["Фотогалерея", "/gallery"],
      ["Контакты и окрестности", "/contacts"],
      ["Отзывы", "/reviews"],
      ["Бренд и франшиза", "/brand"],
      ["Проверка бронирования", "/booking/check"],
    ] as const) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    const tour = nav.getByRole("link", { name: /^3D-тур/ });
    await expect(tour).toHaveAttribute("target", "_blank");
    await expect(tour).toHaveAttribute("rel", /noopener/);

    // Tab never leaves the open menu.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the header shows the phone and address from the settings, the footer its links and © 2024", async ({
    page,
  }) => {
    await page.goto("/contacts");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "+7 (000) 000-00-00" })).toHaveAttribute(
      "href",
      "tel:+70000000000",
    );
    await expect(footer).toContainText("Калининградская область");
    for (const [label, href] of [
      ["Номера", "/rooms"],
      ["Услуги", "/services"],
      ["Ресторан", "/restaurant"],
      ["Предложения", "/offers"],
      ["О нас", "/aboutus"],
      ["Бренд и франшиза", "/brand"],
      ["Контакты", "/contacts"],
    ] as const) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText("© 2024");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: /000-00-00/ }).first()).toHaveAttribute(
      "href",
      "tel:+70000000000",
    );
  });

  test("breadcrumbs show the titled path", async ({ page }) => {
    await page.goto("/services/facial-massage");
    const crumbs = page.getByRole("navigation", { name: "Хлебные крошки" });
    await expect(crumbs.getByRole("link", { name: "Главная" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Услуги" })).toHaveAttribute("href", "/services");
    await expect(crumbs.getByRole("link", { name: "СПА" })).toHaveAttribute("href", "/services/spa");
    await expect(crumbs.locator("[aria-current=page]")).toHaveText("Массаж лица");
  });

  test("every navigation starts at the top of the page", async ({ page }) => {
    await page.goto("/rooms");
    // Followed from the keyboard: the footer sits under sections that lay out as they scroll in.
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Услуги", exact: true });
    await link.focus();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
