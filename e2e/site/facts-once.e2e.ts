import { expect, test, type Page } from "../support/test";

// One fact, one place (docs/content-model.md «One fact, said once»), where a guest reads it, at
// 1440 (desktop) and 375 (mobile): the guests' rating, the transfer added to a booking and the
// airport trip of the tariff table, the castle feast's two prices, the conference hall's capacity,
// «Ресторан» for one restaurant, the two cars' own specifications and the rooms' prices in the
// search and link-preview descriptions.

/**
 * The page's text as a guest reads it, with every kind of space (no-break, narrow) as one plain
 * space, in lower case (labels are set in capitals by the style sheet).
 */
async function mainText(page: Page): Promise<string> {
  return (await page.getByRole("main").innerText()).replace(/[\s\u00A0\u202F]+/g, " ").toLowerCase();
}

function plain(text: string | null): string {
  return (text ?? "").replace(/[\s\u00A0\u202F]+/g, " ").trim();
}

interface HotelData {
  aggregateRating?: { ratingValue: number; reviewCount: number };
}

async function hotelJsonLd(page: Page): Promise<HotelData> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const hotel = scripts
    .map((text) => JSON.parse(text) as HotelData & { "@type"?: string })
    .find((data) => data["@type"] === "Hotel");
  if (!hotel) throw new Error("no Hotel structured data on the page");
  return hotel;
}

test("the guests' rating: /brand's figure is the structured data's, from every published review", async ({
  page,
}) => {
  await page.goto("/brand");
  const shown = plain(
    await page
      .getByText(/^\d,\d$/)
      .first()
      .textContent(),
  );
  expect(shown).toBe("5,0");
  await expect(page.getByText("Оценка гостей")).toBeVisible();
  const counts: number[] = [];
  for (const path of ["/", "/contacts"]) {
    await page.goto(path);
    const { aggregateRating } = await hotelJsonLd(page);
    expect(aggregateRating?.ratingValue.toFixed(1).replace(".", ",")).toBe(shown);
    counts.push(aggregateRating?.reviewCount ?? 0);
  }
  // Every published review, not only those the home page shows: the same count on both pages.
  expect(counts[0]).toBeGreaterThan(0);
  expect(counts[1]).toBe(counts[0]);
  // No text says the figure again (the award used to: «оценили отель на 5,0 из 5»).
  await page.goto("/awards");
  expect(await mainText(page)).not.toMatch(/\d,\d из 5/);
});

test("the transfer added to a booking and the airport trip of the table say what each one is", async ({
  page,
}) => {
  await page.goto("/services/transfer");
  const prices = page.getByRole("main").getByRole("definition");
  await expect(prices.first()).toBeVisible();
  const text = await mainText(page);
  expect(text).toContain("при бронировании номера: в одну сторону 6 000 ₽ за поездку");
  expect(text).toContain("при бронировании номера: туда и обратно 12 000 ₽ за поездку");
  const table = page.getByRole("table", { name: "Цены по направлениям" });
  const airport = table.getByRole("row").filter({ hasText: "Аэропорт Храброво" });
  expect(plain(await airport.innerText())).toBe(
    "Аэропорт Храброво отдельная поездка, без бронирования номера 8 000 ₽",
  );
  // The FAQ and the contacts' transfer tab point to this page instead of repeating a price.
  await page.goto("/");
  const item = page.locator("details").filter({ hasText: "Как добраться из аэропорта?" });
  await item.getByText("Как добраться из аэропорта?", { exact: true }).click();
  await expect(item).toHaveAttribute("open", "");
  const answer = plain(await item.innerText());
  expect(answer).toContain("цены на странице трансфера");
  expect(answer).not.toMatch(/6 000 ₽|12 000 ₽/);
  await page.goto("/contacts");
  const transferTab = page.getByRole("tabpanel");
  await expect(transferTab).toContainText("цены на странице трансфера");
  expect(plain(await transferTab.innerText())).not.toMatch(/6 000 ₽|12 000 ₽/);
});

test("the castle feast: the card's price and the page's each with its label, both on the page", async ({
  page,
}) => {
  await page.goto("/offers");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Пир в замке" }) });
  expect(plain(await card.innerText())).toContain("Замок для вашего праздника: от 70 000 ₽ в час");
  await page.goto("/offers/castle-meal");
  const text = await mainText(page);
  expect(text).toContain("ужин для двоих 60 000 ₽ за двоих");
  expect(text).toContain("замок для вашего праздника от 70 000 ₽ в час");
});

test("the conference hall's capacity is not said two ways on the home page or About", async ({ page }) => {
  await page.goto("/");
  const home = await mainText(page);
  expect(home).not.toMatch(/(?<!\d)68(?!\d)/);
  expect(home).not.toMatch(/на \d+ гостей|до \d+ мест/);
  await page.goto("/aboutus");
  expect(await mainText(page)).not.toMatch(/до \d+ мест/);
});

test("one restaurant reads «Ресторан» in the menu, on the list and in the detail's trail", async ({
  page,
  isMobile,
}) => {
  await page.goto("/restaurant");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ресторан");
  await expect(page).toHaveTitle(/^Ресторан — /);
  if (isMobile) await page.getByRole("button", { name: "Меню" }).click();
  const nav = isMobile
    ? page.getByRole("dialog").getByRole("navigation", { name: "Меню сайта" })
    : page.getByRole("banner");
  await expect(nav.getByRole("link", { name: "Ресторан", exact: true }).first()).toHaveAttribute(
    "href",
    "/restaurant",
  );
  await expect(page.getByRole("link", { name: "Рестораны", exact: true })).toHaveCount(0);
  await page.goto("/restaurant/1");
  await expect(page.getByRole("navigation", { name: "Хлебные крошки" })).toContainText("Ресторан");
  expect(await mainText(page)).not.toContain("рестораны");
});

test("the two cars each have their own specification", async ({ page }) => {
  await page.goto("/car");
  const specs = page.getByRole("main").getByRole("article");
  await expect(specs).toHaveCount(2);
  const [coolray, atlas] = await Promise.all([specs.nth(0).locator("dl"), specs.nth(1).locator("dl")]);
  const coolrayText = plain(await coolray.innerText());
  const atlasText = plain(await atlas.innerText());
  expect(coolrayText).not.toBe(atlasText);
  expect(coolrayText).toContain("1,5 л");
  expect(atlasText).toContain("2,0 л");
});

test("a room's search and link-preview descriptions carry the price the page shows", async ({ page }) => {
  await page.goto("/rooms/1");
  const shown = plain(
    await page
      .getByRole("complementary", { name: "Коротко о номере" })
      .getByText(/^От .*₽/)
      .textContent(),
  );
  expect(shown).toMatch(/^От \d[\d ]* ₽\/сутки$/);
  const description = plain(await page.locator('meta[name="description"]').getAttribute("content"));
  const preview = plain(await page.locator('meta[property="og:description"]').getAttribute("content"));
  expect(description.endsWith(`${shown}.`)).toBe(true);
  expect(preview).toBe(description);
  expect(description.match(/₽/g)).toHaveLength(1);

  await page.goto("/rooms");
  const listDescription = plain(await page.locator('meta[name="description"]').getAttribute("content"));
  expect(listDescription.match(/₽/g)).toHaveLength(1);
  expect(listDescription).toMatch(/От \d[\d ]* ₽\/сутки\.$/);
});
