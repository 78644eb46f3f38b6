/**
 * The engine's HTTP surface against awkward requests, over real HTTP as `npm start` serves it:
 * bodies without a length, other media types, NUL characters and numbers past PostgreSQL's
 * integers are the client's mistakes (4xx with the API's JSON error, nothing stored), never a 500;
 * a refused oversized body closes its connection instead of leaving the next request to fail.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { API_KEY, bookingBody, startTestHotel, type TestHotel } from "../testing/harness";
import { listen, parseResponses, rawExchange, type HttpHotel } from "../testing/http";
import { ErrorBody } from "./schemas/common";
import { MAX_BODY_BYTES } from "./app";

const SEARCH = {
  check_in_date: "2026-12-01",
  check_out_date: "2026-12-03",
  layout: [{ adults: 2, children: 0 }],
};

/** A body sent as a stream: fetch sends it chunked, without Content-Length. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 1000)
        controller.enqueue(bytes.subarray(offset, offset + 1000));
      controller.close();
    },
  });
}

describe.each(testTargets())("the HTTP surface on $name", (target) => {
  let t: TestHotel;
  let http: HttpHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
    http = await listen(t.hotel);
  });
  afterAll(async () => {
    await http.close();
    await t.dispose();
  });

  async function send(
    method: string,
    path: string,
    init: { body?: BodyInit; headers?: Record<string, string>; key?: boolean } = {},
  ) {
    const headers: Record<string, string> = { "content-type": "application/json", ...init.headers };
    if (init.key !== false) headers["x-api-key"] = API_KEY;
    const response = await fetch(`${http.origin}${path}`, {
      method,
      headers,
      body: init.body,
      ...(init.body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
    const text = await response.text();
    return { status: response.status, text, headers: response.headers };
  }

  /** A 4xx in the API's envelope with the code, and no trace of the server's internals. */
  function expectRefusal(result: { status: number; text: string }, status: number, code: string) {
    expect(result.status, result.text).toBe(status);
    const body = ErrorBody.parse(JSON.parse(result.text));
    expect(body.error.code).toBe(code);
    expect(result.text).not.toMatch(/ at |\.ts:|node_modules|Failed query/);
  }

  describe("bodies without Content-Length (chunked)", () => {
    it("are read up to the limit and answered as any other body", async () => {
      const result = await send("POST", "/v1/rooms", { body: chunked(JSON.stringify(SEARCH)) });
      expect(result.status, result.text).toBe(200);
    });

    it("over the limit are refused with 413", async () => {
      const huge = JSON.stringify({ ...SEARCH, pad: "x".repeat(MAX_BODY_BYTES) });
      expectRefusal(await send("POST", "/v1/rooms", { body: chunked(huge) }), 413, "PAYLOAD_TOO_LARGE");
    });

    it("reach the payment provider's webhook too, which answers its own refusal", async () => {
      const result = await send("POST", "/v1/payments/sandbox/webhook", {
        body: chunked(JSON.stringify({ event: "payment.succeeded", object: { id: "nope" } })),
        key: false,
      });
      expect(result.status, result.text).toBeGreaterThanOrEqual(400);
      expect(result.status, result.text).toBeLessThan(500);
    });
  });

  it("refuses a body that is not JSON by its media type with 415", async () => {
    expectRefusal(
      await send("POST", "/v1/rooms", {
        body: JSON.stringify(SEARCH),
        headers: { "content-type": "text/plain" },
      }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
  });

  describe("values PostgreSQL cannot store are refused at validation, and nothing is stored", () => {
    const cases: [string, Record<string, unknown>][] = [
      ["a NUL character in a comment", { comment: "до\u0000после" }],
      [
        "a NUL character in a name",
        { main_guest: { ...(bookingBody().main_guest as object), last_name: "Ив\u0000" } },
      ],
      ["a NUL character in an extra's code", { extras: [{ code: "spa\u0000", quantity: 1 }] }],
      ["a NUL character in a key", { "note\u0000": "ok" }],
      [
        "a room type id past 32-bit integers",
        { choices: [{ adults: 2, children: 0, room_type_id: 3_000_000_000, rate_id: 2 }] },
      ],
      [
        "a rate id past 32-bit integers",
        { choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 2 ** 31 }] },
      ],
    ];
    it.each(cases)("%s", async (_name, override) => {
      const before = await t.count("reservations");
      const taken = await t.takenRooms(1, "2026-12-01");
      expectRefusal(
        await send("POST", "/v1/reservation", { body: JSON.stringify(bookingBody(override)) }),
        400,
        "VALIDATION_ERROR",
      );
      expect(await t.count("reservations")).toBe(before);
      expect(await t.takenRooms(1, "2026-12-01")).toBe(taken);
    });

    it("a NUL character in the query or the path", async () => {
      expectRefusal(await send("GET", "/v1/rooms/calendar?starts_at=2026-12-01%00"), 400, "VALIDATION_ERROR");
      expectRefusal(await send("GET", "/v1/rooms/calendar?room_type_id=3000000000"), 400, "VALIDATION_ERROR");
      const before = await t.count("guest_requests");
      expectRefusal(
        await send("POST", "/v1/guest-requests?x=%00", {
          body: JSON.stringify({
            first_name: "Анна",
            last_name: "Иванова",
            phone: "+79991234567",
            email: "anna@example.ru",
            personal_data_permission: true,
          }),
        }),
        400,
        "VALIDATION_ERROR",
      );
      expect(await t.count("guest_requests")).toBe(before);
    });
  });

  describe("a refused oversized body on a kept-alive connection", () => {
    const head = (length: number) =>
      `POST /v1/rooms HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${API_KEY}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${length}\r\nConnection: keep-alive\r\n\r\n`;
    const next = `GET /v1/rooms/types HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${API_KEY}\r\n\r\n`;

    it.each([20_000, 5_000_000])(
      "of %i bytes is answered 413 with Connection: close, and the connection is closed",
      async (size) => {
        const exchange = await rawExchange(http.port, [head(size), "x".repeat(size), next], { waitMs: 3000 });
        const [refusal, ...after] = parseResponses(exchange.text);
        expect(refusal?.status, exchange.text.slice(0, 300)).toBe(413);
        expect(refusal?.headers.connection).toBe("close");
        expect(exchange.closed).toBe(true);
        // Nothing is answered on a connection the server said it closes.
        expect(after).toEqual([]);
      },
    );

    it("sent chunked is answered 413 with Connection: close", async () => {
      const chunk = "x".repeat(4000);
      const framed = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
      const exchange = await rawExchange(http.port, [
        head(0).replace("Content-Length: 0", "Transfer-Encoding: chunked"),
        ...Array.from({ length: 6 }, () => framed),
        "0\r\n\r\n",
        next,
      ]);
      const [refusal] = parseResponses(exchange.text);
      expect(refusal?.status, exchange.text.slice(0, 300)).toBe(413);
      expect(refusal?.headers.connection).toBe("close");
      expect(exchange.closed).toBe(true);
    });

    it("while a body within the limit keeps the connection for the next request", async () => {
      const body = JSON.stringify(SEARCH);
      const exchange = await rawExchange(http.port, [head(Buffer.byteLength(body)) + body, next], {
        waitMs: 600,
      });
      const responses = parseResponses(exchange.text);
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
    });
  });

  describe("an unexpected failure", () => {
    it("is answered 500 with a request id and logged with codes and ids, never with the guest's data", async () => {
      const guest = {
        first_name: "Секретина",
        middle_name: "",
        last_name: "Персональнова",
        phone: "+79995550123",
        email: "secret.guest.4711@example.ru",
        special_offers_permission: false,
        personal_data_permission: true,
      };
      // A constraint the engine does not know of makes the insert fail as a broken database would.
      await t.hotel.db.execute(
        sql.raw(
          `ALTER TABLE hotel.reservations ADD CONSTRAINT forced_failure CHECK (comment IS DISTINCT FROM 'force a failure')`,
        ),
      );
      const logged = t.logs.length;
      const before = await t.count("reservations");
      const taken = await t.takenRooms(1, "2026-12-01");
      try {
        const result = await send("POST", "/v1/reservation", {
          body: JSON.stringify(bookingBody({ main_guest: guest, comment: "force a failure" })),
        });
        expect(result.status, result.text).toBe(500);
        const body = ErrorBody.parse(JSON.parse(result.text));
        expect(body.error.code).toBe("INTERNAL_ERROR");
        const requestId = (body.error.details as { request_id?: string } | undefined)?.request_id;
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(result.text).not.toMatch(/forced_failure|reservations|Failed query/);

        const log = t.logs.slice(logged).join("\n");
        expect(log).toContain(requestId);
        expect(log).toContain("23514");
        expect(log).toContain("forced_failure");
        for (const value of [
          guest.email,
          guest.phone,
          guest.phone.slice(1),
          guest.last_name,
          guest.first_name,
          "force a failure",
        ])
          expect(log, value).not.toContain(value);
        expect(log).not.toMatch(/params|Failing row/);
        expect(await t.count("reservations")).toBe(before);
        expect(await t.takenRooms(1, "2026-12-01")).toBe(taken);
      } finally {
        await t.hotel.db.execute(sql.raw(`ALTER TABLE hotel.reservations DROP CONSTRAINT forced_failure`));
      }
    });
  });
});
