/**
 * The engine on a fresh database for integration tests: a clock the test moves and the harness
 * puts back after it (`testClock`), mail kept in memory, rate limits off unless asked for, outbox
 * rows delivered by the request that committed them (no worker, no timers; `outboxDelivery:
 * "manual"` leaves them to `drainOutbox`), and a small JSON client over `app.request()`.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { z } from "zod";
import { rewoundAfterEachTest } from "../../platform/testing/clocks";
import { freshDatabase, type TestTarget } from "../../platform/testing/databases";
import type { Connection } from "../../platform/database";
import { ManualClock, type Clock } from "../domain/clock";
import { NO_HOLD_LIMITS } from "../domain/reservations/hold-limits";
import { createHotel, prepareHotel, sandboxWebhookSecret, type Hotel, type HotelOptions } from "../hotel";
import { ErrorBody } from "../http/schemas/common";
import { InvoiceResponse } from "../http/schemas/payments";
import { ReservationResponse } from "../http/schemas/reservations";
import type { MailMessage } from "../providers/mail";

export const API_KEY = "test-api-key-0123456789abcdef0123456789";
export const ADMIN_KEY = "test-admin-key-0123456789abcdef012345678";
export const WEBHOOK_SECRET = sandboxWebhookSecret(ADMIN_KEY);
/** 11:00 on 22 November 2026 at the hotel (Kaliningrad, UTC+2). */
export const NOW = "2026-11-22T09:00:00Z";

/**
 * The clock of a test's engine, at NOW unless told. The harness puts it back after every test to
 * where it stood when the test began (platform/testing/setup.ts), so a test moves it and leaves it.
 */
export function testClock(start: Date | string = NOW): ManualClock {
  return rewoundAfterEachTest(new ManualClock(start));
}

/**
 * What every engine of the tests shares: the test keys, a site at site.test, no data folder, no
 * rate limit and no hold limits (their own tests turn them on: hold-limits.integration-test.ts). Callers add their outbox delivery, mail and log.
 */
export function testHotelOptions(connection: Connection, clock: Clock) {
  return {
    connection,
    apiKey: API_KEY,
    adminKey: ADMIN_KEY,
    siteUrl: "http://site.test",
    apiUrl: "http://site.test/v1",
    dataDir: "/nonexistent",
    clock,
    rateLimitPerMinute: 0,
    holdLimits: NO_HOLD_LIMITS,
  } satisfies Partial<HotelOptions>;
}

export interface CallOptions {
  body?: unknown;
  /** Raw body text (for malformed JSON); wins over `body`. */
  raw?: string;
  headers?: Record<string, string>;
  /** Which key to send: the API key (default), the admin key, none, or a given value. */
  key?: "api" | "admin" | "none" | { value: string };
}

export interface CallResult {
  status: number;
  json: unknown;
  headers: Headers;
  text: string;
}

export interface TestHotel {
  hotel: Hotel;
  clock: ManualClock;
  mails: MailMessage[];
  logs: string[];
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  count(table: string, where?: string): Promise<number>;
  takenRooms(roomTypeId: number, date: string): Promise<number>;
  dispose(): Promise<void>;
}

export async function startTestHotel(
  target: TestTarget,
  options: Partial<HotelOptions> & { maxConnections?: number } = {},
): Promise<TestHotel> {
  const database = await freshDatabase(target, { maxConnections: options.maxConnections ?? 10 });
  const clock = testClock();
  const logs: string[] = [];
  // pg's pool re-emits errors of idle clients (here: the server ending them when dispose drops the
  // database); without a listener Node would treat them as unhandled.
  if (database.connection.kind === "postgres") {
    database.connection.client.on("error", (error) => logs.push(`idle client: ${error.message}`));
  }
  await prepareHotel(database.connection, clock.now());
  const mails: MailMessage[] = [];
  const hotel = createHotel({
    ...testHotelOptions(database.connection, clock),
    outboxDelivery: "inline",
    mail: {
      describe: "memory",
      async send(message) {
        mails.push(message);
        return { messageId: `<${mails.length}@test>` };
      },
    },
    log: (message) => logs.push(message),
    ...options,
  });

  const call = callerOf(hotel);

  return {
    hotel,
    clock,
    mails,
    logs,
    call,
    async count(table, where) {
      const result = await hotel.db.execute<{ n: number }>(
        sql.raw(`SELECT count(*)::int AS n FROM hotel.${table}${where ? ` WHERE ${where}` : ""}`),
      );
      return result.rows[0]?.n ?? 0;
    },
    async takenRooms(roomTypeId, date) {
      const result = await hotel.db.execute<{ taken: number }>(
        sql`SELECT taken FROM hotel.inventory WHERE room_type_id = ${roomTypeId} AND date = ${date}::date`,
      );
      return result.rows[0]?.taken ?? -1;
    },
    async dispose() {
      await hotel.close();
      await database.dispose();
    },
  };
}

