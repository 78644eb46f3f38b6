/**
 * What the operator sees of a guest's whole booking (docs/operations.md): a journey through the
 * engine over real HTTP, served the way `npm run hotel-api` serves it (platform/observe.ts around
 * the engine) and logging through the real pino logger — search, book, look up, invoice, pay on
 * the sandbox's page with a card, read the invoice, cancel.
 *
 * - No personal data in any log line: every line the logger wrote and everything the process wrote
 *   to its standard output and error meanwhile is searched for the guest's names, phone, e-mail,
 *   card number and cardholder — none may appear (a line that logged the guest's body would).
 * - The request id: the one sent comes back in X-Request-Id and is on the lines of that request.
 * - The metrics: after the journey, /metrics on its own port shows the request by its route
 *   template, the booking, the succeeded payment, the refund and the outbox's rows.
 */
import { Writable } from "node:stream";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger, logTo } from "../../platform/logger";
import { startMetricsServer } from "../../platform/metrics";
import { observeRequest } from "../../platform/observe";
import { testTargets } from "../../platform/testing/databases";
import { requestListener } from "../hotel";
import { TEST_CARDS } from "../providers/payments/sandbox-cards";
import { API_KEY, bookingBody, startTestHotel, type TestHotel } from "../testing/harness";

const GUEST = {
  first_name: "Евлампия",
  middle_name: "Аристарховна",
  last_name: "Цыплакова",
  phone: "+79876543219",
  email: "Evlampia.Tsyplakova@example.org",
};
const CARD = TEST_CARDS.success.number;
const HOLDER = "EVLAMPIA TSYPLAKOVA";

/** Every way the guest's data could be written: as sent, in other cases, the phone's digits, the card grouped. */
const SECRETS = [
  GUEST.first_name,
  GUEST.middle_name,
  GUEST.last_name,
  GUEST.email,
  GUEST.email.toLowerCase(),
  "Tsyplakova",
  GUEST.phone,
  "9876543219",
  "987 654-32-19",
  "987 654 32 19",
  CARD,
  CARD.replace(/(\d{4})(?=\d)/g, "$1 "),
  HOLDER,
];

