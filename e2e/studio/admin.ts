/**
 * What the manager tools' browser tests share: the site's admin route called as the Studio
 * calls it (with the lake's token), the hotel API called as a guest through the site, and the
 * Studio's tools opened logged in.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_CARDS } from "../../hotel/providers/payments/sandbox-cards";
import { apiKey } from "../booking/support";
import { lakeToken, ports, studioUrl } from "./support";

/** The e2e site's address of `path`. */
export const site = (path: string) => `http://127.0.0.1:${ports.site}${path}`;
/** A suffix no other test's names or texts have. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** Look-ups are limited per client: each test is its own guest. */
export const guestAddress = () =>
  `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** A guest's POST to the hotel API through the site (`/v1…`), in the guest's `session`; its `data`. */
export async function guestApi<T>(
  request: APIRequestContext,
  path: string,
  body: unknown,
  session: string,
): Promise<T> {
  const response = await request.post(site(`/v1${path}`), {
    headers: { "x-api-key": apiKey(), "x-forwarded-for": guestAddress(), "x-session-id": session },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A call of the site's /api/admin with the Studio user's token (the lake's). */
export async function managerApi<T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PATCH",
  apiPath: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`http://127.0.0.1:${ports.site}/api/admin/${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${lakeToken()}` },
    ...(body === undefined ? {} : { data: body }),
  });
  const json = (await response.json()) as { data: T };
  expect(response.status(), JSON.stringify(json)).toBeLessThan(300);
  return json.data;
}

interface LastPriceChange {
  last_change: { action_id: number; undone: boolean } | null;
}

/** The id of the latest price change that still stands (undefined: none, or it was undone). */
async function standingPriceChange(request: APIRequestContext): Promise<number | undefined> {
  const grid = await managerApi<LastPriceChange>(request, "GET", "price-grid?from=2027-01-01&to=2027-01-31");
  return grid.last_change && !grid.last_change.undone ? grid.last_change.action_id : undefined;
}

/**
 * Registers, in the calling file, hooks that undo the latest price change after each test if that
 * test made it: it stands and is not the one that stood before the test. So a test that failed
 * half-way — even between its save and the save's notice, before it could note the change's id —
 * leaves the dataset as seeded for its retry and the next tests. The engine undoes only the latest
 * change, and the Studio's tests run one at a time.
 */
export function undoPriceChangesTestsLeave(): void {
  let before: number | undefined;
  test.beforeEach(async ({ request }) => {
    before = await standingPriceChange(request);
  });
  test.afterEach(async ({ request }) => {
    const standing = await standingPriceChange(request);
    if (standing !== undefined && standing !== before) {
      await managerApi(request, "POST", "prices/undo", { action_id: standing });
    }
  });
}

/** Opens a Studio tool (its name is its path: prices, bookings, requests). */
export async function openTool(page: Page, tool: string): Promise<void> {
  const url = await studioUrl();
  await page.goto(url.replace("/#token=", `/${tool}#token=`));
}

/**
 * Pays the booking's balance as its guest does: an invoice (`call` is the guest's API in their
 * session), the sandbox's card page with the card that succeeds, back on the site's success page.
 */
export async function payByCard(
  page: Page,
  call: <T>(path: string, body: unknown) => Promise<T>,
  reservationId: string,
): Promise<void> {
  const invoice = await call<{ confirmation_url: string }>(`/reservation/${reservationId}/invoice`, {
    payment_provider_id: 1,
    payment_type: "card",
  });
  await page.goto(invoice.confirmation_url);
  await page.getByLabel("Номер карты").fill(TEST_CARDS.success.number);
  await page.getByLabel("Срок действия").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  await page.waitForURL((url) => url.pathname === "/booking/success");
}
