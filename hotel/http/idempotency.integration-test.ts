import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_SIGNATURE_HEADER,
  signClientAddress,
} from "../../platform/client-address";
import { testTargets } from "../../platform/testing/databases";
import {
  NOW,
  bookingBody,
  expectData,
  expectError,
  startTestHotel,
  type TestHotel,
} from "../testing/harness";
import { CancelResponse, LookupResponse } from "./schemas/manage";
import { ReservationResponse } from "./schemas/reservations";

const SITE_SECRET = "site-secret-for-idempotency-0123456789abcdef";

/** A guest's address as the site vouches for it (X-Hotel-Client-Address and its signature). */
const guest = (address: string) => ({
  [CLIENT_ADDRESS_HEADER]: address,
  [CLIENT_SIGNATURE_HEADER]: signClientAddress(SITE_SECRET, address),
});

// docs/booking-engine.md#idempotency
describe.each(testTargets())("Idempotency-Key records on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target, { siteSecret: SITE_SECRET });
  });
  afterAll(async () => {
    await t.dispose();
  });

  const reserve = (body: unknown, headers: Record<string, string>) =>
    t.call("POST", "/v1/reservation", { body, headers });

  async function bookAndLookUp(day: string, next: string) {
    const booked = expectData(
      await reserve(bookingBody({ check_in_date: day, check_out_date: next }), {}),
      201,
      ReservationResponse,
    ).data;
    const token = await lookUp(booked.reference);
    return { booked, token };
  }

  async function lookUp(reference: string, headers: Record<string, string> = {}) {
    return expectData(
      await t.call("POST", "/v1/reservation/lookup", {
        body: { reference, contact: "anna.ivanova@example.ru" },
        headers,
      }),
      200,
      LookupResponse,
    ).data.manage_token;
  }

  it("replays within 24 hours; after that the key is a fresh request and the old record is gone", async () => {
    const body = bookingBody({ check_in_date: "2027-02-01", check_out_date: "2027-02-02" });
    const first = expectData(await reserve(body, { "idempotency-key": "ttl-1" }), 201, ReservationResponse);
    t.clock.advanceMinutes(24 * 60 - 1);
    const replay = await reserve(body, { "idempotency-key": "ttl-1" });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(expectData(replay, 201, ReservationResponse).data.reservation_id).toBe(first.data.reservation_id);

    t.clock.advanceMinutes(2);
    const fresh = await reserve(body, { "idempotency-key": "ttl-1" });
    expect(fresh.headers.get("idempotent-replayed")).toBeNull();
    expect(expectData(fresh, 201, ReservationResponse).data.reservation_id).not.toBe(
      first.data.reservation_id,
    );
    expect(await t.count("idempotency_keys")).toBe(1);
  });

  it("deletes every expired record when a keyed request comes, whatever its key", async () => {
    const body = bookingBody({ check_in_date: "2027-02-03", check_out_date: "2027-02-04" });
    expectData(await reserve(body, { "idempotency-key": "old-1" }), 201, ReservationResponse);
    t.clock.advanceMinutes(25 * 60);
    await t.call("POST", "/v1/reservation/lookup", {
      body: { reference: "AAAAAAAA", contact: "x@example.ru" },
      headers: { "idempotency-key": "other" },
    });
    expect(
      await t.count("idempotency_keys", `created_at < '${NOW}'::timestamptz + interval '24 hours'`),
    ).toBe(0);
  });

  it("never stores a look-up: its manage token is not kept, and a repeat hands out a fresh one", async () => {
    const booked = expectData(
      await reserve(bookingBody({ check_in_date: "2027-02-05", check_out_date: "2027-02-06" }), {}),
      201,
      ReservationResponse,
    ).data;
    const first = await lookUp(booked.reference, { "idempotency-key": "lookup-1" });
    const second = await lookUp(booked.reference, { "idempotency-key": "lookup-1" });
    expect(second).not.toBe(first);
    expect(await t.count("idempotency_keys", `response_body LIKE '%manage_token%'`)).toBe(0);
    expect(await t.count("idempotency_keys", `response_body LIKE '%${first}%'`)).toBe(0);
  });

  it("stores neither the key as sent nor the manage token", async () => {
    const { booked, token } = await bookAndLookUp("2027-02-07", "2027-02-08");
    expectData(
      await t.call("POST", `/v1/reservation/${booked.reservation_id}/cancel`, {
        body: {},
        headers: { "idempotency-key": "visible-key-42", "x-manage-token": token },
      }),
      200,
      CancelResponse,
    );
    expect(await t.count("idempotency_keys", `key LIKE '%visible-key-42%'`)).toBe(0);
    expect(
      await t.count("idempotency_keys", `key LIKE '%${token}%' OR response_body LIKE '%${token}%'`),
    ).toBe(0);
  });

  it("binds the key to the caller: another guest's same key and body is their own request", async () => {
    const body = bookingBody({ check_in_date: "2027-02-09", check_out_date: "2027-02-10" });
    const mine = expectData(
      await reserve(body, { "idempotency-key": "shared", ...guest("198.51.100.7") }),
      201,
      ReservationResponse,
    );
    const theirs = await reserve(body, { "idempotency-key": "shared", ...guest("203.0.113.9") });
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(expectData(theirs, 201, ReservationResponse).data.reservation_id).not.toBe(
      mine.data.reservation_id,
    );
    const again = await reserve(body, { "idempotency-key": "shared", ...guest("198.51.100.7") });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("binds the key to the route: the same key on another POST is not refused as reused", async () => {
    const { booked, token } = await bookAndLookUp("2027-02-11", "2027-02-12");
    const headers = { "idempotency-key": "route-1", "x-manage-token": token };
    const quote = await t.call("POST", `/v1/reservation/${booked.reservation_id}/change/quote`, {
      body: { check_in_date: "2027-02-11", check_out_date: "2027-02-13" },
      headers,
    });
    expect(quote.status).toBe(200);
    const cancel = await t.call("POST", `/v1/reservation/${booked.reservation_id}/cancel`, {
      body: {},
      headers,
    });
    expect(cancel.headers.get("idempotent-replayed")).toBeNull();
    expectData(cancel, 200, CancelResponse);
  });

  it("checks the manage token before answering a replay", async () => {
    const { booked, token } = await bookAndLookUp("2027-02-13", "2027-02-14");
    const cancel = (manageToken: string) =>
      t.call("POST", `/v1/reservation/${booked.reservation_id}/cancel`, {
        body: {},
        headers: { "idempotency-key": "cancel-1", "x-manage-token": manageToken },
      });
    expectData(await cancel(token), 200, CancelResponse);
    expect((await cancel(token)).headers.get("idempotent-replayed")).toBe("true");

    // Another session's token is another caller: no replay of the first one's answer.
    const other = await lookUp(booked.reference);
    const withOther = await cancel(other);
    expect(withOther.headers.get("idempotent-replayed")).toBeNull();

    // The first token expires (60 minutes): its replay is refused like any request with it.
    t.clock.advanceMinutes(61);
    expectError(await cancel(token), 401, "MANAGE_TOKEN_INVALID");
  });
});
