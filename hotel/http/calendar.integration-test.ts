import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { bookingBody, expectData, startTestHotel, type TestHotel } from "../testing/harness";
import { CalendarResponse } from "./schemas/rooms";

/**
 * The calendar says why a day cannot be booked: the smallest minimum stay of an arrival on each
 * sellable day, and the days without a price with their reason (closed or sold out), so the
 * date picker can explain a refusal before the guest searches (docs/booking-engine.md «Prices»).
 */
describe.each(testTargets())("price calendar reasons on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const calendar = async (query: string) =>
    expectData(await t.call("GET", `/v1/rooms/calendar?${query}`), 200, CalendarResponse).data;

  it("gives a three-night minimum for arrivals on 30 and 31 December, none around them", async () => {
    const data = await calendar("starts_at=2026-12-28&days=6");
    expect(data.starts_at).toBe("2026-12-28");
    expect(data.calendar.map((day) => [day.idx, day.min_stay ?? 1])).toEqual([
      [0, 1],
      [1, 1],
      [2, 3], // 30 December
      [3, 3], // 31 December
      [4, 1],
      [5, 1],
    ]);
    expect(data.unavailable).toEqual([]);
  });

  it("gives two nights for Friday and Saturday arrivals in July", async () => {
    // 2 July 2027 is a Friday.
    const data = await calendar("starts_at=2027-07-01&days=4");
    expect(data.calendar.map((day) => day.min_stay ?? 1)).toEqual([1, 2, 2, 1]);
  });

  it("reports the Villa's maintenance days as closed when asked for the Villa only", async () => {
    const villa = await calendar("starts_at=2027-01-31&days=20&room_type_id=6");
    expect(villa.calendar.map((day) => day.idx)).toEqual([0, 1, 16, 17, 18, 19]);
    expect(villa.unavailable).toEqual(
      Array.from({ length: 14 }, (_, index) => ({ idx: index + 2, reason: "closed" })),
    );
    // Other categories stay on sale: the whole hotel has a price every day.
    const hotel = await calendar("starts_at=2027-01-31&days=20");
    expect(hotel.calendar).toHaveLength(20);
    expect(hotel.unavailable).toEqual([]);
  });

  it("reports sold-out nights once the inventory is taken, and frees them when the hold runs out", async () => {
    const created = await t.call("POST", "/v1/reservation", {
      body: bookingBody({
        check_in_date: "2026-12-07",
        check_out_date: "2026-12-09",
        choices: [{ adults: 2, children: 0, room_type_id: 6, rate_id: 2 }],
      }),
      headers: { "x-session-id": "calendar-sold-out" },
    });
    expect(created.status, created.text).toBe(201);

    const villa = await calendar("starts_at=2026-12-06&days=4&room_type_id=6");
    expect(villa.calendar.map((day) => day.idx)).toEqual([0, 3]);
    expect(villa.unavailable).toEqual([
      { idx: 1, reason: "sold_out" },
      { idx: 2, reason: "sold_out" },
    ]);
    const hotel = await calendar("starts_at=2026-12-06&days=4");
    expect(hotel.unavailable).toEqual([]);

    t.clock.advanceMinutes(21);
    const later = await calendar("starts_at=2026-12-06&days=4&room_type_id=6");
    expect(later.unavailable).toEqual([]);
  });
});