describe.each(testTargets())("a booking journey as the operator sees it on $name", (target) => {
  let t: TestHotel;
  let server: Server;
  let origin: string;
  let metrics: Server;
  let metricsUrl: string;
  const written: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString("utf8"));
        done();
      },
    });
    const log = logTo(createLogger({ level: "debug", format: "json", destination: sink }));
    t = await startTestHotel(target, { log, rateLimitPerMinute: 1000 });
    const listener = requestListener(t.hotel);
    server = createServer((req, res) => observeRequest(req, res, log, () => void listener(req, res)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    metrics = await startMetricsServer(0, "127.0.0.1");
    metricsUrl = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await new Promise((resolve) => metrics?.close(resolve));
    await t?.dispose();
  });

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        "x-api-key": API_KEY,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    const text = await response.text();
    return { status: response.status, text, headers: response.headers };
  }

  const data = <T>(text: string) => (JSON.parse(text) as { data: T }).data;

  /** A metric's value from the exposition text (the sum of its series matching `labels`). */
  function value(text: string, name: string, labels: Record<string, string> = {}): number {
    let sum = 0;
    for (const line of text.split("\n")) {
      const match = /^([a-z_]+)(\{[^}]*\})? ([\d.e+-]+)$/.exec(line);
      if (!match || match[1] !== name) continue;
      const set = match[2] ?? "";
      if (Object.entries(labels).every(([key, wanted]) => set.includes(`${key}="${wanted}"`)))
        sum += Number(match[3]);
    }
    return sum;
  }

  it("logs no personal data of a whole journey, names each request by its id, and moves the metrics", async () => {
    const before = await (await fetch(metricsUrl)).text();
    const stdout = vi.spyOn(process.stdout, "write");
    const stderr = vi.spyOn(process.stderr, "write");
    try {
      expect((await call("GET", "/v1/rooms/types")).status).toBeLessThan(500);
      const booked = await call(
        "POST",
        "/v1/reservation",
        bookingBody({
          check_in_date: "2026-12-10",
          check_out_date: "2026-12-12",
          main_guest: { ...GUEST, special_offers_permission: false, personal_data_permission: true },
          comment: `Позвоните ${GUEST.first_name} на ${GUEST.phone}`,
        }),
        { "x-request-id": "journey-book-1" },
      );
      expect(booked.status, booked.text).toBe(201);
      expect(booked.headers.get("x-request-id")).toBe("journey-book-1");
      const { reservation_id: id, reference } = data<{ reservation_id: string; reference: string }>(
        booked.text,
      );

      const lookup = await call("POST", "/v1/reservation/lookup", { reference, contact: GUEST.phone });
      expect(lookup.status, lookup.text).toBe(200);
      const token = { "x-manage-token": data<{ manage_token: string }>(lookup.text).manage_token };

      const invoice = await call(
        "POST",
        `/v1/reservation/${id}/invoice`,
        { payment_provider_id: 1, payment_type: "card" },
        token,
      );
      expect(invoice.status, invoice.text).toBe(201);
      const paymentId =
        data<{ confirmation_url: string }>(invoice.text).confirmation_url.split("/").at(-1) ?? "";
      const page = await call("GET", `/v1/sandbox/pay/${paymentId}`);
      const formToken = /name="token" value="([0-9a-f]+)"/.exec(page.text)?.[1] ?? "";
      const paid = await fetch(`${origin}/v1/sandbox/pay/${paymentId}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://site.test",
          "sec-fetch-site": "same-origin",
        },
        body: new URLSearchParams({
          token: formToken,
          number: CARD,
          expiry: "12/30",
          cvc: "123",
          holder: HOLDER,
        }),
      });
      expect(paid.status).toBe(303);
      const status = await call("GET", `/v1/reservation/${id}/invoice`, undefined, token);
      expect(data<{ status: string }>(status.text).status).toBe("succeeded");

      const canceled = await call(
        "POST",
        `/v1/reservation/${id}/cancel`,
        { reason: "Планы изменились" },
        token,
      );
      expect(canceled.status, canceled.text).toBe(200);
    } finally {
      for (const spy of [stdout, stderr]) {
        for (const [chunk] of spy.mock.calls) written.push(String(chunk));
        spy.mockRestore();
      }
    }

    const log = written.join("");
    // The log is there to be searched: one JSON line per request, the one sent named by its id.
    const lines = log
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.some((line) => line.requestId === "journey-book-1" && line.route === "/v1/reservation"),
    ).toBe(true);
    expect(lines.filter((line) => typeof line.route === "string").length).toBeGreaterThanOrEqual(7);
    for (const secret of SECRETS)
      expect(log.toLowerCase(), `the log shows «${secret}»`).not.toContain(secret.toLowerCase());

    const after = await (await fetch(metricsUrl)).text();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels);
    expect(
      moved("http_request_duration_seconds_count", {
        route: "/v1/reservation",
        method: "POST",
        status: "201",
      }),
    ).toBe(1);
    expect(moved("http_request_duration_seconds_count", { route: "/v1/reservation/:id/cancel" })).toBe(1);
    expect(moved("hotel_bookings")).toBe(1);
    expect(moved("hotel_bookings", { status: "canceled" })).toBe(1);
    expect(moved("hotel_bookings_paid")).toBe(1);
    expect(moved("hotel_payments", { state: "succeeded", provider: "sandbox" })).toBe(1);
    expect(moved("hotel_refunds")).toBe(1);
    expect(value(after, "hotel_outbox_rows")).toBeGreaterThan(value(before, "hotel_outbox_rows"));
    expect(after).toContain("hotel_outbox_oldest_pending_age_seconds");
    expect(after).toContain("nodejs_eventloop_lag_seconds");
    expect(after).toContain("nodejs_heap_size_used_bytes");
    expect(after).toContain("hotel_hold_limit_refusals_total");
    expect(after).toContain("page_cache_requests_total");
  });
});
