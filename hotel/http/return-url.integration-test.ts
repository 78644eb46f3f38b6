/**
 * Where a payment returns the guest (docs/booking-engine.md «Where the payment returns the
 * guest»): /booking/success on SITE_URL; without SITE_URL, on the origin the guest asked for, as
 * the site vouched for it with HOTEL_SITE_SECRET — never a caller's own header.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_ORIGIN_HEADER,
  CLIENT_ORIGIN_SIGNATURE_HEADER,
  signClientOrigin,
} from "../../platform/client-address";
import { testTargets } from "../../platform/testing/databases";
import { createHotelClient } from "../client";
import { API_KEY, bookingBody, expectData, startTestHotel, type TestHotel } from "../testing/harness";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";

const SITE_SECRET = "return-url-site-secret-0123456789abcdef";
const LAN = "http://192.168.1.5:3000";
/** The browser session the tests' bookings are made in: the proof their invoices need. */
const SESSION = "return-url-guest";

describe.each(testTargets())("the payment's way back on $name", (target) => {
  /** `npm start` without SITE_URL: the engine's site URL is only the localhost default. */
  let unset: TestHotel;
  /** SITE_URL set. */
  let set: TestHotel;

  beforeAll(async () => {
    unset = await startTestHotel(target, {
      siteUrl: "http://localhost:3000",
      apiUrl: "http://localhost:3000/v1",
      returnToGuestOrigin: true,
      siteSecret: SITE_SECRET,
    });
    set = await startTestHotel(target, { siteSecret: SITE_SECRET });
  });
  afterAll(async () => {
    await unset.dispose();
    await set.dispose();
  });

  async function book(t: TestHotel, day: number): Promise<string> {
    return expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({ check_in_date: `2027-03-${day}`, check_out_date: `2027-03-${day + 1}` }),
        headers: { "x-session-id": SESSION },
      }),
      201,
      ReservationResponse,
    ).data.reservation_id;
  }

  /** The return URL without its token (which the invoice-access tests prove). */
  const withoutToken = (url: string | undefined) => url?.replace(/&token=[\w-]+$/, "");

  /** The return URL the sandbox was given for an invoice of the booking asked with `headers`. */
  async function returnUrlOf(t: TestHotel, reservationId: string, headers: Record<string, string>) {
    const invoice = expectData(
      await t.call("POST", `/v1/reservation/${reservationId}/invoice`, {
        body: { payment_provider_id: 1, payment_type: "card" },
        headers: { "x-session-id": SESSION, ...headers },
      }),
      201,
      InvoiceResponse,
    ).data;
    return sandboxReturnUrl(t, invoice.confirmation_url);
  }

  async function sandboxReturnUrl(t: TestHotel, confirmationUrl: string | null) {
    return (await t.hotel.sandbox.paymentForPage(confirmationUrl?.split("/").at(-1) ?? ""))?.returnUrl;
  }

  it("without SITE_URL returns a guest on http://192.168.1.5:3000 there, as the site's client vouched for it", async () => {
    const reservationId = await book(unset, 10);
    const client = createHotelClient({
      baseUrl: "http://hotel.test/v1",
      apiKey: API_KEY,
      clientOrigin: LAN,
      siteSecret: SITE_SECRET,
      fetch: (input, init) => Promise.resolve(unset.hotel.app.fetch(new Request(input, init))),
    });
    const invoice = await client.createInvoice(reservationId, { sessionId: SESSION });
    expect(withoutToken(await sandboxReturnUrl(unset, invoice.confirmationUrl))).toBe(
      `${LAN}/booking/success?reservation=${reservationId}`,
    );
    // The sandbox's pay page, served by the same server, is on the guest's origin too.
    expect(invoice.confirmationUrl).toMatch(new RegExp(`^${LAN}/v1/sandbox/pay/sbx_`));
  });

  it("ignores an origin the site did not sign, and a caller's X-Forwarded-Host: the default stands", async () => {
    const forged = {
      [CLIENT_ORIGIN_HEADER]: "http://evil.example",
      [CLIENT_ORIGIN_SIGNATURE_HEADER]: signClientOrigin(
        "not-the-site-secret-0123456789abcdef",
        "http://evil.example",
      ),
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      host: "evil.example",
    };
    const reservationId = await book(unset, 12);
    const returnUrl = await returnUrlOf(unset, reservationId, forged);
    expect(withoutToken(returnUrl)).toBe(
      `http://localhost:3000/booking/success?reservation=${reservationId}`,
    );
  });

  it("with SITE_URL returns every guest there, whatever origin the site vouches for", async () => {
    const reservationId = await book(set, 14);
    const vouched = {
      [CLIENT_ORIGIN_HEADER]: LAN,
      [CLIENT_ORIGIN_SIGNATURE_HEADER]: signClientOrigin(SITE_SECRET, LAN),
    };
    expect(withoutToken(await returnUrlOf(set, reservationId, vouched))).toBe(
      `http://site.test/booking/success?reservation=${reservationId}`,
    );
  });
});
