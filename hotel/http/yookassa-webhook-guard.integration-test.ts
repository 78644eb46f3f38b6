/**
 * What a forged YooKassa notification may cost (docs/booking-engine.md «Payments: YooKassa»): the
 * engine behind a trusted proxy on loopback, so each notification's sender is the address the
 * proxy forwarded; every call the engine makes to the fake YooKassa is counted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "../../platform/client-address";
import { testTargets } from "../../platform/testing/databases";
import { FakeYooKassa } from "../testing/fake-yookassa";
import { bookingBody, expectData, startTestHotel, type TestHotel } from "../testing/harness";
import { listen, type HttpHotel } from "../testing/http";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";

/** Inside YooKassa's published ranges (185.71.76.0/27, 77.75.153.0/25, 2a02:5180::/32), and outside. */
const YOOKASSA_V4 = "185.71.76.10";
const YOOKASSA_V4_OTHER = "77.75.153.77";
const YOOKASSA_V6 = "2a02:5180::25";
const STRANGER = "203.0.113.9";

const UNKNOWN_ID = "2f5a1b2c-000f-5000-9000-1b2c3d4e5f60";

describe.each(testTargets())("YooKassa notifications are cheap to forge against on $name", (target) => {
  let fake: FakeYooKassa;
  let t: TestHotel;
  let server: HttpHotel;

  beforeAll(async () => {
    fake = await FakeYooKassa.start({ notifyRefunds: false });
    t = await startTestHotel(target, {
      yookassa: {
        shopId: fake.shopId,
        secretKey: fake.secretKey,
        apiUrl: fake.url,
        timeoutMs: 400,
        attempts: 2,
        backoffMs: 5,
      },
      // The published senders (the default) behind a proxy on loopback.
      trustedProxies: parseTrustedProxies("loopback"),
      rateLimitPerMinute: 1000,
    });
    server = await listen(t.hotel);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
    await t.dispose();
  });

  /** POSTs a notification as if from `sender`, through the trusted proxy. */
  async function notify(sender: string | undefined, event: string, object: Record<string, unknown>) {
    const response = await fetch(`${server.origin}/v1/payments/yookassa/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(sender ? { "x-forwarded-for": sender } : {}) },
      body: JSON.stringify({ type: "notification", event, object }),
    });
    return { status: response.status, json: (await response.json()) as unknown };
  }

  /** The browser session the bookings are made in: the proof their invoices need. */
  const GUEST_SESSION = { "x-session-id": "webhook-guard-guest" };

  /** A held booking with an invoice at the fake; returns the reservation and the fake's payment id. */
  async function bookAndBill(checkIn: string, checkOut: string) {
    const booked = expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({ check_in_date: checkIn, check_out_date: checkOut }),
        headers: GUEST_SESSION,
      }),
      201,
      ReservationResponse,
    ).data;
    const bill = expectData(
      await t.call("POST", `/v1/reservation/${booked.reservation_id}/invoice`, {
        body: { payment_provider_id: 1, payment_type: "card" },
        headers: GUEST_SESSION,
      }),
      201,
      InvoiceResponse,
    ).data;
    const paymentId = new URL(bill.confirmation_url ?? "http://x/").searchParams.get("orderId") ?? "";
    return { reservationId: booked.reservation_id, paymentId };
  }

  const invoiceStatus = async (reservationId: string) =>
    expectData(
      await t.call("GET", `/v1/reservation/${reservationId}/invoice`, { headers: GUEST_SESSION }),
      200,
      InvoiceResponse,
    ).data.status;

  it("answers a notification about an unknown payment or refund without calling YooKassa", async () => {
    const calls = fake.requests.length;
    for (let index = 0; index < 15; index++) {
      const id = UNKNOWN_ID.replace(/0$/, index.toString(16));
      const refund = await notify(YOOKASSA_V4, "refund.succeeded", {
        id,
        payment_id: id,
        status: "succeeded",
      });
      expect(refund).toEqual({ status: 200, json: { data: { duplicate: false, status: "ignored" } } });
      const payment = await notify(YOOKASSA_V4, "payment.succeeded", { id, status: "succeeded" });
      expect(payment).toEqual({ status: 200, json: { data: { duplicate: false, status: "ignored" } } });
    }
    // 30 forged notifications: not one call with the shop's credentials.
    expect(fake.requests.length).toBe(calls);
  });

  it("refuses a sender outside YooKassa's ranges with 403 and no call, even for a real payment", async () => {
    const { reservationId, paymentId } = await bookAndBill("2026-12-10", "2026-12-11");
    await fake.pay(paymentId, "succeeded", { notify: false });
    const calls = fake.requests.length;
    for (const sender of [STRANGER, undefined]) {
      const refused = await notify(sender, "payment.succeeded", { id: paymentId, status: "succeeded" });
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ error: { code: "WEBHOOK_SENDER_REFUSED" } });
    }
    expect(fake.requests.length).toBe(calls);
    // Nothing recorded from the refused ones; the status poll, which asks YooKassa itself, still sees the payment.
    expect(await t.count("payment_events")).toBe(0);
    expect(await invoiceStatus(reservationId)).toBe("succeeded");
  });

  it("settles a known payment from YooKassa's addresses (IPv4 and IPv6), and asks no more once it is final", async () => {
    for (const [sender, dates] of [
      [YOOKASSA_V4_OTHER, ["2026-12-12", "2026-12-13"]],
      [YOOKASSA_V6, ["2026-12-14", "2026-12-15"]],
    ] as const) {
      const { reservationId, paymentId } = await bookAndBill(dates[0], dates[1]);
      await fake.pay(paymentId, "succeeded", { notify: false });
      const asked = fake.received("GET", `/payments/${paymentId}`).length;
      const settled = await notify(sender, "payment.succeeded", { id: paymentId, status: "succeeded" });
      expect(settled).toEqual({ status: 200, json: { data: { duplicate: false, status: "succeeded" } } });
      expect(fake.received("GET", `/payments/${paymentId}`).length).toBe(asked + 1);
      const booking = await t.call("GET", `/v1/admin/reservations/${reservationId}`, { key: "admin" });
      expect(booking.json).toMatchObject({ data: { reservation: { status: "confirmed" } } });

      // A repeat (or a forgery naming it) of a payment whose end we know costs no call.
      const repeat = await notify(sender, "payment.canceled", { id: paymentId, status: "canceled" });
      expect(repeat).toEqual({ status: 200, json: { data: { duplicate: true, status: "succeeded" } } });
      expect(fake.received("GET", `/payments/${paymentId}`).length).toBe(asked + 1);
    }
  });
});

describe.each(testTargets())("YooKassa notifications per sender on $name", (target) => {
  let fake: FakeYooKassa;
  let t: TestHotel;
  let server: HttpHotel;

  beforeAll(async () => {
    fake = await FakeYooKassa.start();
    t = await startTestHotel(target, {
      yookassa: { shopId: fake.shopId, secretKey: fake.secretKey, apiUrl: fake.url },
      trustedProxies: parseTrustedProxies("loopback"),
      rateLimitPerMinute: 10,
    });
    server = await listen(t.hotel);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
    await t.dispose();
  });

  const forge = (sender: string) =>
    fetch(`${server.origin}/v1/payments/yookassa/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": sender },
      body: JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: UNKNOWN_ID } }),
    });

  it("answers 429 with Retry-After past the budget of one sender; another sender keeps its own", async () => {
    for (let index = 0; index < 10; index++) expect((await forge(YOOKASSA_V4)).status).toBe(200);
    const limited = await forge(YOOKASSA_V4);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await forge(YOOKASSA_V6)).status).toBe(200);
  });
});
