/**
 * Shared helpers of the booking journey's browser tests: the query of a search, and calls to the
 * hotel API of the e2e server (its generated key is in the server's data folder). The stays
 * themselves come from e2e/support/stays.ts, where each file owns its weeks.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { IsoDate } from "../../rules/dates";
import type { TestStay } from "../support/stays";

export function searchQuery(stay: TestStay, guests: string): string {
  return new URLSearchParams({
    "arrival-date": stay.arrivalUrl,
    "departure-date": stay.departureUrl,
    guests,
  }).toString();
}

/** The e2e server's generated keys (playwright.config.ts gives it DATA_DIR .data/e2e-<port>). */
function secrets(): { hotelApiKey: string; hotelAdminKey: string } {
  const port = process.env.E2E_PORT ?? "3100";
  return JSON.parse(readFileSync(path.join(".data", `e2e-${port}`, "secrets.json"), "utf8")) as {
    hotelApiKey: string;
    hotelAdminKey: string;
  };
}

/** The e2e server's hotel API key. */
export function apiKey(): string {
  return secrets().hotelApiKey;
}

export async function hotelApi<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  apiPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: T }> {
  const response = await request.fetch(`/v1${apiPath}`, {
    method,
    headers: { "x-api-key": apiKey(), ...headers },
    ...(body === undefined ? {} : { data: body }),
  });
  return { status: response.status(), json: (await response.json()) as T };
}

/** A hotel API call that must succeed: the `data` of its answer. */
export async function hotelData<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  apiPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.fetch(`/v1${apiPath}`, {
    method,
    headers: { "x-api-key": apiKey(), ...headers },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${apiPath}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The engine's price of its extras (GET /v1/extras) by code: what it charges, whatever a manager
 * set it to, so a test expects that rather than a number of its own.
 */
export async function engineExtraPrices(request: APIRequestContext): Promise<(code: string) => number> {
  const { status, json } = await hotelApi<{ data: { extras: { code: string; price: number }[] } }>(
    request,
    "GET",
    "/extras",
  );
  if (status !== 200) throw new Error(`GET /v1/extras answered ${status}`);
  return (code) => {
    const found = json.data.extras.find((extra) => extra.code === code)?.price;
    if (found === undefined) throw new Error(`the engine's catalogue has no ${code}`);
    return found;
  };
}

/**
 * Cancels reservations a test made through the API to take rooms away (as a manager, without a
 * refund), so that a run on a reused server (E2E_REUSE=1, whose data folder outlives a run) finds
 * the rooms free.
 */
export async function releaseReservations(request: APIRequestContext, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const answer = await hotelApi(
      request,
      "POST",
      `/admin/reservations/${id}/cancel`,
      { refund: "none", reason: "Освобождение номеров после теста" },
      { "x-api-key": secrets().hotelAdminKey },
    );
    if (answer.status !== 200)
      throw new Error(`reservation ${id} not released: ${JSON.stringify(answer.json)}`);
  }
}

/**
 * A manager's call to the hotel API's admin part, as the Studio's tools make it through the site
 * (the admin key, who the manager is): the answer's `data`, which must be a success.
 */
export async function managerData<T>(
  request: APIRequestContext,
  apiPath: string,
  body: unknown,
  manager = { id: "e2e-manager", name: "Ирина Козлова" },
): Promise<T> {
  return hotelData<T>(request, "POST", `/admin${apiPath}`, body, {
    "x-api-key": secrets().hotelAdminKey,
    "x-manager-id": manager.id,
    "x-manager-name": encodeURIComponent(manager.name),
  });
}

const MONTHS = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
];

/** A day of a price calendar by its Russian label («среда, 30 декабря, …»). */
export function calendarDay(scope: Page | Locator, date: IsoDate | string): Locator {
  const [, month = "1", day = "1"] = date.split("-");
  const name = new RegExp(`^[а-я]+, ${Number(day)} ${MONTHS[Number(month) - 1]}(,|$)`);
  return scope.getByRole("gridcell").getByRole("button", { name }).first();
}

/**
 * Waits for the ways to pay: their list comes after the page and moves the consent and the button
 * down; a tap aimed before that lands on what is there after it (on a busy machine, the consent).
 */
export async function variantsShown(page: Page) {
  await expect(page.getByRole("heading", { name: "Способ оплаты" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Загружаем способы оплаты" })).toHaveCount(0);
}
