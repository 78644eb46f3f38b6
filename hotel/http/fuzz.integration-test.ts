/**
 * Property-based fuzzing of every operation of the hotel API (docs/booking-engine.md#fuzzing-and-fault-tests):
 * the operations, their parameters and bodies are read from the API's own OpenAPI document, so a
 * new route is fuzzed as soon as it is documented. For any request — mostly well formed so that
 * it reaches the handlers, with junk at every level — the answer is never a 5xx, never shows the
 * server's internals, a 4xx is the API's JSON error, and a refused request stores nothing (every
 * table of the engine's schema has the rows it had, the inventory its taken rooms, the bookings
 * their statuses).
 *
 * The short form runs in CI (FUZZ_RUNS requests per operation, 12 by default); run it longer with
 * e.g. `FUZZ_RUNS=500 npx vitest run hotel/http/fuzz.integration-test.ts`, and replay a failure
 * with the FUZZ_SEED it printed.
 */
import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import {
  ADMIN_KEY,
  API_KEY,
  bookingBody,
  expectData,
  startTestHotel,
  type TestHotel,
} from "../testing/harness";
import { listen, type HttpHotel } from "../testing/http";
import {
  INTERNALS,
  oddString,
  operationsOf,
  requestArbitrary,
  type FuzzRequest,
  type Known,
  type OpenApiDocument,
  type Operation,
  wellFormedText,
} from "../testing/openapi-fuzz";
import { ErrorBody } from "./schemas/common";
import { ExtrasResponse } from "./schemas/extras";
import { LookupResponse } from "./schemas/manage";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** A longer run gets a longer budget: about 5 s per request to each operation, a minute at least. */
const TIMEOUT_MS = Math.max(60_000, RUNS * 5_000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** fast-check's settings: the run count, and the seed when one is given to replay a failure. */
function settings(numRuns: number): fc.Parameters<unknown> {
  return SEED === undefined ? { numRuns } : { numRuns, seed: SEED };
}

describe.each(testTargets())("fuzzing the API on $name", (target) => {
  let t: TestHotel;
  let document: OpenApiDocument;
  let operations: Operation[];
  const known: Known = {
    bookings: [],
    strings: [],
    today: "2026-11-22",
    fields: {
      first_name: ["Анна", "Пётр", "Mary-Jane"],
      middle_name: ["", "Сергеевна"],
      last_name: ["Иванова", "Сидоров"],
      phone: ["+79991234567", "+4915112345678"],
      email: ["anna.ivanova@example.ru", "guest@example.com"],
      contact: ["anna.ivanova@example.ru", "+79991234567", "89991234567"],
      arrival_time: ["14:00", "23:59"],
      departure_time: ["12:00"],
      reason: ["Планы изменились"],
    },
  };
  /** One statement that reads what a refused request must leave as it was. */
  let fingerprintQuery: string;
  /** Answers per operation (status, and the error's code), to show what the run reached. */
  const reached = new Map<string, Map<string, number>>();

  async function fingerprint(): Promise<Record<string, unknown>> {
    const result = await t.hotel.db.execute<Record<string, unknown>>(sql.raw(fingerprintQuery));
    return result.rows[0] ?? {};
  }

  beforeAll(async () => {
    t = await startTestHotel(target);
    // The whole document: the public one leaves the admin area out.
    const served = await t.call("GET", "/v1/admin/openapi.json", { key: "admin" });
    document = served.json as OpenApiDocument;
    operations = operationsOf(document);

    // Bookings to aim at: held ones, a paid one, each with a manage token, so that the requests
    // with a right id and token reach the view, change, cancel and invoice handlers.
    const stays = [
      ["2026-12-01", "2026-12-03", 1],
      ["2026-12-10", "2026-12-12", 2],
      ["2027-01-15", "2027-01-18", 3],
      ["2027-02-01", "2027-02-02", 1],
    ] as const;
    for (const [arrival, departure, roomTypeId] of stays) {
      const booked = expectData(
        await t.call("POST", "/v1/reservation", {
          body: bookingBody({
            check_in_date: arrival,
            check_out_date: departure,
            choices: [{ adults: 2, children: 0, room_type_id: roomTypeId, rate_id: 2 }],
          }),
        }),
        201,
        ReservationResponse,
      ).data;
      known.strings.push(booked.reference);
      (known.fields.reference ??= []).push(booked.reference);
      const found = expectData(
        await t.call("POST", "/v1/reservation/lookup", {
          body: { reference: booked.reference, contact: "anna.ivanova@example.ru" },
        }),
        200,
        LookupResponse,
      ).data;
      known.bookings.push({ id: booked.reservation_id, token: found.manage_token });
    }
    const invoice = expectData(
      await t.call("POST", `/v1/reservation/${known.bookings[1]?.id}/invoice`, {
        headers: { "x-manage-token": known.bookings[1]?.token ?? "" },
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      201,
      InvoiceResponse,
    ).data;
    await t.hotel.sandbox.settle(invoice.confirmation_url?.split("/").at(-1) ?? "", "succeeded");
    const extras = expectData(await t.call("GET", "/v1/extras"), 200, ExtrasResponse).data.extras;
    known.fields.code = extras.map((extra) => extra.code);
    known.strings.push(...known.fields.code);
    known.strings.push("anna.ivanova@example.ru", "+79991234567", "89991234567", "Анна", "sandbox", "new");

    const tables = await t.hotel.db.execute<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'hotel' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    fingerprintQuery = `SELECT ${[
      ...tables.rows.map((row) => `(SELECT count(*)::int FROM hotel."${row.name}") AS "${row.name}"`),
      `(SELECT coalesce(sum(taken), 0)::int FROM hotel.inventory) AS taken_rooms`,
      `(SELECT string_agg(status || ':' || n, ',' ORDER BY status) FROM
         (SELECT status, count(*) AS n FROM hotel.reservations GROUP BY status) s) AS reservation_statuses`,
      `(SELECT string_agg(status || ':' || n, ',' ORDER BY status) FROM
         (SELECT status, count(*) AS n FROM hotel.reservation_changes GROUP BY status) s) AS change_statuses`,
      `(SELECT coalesce(sum(amount), 0)::bigint::text || ':' || count(*) FILTER (WHERE closed)
         FROM hotel.nightly_rates) AS prices`,
    ].join(",\n")}`;
  });

  afterAll(async () => {
    const lines = [...reached].map(
      ([operation, statuses]) =>
        `${operation.padEnd(28)} ${[...statuses]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([answer, count]) => `${answer}×${count}`)
          .join(" ")}`,
    );
    console.log(`fuzzing on ${target.name}, ${RUNS} requests per operation:\n${lines.join("\n")}`);
    await t?.dispose();
  });

  /** Sends one request in process and checks every property of its answer. */
  async function check(operation: Operation, request: FuzzRequest): Promise<void> {
    const before = await fingerprint();
    const response = await t.hotel.app.request(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    const code = response.status >= 400 ? /"code":"(\w+)"/.exec(text)?.[1] : undefined;
    const answer = code ? `${response.status} ${code}` : String(response.status);
    const answers = reached.get(operation.operationId) ?? new Map<string, number>();
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
    reached.set(operation.operationId, answers);

    const said = `${request.method} ${request.url.slice(0, 300)} → ${response.status} ${text.slice(0, 400)}`;
    expect(response.status, said).toBeLessThan(500);
    expect(text, said).not.toMatch(INTERNALS);
    if (response.status >= 400) {
      expect(response.headers.get("content-type"), said).toMatch(/^application\/json/);
      const parsed = ErrorBody.safeParse(JSON.parse(text));
      expect(parsed.success, `not the API's error: ${said}`).toBe(true);
      expect(await fingerprint(), `a refused request stored something: ${said}`).toEqual(before);
    }
    // Without the right key nothing gets past the key check; only the body cap, checked first
    // (it reads no more than a header), may refuse earlier.
    if (request.key !== "right") expect([401, 413], said).toContain(response.status);
  }

  it("documents the operations the site and the managers use, so they are all fuzzed", () => {
    const ids = operations.map((operation) => operation.operationId);
    for (const expected of [
      "searchRooms",
      "getCalendar",
      "listRoomTypes",
      "listExtras",
      "createReservation",
      "lookupReservation",
      "getReservation",
      "updateReservationComment",
      "updateReservationGuest",
      "quoteReservationChange",
      "changeReservation",
      "getCancellationTerms",
      "cancelReservation",
      "listPaymentVariants",
      "createInvoice",
      "getInvoice",
      "createGuestRequest",
      "sandboxWebhook",
      "yookassaWebhook",
    ]) {
      expect(ids).toContain(expected);
    }
  });

  it(
    "answers any request to any operation without a 5xx or internals, and refuses without storing",
    async () => {
      for (const operation of operations) {
        const requests = requestArbitrary(document, operation, known, {
          apiKey: API_KEY,
          adminKey: ADMIN_KEY,
        });
        await fc.assert(
          fc.asyncProperty(requests, (request) => check(operation, request)),
          settings(RUNS),
        );
      }
      // A fuzzer whose requests never get past the checks proves little about the handlers: most
      // operations must have had an answer other than a refusal of the request's form or key.
      const refusals = /^(400 VALIDATION_ERROR|401 UNAUTHORIZED|413|415)/;
      const stuck = operations
        .map((operation) => operation.operationId)
        .filter((id) => ![...(reached.get(id)?.keys() ?? [])].some((answer) => !refusals.test(answer)));
      expect(stuck.length, `never past validation: ${stuck.join(", ")}`).toBeLessThanOrEqual(
        Math.floor(operations.length / 5),
      );
    },
    TIMEOUT_MS,
  );

  describe("over real HTTP", () => {
    let http: HttpHotel;
    beforeAll(async () => {
      http = await listen(t.hotel);
    });
    afterAll(async () => {
      await http?.close();
    });

    /** A request with a raw target (no URL normalisation on the way), as a client may write it. */
    function raw(method: string, target: string, body?: string) {
      return new Promise<{ status: number; text: string; type: string }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: "127.0.0.1",
            port: http.port,
            method,
            path: target,
            headers: {
              "x-api-key": API_KEY,
              ...(body === undefined
                ? {}
                : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                text: Buffer.concat(chunks).toString("utf8"),
                type: response.headers["content-type"] ?? "",
              }),
            );
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    }

    const targetText = fc
      .tuple(
        fc.constantFrom(
          ...[
            "/v1/rooms",
            "/v1/rooms/calendar",
            "/v1/reservation",
            "/v1/reservation/lookup",
            "/v1/guest-requests",
            "/v1/payment/variants",
            "/v1/admin/reservations",
          ],
        ),
        fc.string({ unit: "binary-ascii", maxLength: 60 }),
        oddString,
      )
      .map(([path, tail, odd]) => {
        // Node's client refuses spaces and control characters in a target; anything else is sent as is.
        const safe = (text: string) =>
          text.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(wellFormedText(c)));
        return `${path}${safe(tail)}?q=${safe(odd.slice(0, 300))}`;
      });

    it(
      "answers raw, unnormalised targets and bodies without a 5xx",
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
            targetText,
            fc.option(fc.string({ unit: "binary", maxLength: 100 }), { nil: undefined }),
            async (method, path, body) => {
              const answer = await raw(method, path, method === "GET" ? undefined : body);
              const said = `${method} ${path} → ${answer.status} ${answer.text.slice(0, 300)}`;
              expect(answer.status, said).toBeLessThan(500);
              expect(answer.text, said).not.toMatch(INTERNALS);
              // Node's own parser refuses a target it cannot read with a bare 400 before the app
              // sees it; that is not the API's answer.
              const parserRefusal = answer.status === 400 && answer.text === "";
              if (answer.status >= 400 && !parserRefusal) {
                expect(answer.type, said).toMatch(/^application\/json/);
                expect(ErrorBody.safeParse(JSON.parse(answer.text)).success, said).toBe(true);
              }
            },
          ),
          settings(RUNS * 8),
        );
      },
      TIMEOUT_MS,
    );
  });
});
