import { describe, expect, expectTypeOf, it } from "vitest";
import { camelKey, camelKeys, type Camel } from "./case";

describe("camelKey", () => {
  it("capitalises what follows each underscore", () => {
    expect(camelKey("free_cancellation_until")).toBe("freeCancellationUntil");
    expect(camelKey("idx")).toBe("idx");
    expect(camelKey("already_camelCase")).toBe("alreadyCamelCase");
  });

  it("keeps digits, after an underscore too, as the type does", () => {
    expect(camelKey("room_2")).toBe("room2");
    expect(camelKey("line_2_address")).toBe("line2Address");
    expect(camelKey("v2_api")).toBe("v2Api");
    expectTypeOf<keyof Camel<{ room_2: 1; line_2_address: 1; v2_api: 1 }>>().toEqualTypeOf<
      "room2" | "line2Address" | "v2Api"
    >();
  });

  it("drops leading, doubled and trailing underscores the same way the type does", () => {
    expect(camelKey("_private")).toBe("Private");
    expect(camelKey("a__b")).toBe("aB");
    expect(camelKey("a_")).toBe("a");
    expectTypeOf<keyof Camel<{ _private: 1; a__b: 1; a_: 1 }>>().toEqualTypeOf<"Private" | "aB" | "a">();
  });
});

describe("camelKeys", () => {
  const wire = {
    reservation_id: "r-1",
    hold_expires_at: null,
    main_guest: { first_name: "Анна", special_offers_permission: false },
    rooms: [
      { room_type_id: 1, nightly: [{ date: "2026-12-01", amount: 14000 }], free_cancellation_until: null },
      { room_type_id: 2, nightly: [], free_cancellation_until: "2026-11-29T12:00:00.000Z" },
    ],
    icon_ids: [101, 106],
    transfer: { type: "to" as const, arrival_flight_number: undefined },
  };

  it("converts the keys of nested objects and of objects in arrays, not the values", () => {
    expect(camelKeys(wire)).toEqual({
      reservationId: "r-1",
      holdExpiresAt: null,
      mainGuest: { firstName: "Анна", specialOffersPermission: false },
      rooms: [
        { roomTypeId: 1, nightly: [{ date: "2026-12-01", amount: 14000 }], freeCancellationUntil: null },
        { roomTypeId: 2, nightly: [], freeCancellationUntil: "2026-11-29T12:00:00.000Z" },
      ],
      iconIds: [101, 106],
      transfer: { type: "to", arrivalFlightNumber: undefined },
    });
  });

  it("names the converted type as it makes the value", () => {
    const site = camelKeys(wire);
    expectTypeOf(site.rooms[0]!.roomTypeId).toEqualTypeOf<number>();
    expectTypeOf(site.rooms[0]!.freeCancellationUntil).toEqualTypeOf<string | null>();
    expectTypeOf(site.mainGuest).toEqualTypeOf<{ firstName: string; specialOffersPermission: boolean }>();
    expectTypeOf(site.transfer.type).toEqualTypeOf<"to">();
    expectTypeOf<Camel<{ a_b?: string | undefined }>>().toEqualTypeOf<{ aB?: string | undefined }>();
  });

  it("leaves Dates, other class instances, primitives and null untouched", () => {
    const at = new Date("2026-11-22T09:00:00Z");
    const url = new URL("https://site.test/a_b");
    const site = camelKeys({ paid_at: at, page_url: url, list_of_dates: [at] });
    expect(site.paidAt).toBe(at);
    expect(site.pageUrl).toBe(url);
    expect(site.listOfDates[0]).toBe(at);
    expectTypeOf(site.paidAt).toEqualTypeOf<Date>();
    expect(camelKeys(null)).toBeNull();
    expect(camelKeys("snake_case_text")).toBe("snake_case_text");
    expect(camelKeys(7)).toBe(7);
  });

  it("does not change its argument", () => {
    const before = structuredClone(wire);
    camelKeys(wire);
    expect(wire).toEqual(before);
  });
});
