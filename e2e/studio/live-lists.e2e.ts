/**
 * «Заявки» and «Бронирования» are live: with the tool open, a request a guest sends through the
 * site's API appears in the list within 15 s without a reload, marked «Только что», and the count
 * of new requests beside «Заявки» in the Studio's top bar goes up by one (and down when a manager
 * takes it); a booking made meanwhile appears in «Бронирования» the same way. The request shows
 * its topic apart from the guest's comment, and both cards call and write with `tel:` (E.164)
 * and `mailto:` links.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { laneStay } from "../support/stays";
import { guestApi, openTool, unique } from "./admin";

test.use({ ignoreHTTPSErrors: true });

/** Sooner than this, or the list is not live (it is asked every 10 s). */
const LIVE = { timeout: 15_000 };

const guestCall = <T>(request: APIRequestContext, path: string, body: unknown): Promise<T> =>
  guestApi<T>(request, path, body, randomUUID());

/** «Заявки» in the top bar (Sanity's menu also draws hidden copies of it, which roles skip). */
const requestsLink = (page: Page) => page.getByRole("link", { name: /^Заявки/ });

/** The count beside «Заявки»: 0 when none is shown. */
async function newRequestsCount(page: Page): Promise<number> {
  const badge = requestsLink(page).getByTestId("new-requests-count");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test("a guest's request appears in the open «Заявки» by itself, and the top bar's count goes up", async ({
  page,
  request,
}) => {
  await openTool(page, "requests");
  await expect(page.getByTestId("guest-request").first().or(page.getByText("Заявок нет"))).toBeVisible({
    timeout: 60_000,
  });
  // The count beside «Заявки» is the list's «Новая» requests (fewer than the list's 100 here).
  const before = await page
    .getByTestId("request-status")
    .filter({ hasText: /^Новая$/ })
    .count();
  await expect.poll(() => newRequestsCount(page)).toBe(before);

  const lastName = "Живая";
  const text = `Встретить в аэропорту, рейс SU 1234, ${unique()}`;
  await guestCall(request, "/guest-requests", {
    first_name: "Анна",
    last_name: lastName,
    phone: "+79001112233",
    email: "anna.live@example.ru",
    comment: `Тема: Трансфер\n${text}`,
    personal_data_permission: true,
    source: "/transfer",
  });

  const card = page.getByTestId("guest-request").filter({ hasText: text });
  await expect(card).toBeVisible(LIVE);
  await expect(card.getByTestId("arrived")).toHaveText("Только что");
  await expect(requestsLink(page).getByTestId("new-requests-count")).toHaveText(String(before + 1), LIVE);

  await expect(card.getByTestId("request-topic")).toHaveText("Тема: Трансфер");
  await expect(card.getByTestId("request-comment")).toHaveText(`Комментарий: ${text}`);
  await expect(card.getByRole("link", { name: "+7 900 111 22 33" })).toHaveAttribute(
    "href",
    "tel:+79001112233",
  );
  await expect(card.getByRole("link", { name: "anna.live@example.ru" })).toHaveAttribute(
    "href",
    "mailto:anna.live@example.ru",
  );

  // Taken: the mark goes once the card is clicked, and the count goes down at once.
  await card.getByText(`${lastName} Анна`).click();
  await expect(card.getByTestId("arrived")).toHaveCount(0);
  await card.getByLabel("Статус").selectOption("in_progress");
  await card.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText(`Заявка сохранена: ${lastName} Анна`)).toBeVisible();
  await expect(card.getByTestId("request-status")).toHaveText("В работе");
  await expect.poll(() => newRequestsCount(page)).toBe(before);
});

/** A Делюкс hold in the file's week, made by a guest through the site's API. */
function hold(request: APIRequestContext, email: string) {
  const { arrival, departure } = laneStay("live-lists", 0);
  return guestCall<{ reference: string }>(request, "/reservation", {
    check_in_date: arrival,
    check_out_date: departure,
    main_guest: {
      first_name: "Олег",
      last_name: "Живой",
      phone: "+79157654321",
      email,
      special_offers_permission: false,
      personal_data_permission: true,
    },
    choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 2 }],
  });
}

test("a booking made while «Бронирования» is open appears by itself, its card calling and writing by links", async ({
  page,
  request,
}) => {
  await openTool(page, "bookings");
  await expect(page.getByRole("table", { name: "Найденные брони" })).toBeVisible({ timeout: 60_000 });
  // A search stays as typed while the list is asked again.
  const search = page.getByLabel("Поиск: номер брони, имя, e-mail или телефон");
  await search.fill("Живой");

  const email = `live.${unique()}@example.ru`;
  const booked = await hold(request, email);
  const row = page.getByTestId("booking-row").filter({ hasText: booked.reference });
  await expect(row).toBeVisible(LIVE);
  await expect(row.getByTestId("arrived")).toHaveText("Только что");
  await expect(search).toHaveValue("Живой");
  await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

  await row.getByRole("button", { name: booked.reference }).click();
  await expect(row.getByTestId("arrived")).toHaveCount(0);
  const card = page.getByTestId("booking-card");
  await expect(card.getByRole("heading", { name: `Бронь ${booked.reference}` })).toBeVisible();
  await expect(card.getByRole("link", { name: "+7 915 765 43 21" })).toHaveAttribute(
    "href",
    "tel:+79157654321",
  );
  await expect(card.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

  // Made while the manager was in another tool: marked on coming back; the opened one stays unmarked.
  await requestsLink(page).click();
  await expect(page.getByRole("heading", { name: "Заявки", level: 1 })).toBeVisible();
  const later = await hold(request, `live.${unique()}@example.ru`);
  await page.getByRole("link", { name: "Бронирования" }).click();
  const laterRow = page.getByTestId("booking-row").filter({ hasText: later.reference });
  await expect(laterRow.getByTestId("arrived")).toHaveText("Только что", LIVE);
  await expect(row.getByTestId("arrived")).toHaveCount(0);
});
