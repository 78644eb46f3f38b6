/**
 * The site's security headers in a real browser (docs/site.md#security-headers): every content
 * page and the booking journey, paid on the sandbox's pay page, load with no Content Security
 * Policy violation and no header error in the console, and each page carries the headers.
 */
import { expect, test, type Page } from "../support/test";
import { searchQuery, variantsShown } from "../booking/support";
import { widthStay } from "../support/stays";
import { CONTENT_ROUTES } from "./routes";

/** Console errors about the policies, and every `securitypolicyviolation` event, as they come. */
function watchPolicies(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to|Permissions-Policy|Permissions policy/i.test(text)) {
      problems.push(`${page.url()}: ${text}`);
    }
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`,
      );
    });
  });
  return problems;
}

function expectHeaders(headers: Record<string, string>, where: string) {
  const policy = headers["content-security-policy"] ?? "";
  expect(policy, where).toContain("default-src 'self'");
  expect(policy, where).not.toContain("unsafe-eval");
  expect(policy, where).toMatch(/frame-ancestors 'self' http:\/\/localhost:\d+ http:\/\/127\.0\.0\.1:\d+/);
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], where).toContain("camera=(), microphone=(), geolocation=()");
  // The e2e server is plain HTTP and no proxy said otherwise: no HSTS.
  expect(headers["strict-transport-security"], where).toBeUndefined();
}

// The headers and the policy do not depend on the width: the desktop project checks them once.
test.skip(({ isMobile }) => isMobile, "headers, not layout: one width is enough");

test("every content page loads with the headers and no policy violation", async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchPolicies(page);
  for (const route of CONTENT_ROUTES) {
    const answer = await page.goto(route);
    expect(answer, route).not.toBeNull();
    expectHeaders((await answer?.allHeaders()) ?? {}, route);
    // Lazy parts (the map, sliders, videos, pictures further down) load once scrolled to.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await page.waitForLoadState("networkidle").catch(() => undefined);
  }
  expect(problems).toEqual([]);
});

test("the booking journey, paid on the sandbox's page, meets no policy violation", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchPolicies(page);
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `198.51.100.${testInfo.project.name === "mobile" ? 62 : 61}`,
  });
  // A week of its own, apart from the other booking tests' stays.
  const stay = widthStay(testInfo, "security-headers", 0, 1);

  const search = await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0")}`);
  expectHeaders((await search?.allHeaders()) ?? {}, "/booking/rate-plans");
  await page.getByRole("button", { name: "Выбрать номер" }).first().click();
  await page.getByRole("button", { name: "Выбрать тариф" }).first().click();
  await page.getByRole("button", { name: "Перейти к оформлению" }).click();
  await expect(page).toHaveURL(/\/booking\/data$/);

  await page.getByRole("textbox", { name: "Фамилия" }).fill("Смирнова");
  await page.getByRole("textbox", { name: "Имя", exact: true }).fill("Ольга");
  await page.getByRole("textbox", { name: "Отчество" }).fill("Петровна");
  await page.getByRole("textbox", { name: "Телефон" }).fill("8 916 111-22-33");
  await page.getByRole("textbox", { name: "E-mail" }).fill(`csp-${testInfo.project.name}@example.ru`);
  await page.getByRole("combobox", { name: "Время заезда" }).selectOption("13:00");
  await page.getByRole("combobox", { name: "Время выезда" }).selectOption("12:00");
  await page.getByRole("checkbox", { name: /^Я даю согласие на обработку персональных данных/ }).check();
  await page.getByRole("button", { name: "Продолжить" }).click();
  await expect(page).toHaveURL(/\/booking\/payment$/);

  await variantsShown(page);
  await page.getByRole("checkbox", { name: /Правила онлайн-бронирования/ }).check();
  await page.getByRole("button", { name: "Перейти к оплате" }).click();
  await page.waitForURL(/\/v1\/sandbox\/pay\//);
  await page.getByLabel("Номер карты").fill("4242 4242 4242 4242");
  await page.getByLabel("Срок действия").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();

  await expect(page).toHaveURL(/\/booking\/success\?reservation=/);
  await expect(page.getByRole("heading", { level: 1, name: "Бронирование подтверждено" })).toBeVisible();
  expect(problems).toEqual([]);
});
