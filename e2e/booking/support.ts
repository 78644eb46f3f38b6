/**
 * Shared helpers of the booking journey's browser tests: stays computed from the hotel's today (so
 * the tests do not age), the query of a search, and calls to the hotel API of the e2e server
 * (its generated key is in the server's data folder).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ROOM_TYPES } from "../../hotel/db/seed/catalogue";
import { isClosed } from "../../hotel/db/seed/prices";
import { addDays, formatUrlDate, hotelToday, isoWeekday, type IsoDate } from "../../rules/dates";

export interface TestStay {
  arrival: IsoDate;
  departure: IsoDate;
  /** dd.MM.yyyy */
  arrivalUrl: string;
  departureUrl: string;
}

/** A night of the stay falls in a seeded maintenance closure of some room type. */
function touchesClosure(arrival: IsoDate, nights: number): boolean {
  for (let night = 0; night < nights; night += 1) {
    const date = addDays(arrival, night);
    if (ROOM_TYPES.some((type) => isClosed(type.id, date))) return true;
  }
  return false;
}

/**
 * A stay starting on the first Monday at least `daysAhead` days from the hotel's today, outside
 * the periods with minimum stays (30–31 December, May holidays, summer weekends) and the seeded
 * maintenance closures (the Villa in early February, the Представительский люкс in mid-March):
 * every room type can be sold for it, whatever today is.
 */
export function futureStay(daysAhead: number, nights: number): TestStay {
  let arrival = addDays(hotelToday(), daysAhead);
  while (
    isoWeekday(arrival) !== 1 ||
    /-(12-(29|30|31)|01-0[1-8]|05-0\d)$/.test(arrival) ||
    touchesClosure(arrival, nights)
  )
    arrival = addDays(arrival, 1);
  const departure = addDays(arrival, nights);
  return { arrival, departure, arrivalUrl: formatUrlDate(arrival), departureUrl: formatUrlDate(departure) };
}

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

/**
 * Cancels reservations a test made through the API to take rooms away (as a manager, without a
 * refund), so that a run started again within the hold time finds the rooms free: the e2e
 * server's data folder outlives a run.
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
