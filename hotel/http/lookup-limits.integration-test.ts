/**
 * The look-up's limits as strangers meet them (docs/booking-engine.md «Limits and errors»): wrong
 * tries about a booking never lock its guest out, one address cannot hammer a reference, many
 * addresses together get one wrong try each once a reference is under attack, and an IPv6 /64 is
 * one client.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_SIGNATURE_HEADER,
  signClientAddress,
} from "../../platform/client-address";
import { bookingBody, expectData, startTestHotel, type TestHotel } from "../testing/harness";
import { ReservationResponse } from "./schemas/reservations";

/** Redis keeps counts between runs: the addresses and the booking's reference are new every run. */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const SITE_SECRET = "lookup-limits-site-secret-0123456789abcdef";
const CONTACT = "Anna.Ivanova@example.ru";

/** A fresh IPv4 guest from the benchmarking range. */
const newAddress = () => `198.18.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 254)}`;
/** A fresh IPv6 /64 from the documentation range, as its written prefix. */
const newNetwork = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;

describe.each(testTargets())("booking look-up limits on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target, { rateLimitPerMinute: 300, siteSecret: SITE_SECRET, redisUrl });
  });
  afterAll(async () => {
    await t.dispose();
  });

  /** A look-up as the site makes it for a guest at `address`. */
  const lookUp = async (address: string, reference: string, contact: string) =>
    (
      await t.call("POST", "/v1/reservation/lookup", {
        headers: {
          [CLIENT_ADDRESS_HEADER]: address,
          [CLIENT_SIGNATURE_HEADER]: signClientAddress(SITE_SECRET, address),
        },
        body: { reference, contact },
      })
    ).status;

  const book = async () =>
    expectData(await t.call("POST", "/v1/reservation", { body: bookingBody() }), 201, ReservationResponse)
      .data.reference;

  it("lets the guest in from a fresh address after strangers' 20 wrong tries from two addresses", async () => {
    const reference = await book();
    for (const stranger of [newAddress(), newAddress()])
      for (let index = 0; index < 10; index++)
        expect([404, 429]).toContain(await lookUp(stranger, reference, `guess${index}@example.ru`));
    expect(await lookUp(newAddress(), reference, CONTACT)).toBe(200);
  });

  it("stops one address hammering one reference, right contact or wrong, and no one else", async () => {
    const reference = await book();
    const stranger = newAddress();
    for (let index = 0; index < 5; index++)
      expect(await lookUp(stranger, reference, `guess${index}@example.ru`)).toBe(404);
    // Five wrong answers about this reference: refused, whatever the contact, so a refusal tells nothing.
    expect(await lookUp(stranger, reference, "guess5@example.ru")).toBe(429);
    expect(await lookUp(stranger, reference, CONTACT)).toBe(429);
    expect(await lookUp(newAddress(), reference, CONTACT)).toBe(200);
  });

  it("gives each address one wrong try at a reference that has had 30, and still lets the guest in", async () => {
    const reference = await book();
    for (let stranger = 0; stranger < 6; stranger++) {
      const address = newAddress();
      for (let index = 0; index < 5; index++)
        expect(await lookUp(address, reference, `guess${stranger}-${index}@example.ru`)).toBe(404);
    }
    const late = newAddress();
    expect(await lookUp(late, reference, "late@example.ru")).toBe(404);
    expect(await lookUp(late, reference, "late2@example.ru")).toBe(429);
    expect(await lookUp(newAddress(), reference, CONTACT)).toBe(200);
  });

  it("counts two addresses of one IPv6 /64 as one client", async () => {
    const network = newNetwork();
    const tries = Array.from({ length: 11 }, (_, index) => `BBBB${String(index).padStart(4, "2")}`);
    // Ten look-ups in ten minutes per client, shared by the network's addresses.
    for (const [index, reference] of tries.slice(0, 10).entries())
      expect(await lookUp(`${network}::${index + 1}`, reference, CONTACT)).toBe(404);
    expect(await lookUp(`${network}:ffff:ffff:ffff:ffff`, tries[10] ?? "", CONTACT)).toBe(429);
    expect(await lookUp(`${newNetwork()}::1`, tries[10] ?? "", CONTACT)).toBe(404);
  });
});