/** A small JSON client over an engine's `app.request()`, with the keys of the tests. */
export function callerOf(hotel: Pick<Hotel, "app">) {
  return async (method: string, path: string, callOptions: CallOptions = {}): Promise<CallResult> => {
    const key = callOptions.key ?? "api";
    const headers: Record<string, string> = { ...callOptions.headers };
    if (key === "api") headers["x-api-key"] = API_KEY;
    else if (key === "admin") headers["x-api-key"] = ADMIN_KEY;
    else if (key !== "none") headers["x-api-key"] = key.value;
    let body: string | undefined = callOptions.raw;
    if (body === undefined && callOptions.body !== undefined) body = JSON.stringify(callOptions.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const response = await hotel.app.request(path, { method, headers, body });
    const text = await response.text();
    const json: unknown = response.headers.get("content-type")?.includes("json")
      ? JSON.parse(text)
      : undefined;
    return { status: response.status, json, headers: response.headers, text };
  };
}

/**
 * Proof that the caller is the booking's guest, for its invoice calls
 * (hotel/domain/payments/invoice-access.ts): the manage token of a real look-up with the booking's
 * reference and e-mail, made now so that it is valid at the clock's present.
 */
export async function guestProof(
  t: Pick<TestHotel, "hotel" | "call">,
  reservationId: string,
): Promise<Record<string, string>> {
  const found = await t.hotel.db.execute<{ reference: string; email: string }>(
    sql`SELECT reference, email FROM hotel.reservations WHERE id = ${reservationId}`,
  );
  const booking = found.rows[0];
  if (!booking) throw new Error(`no reservation ${reservationId}`);
  const lookup = await t.call("POST", "/v1/reservation/lookup", {
    body: { reference: booking.reference, contact: booking.email },
  });
  const token = (lookup.json as { data?: { manage_token?: string } } | undefined)?.data?.manage_token;
  if (!token) throw new Error(`look-up of ${booking.reference} failed: ${lookup.text}`);
  return { "x-manage-token": token };
}

/** Fields of the reservation body to replace (any shape: tests send wrong ones on purpose). */
export type BookingOverrides = Record<string, unknown>;

/**
 * A manager's call to /v1/admin as the site's /api/admin makes it (docs/studio-tools.md): the
 * admin key and who the manager is. `hotel` is read at call time (suites start it in beforeAll).
 */
export function asManager(hotel: () => TestHotel, manager: { id: string; name: string }) {
  const headers = { "x-manager-id": manager.id, "x-manager-name": encodeURIComponent(manager.name) };
  return (method: string, path: string, body?: unknown) =>
    hotel().call(method, path, { key: "admin", headers, ...(body === undefined ? {} : { body }) });
}

/** A valid reservation body: one Делюкс, flexible rate, 1–3 December 2026, unless overridden. */
export function bookingBody(overrides: BookingOverrides = {}): Record<string, unknown> {
  return {
    check_in_date: "2026-12-01",
    check_out_date: "2026-12-03",
    main_guest: {
      first_name: "Анна",
      middle_name: "Сергеевна",
      last_name: "Иванова",
      phone: "+79991234567",
      email: "Anna.Ivanova@example.ru",
      special_offers_permission: true,
      personal_data_permission: true,
    },
    choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 2 }],
    ...overrides,
  };
}

/** Asserts a success status and parses the body with the API's own response schema. */
export function expectData<T extends z.ZodType>(result: CallResult, status: number, schema: T): z.infer<T> {
  expect(result.status, result.text).toBe(status);
  const parsed = schema.safeParse(result.json);
  expect(parsed.error, `response does not match its schema: ${result.text.slice(0, 500)}`).toBeUndefined();
  return parsed.data as z.infer<T>;
}

/** Asserts the error envelope with the given status and code; returns the error. */
export function expectError(
  result: CallResult,
  status: number,
  code: string,
): z.infer<typeof ErrorBody>["error"] {
  expect(result.status, result.text).toBe(status);
  const parsed = ErrorBody.parse(result.json);
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message.length).toBeGreaterThan(0);
  return parsed.error;
}

/** A guest's hold of `bookingBody(overrides)`, as the engine answers it. */
export async function heldBooking(t: TestHotel, overrides: BookingOverrides = {}) {
  return expectData(
    await t.call("POST", "/v1/reservation", { body: bookingBody(overrides) }),
    201,
    ReservationResponse,
  ).data;
}

/** Pays a booking's invoice by card in the sandbox, as the guest would. */
export async function paidByCard(t: TestHotel, reservationId: string): Promise<void> {
  const invoice = expectData(
    await t.call("POST", `/v1/reservation/${reservationId}/invoice`, {
      headers: await guestProof(t, reservationId),
      body: { payment_provider_id: 1, payment_type: "card" },
    }),
    201,
    InvoiceResponse,
  ).data;
  const paymentId = invoice.confirmation_url?.split("/").at(-1) ?? "";
  expect((await t.hotel.sandbox.settle(paymentId, "succeeded"))?.status).toBe("succeeded");
}
