import "server-only";
/**
 * What the site says about a room category that the booking engine decides: the «от … ₽» (the
 * engine's lowest sellable nightly price from today, `GET /v1/rooms/types` `base_price`) and the
 * capacity in places (the engine's, which its bookings enforce). They are not content: a manager
 * changes prices in the Studio's «Цены и наличие», and the content holds neither number
 * (docs/studio-tools.md#one-source-for-room-prices-and-capacity).
 *
 * The answer is kept in Next.js's data cache under ENGINE_ROOMS_TAG: the admin route expires it
 * after every change of prices, and it is read again after five minutes anyway (a change made
 * with the admin key directly). Without the engine (a build with no engine running), the capacity
 * comes from the shared rule the engine is seeded from (rules/occupancy.ts) and no price is shown.
 */
import { cache } from "react";
import { hotelClient } from "@hotel/client";
import { ROOM_CATEGORIES } from "@rules/occupancy";
import { ENGINE_ROOMS_TAG } from "@web/lib/engine-cache";

export interface RoomFacts {
  /** The lowest sellable nightly price, ₽; null when the engine could not be asked. */
  priceFrom: number | null;
  /** Places (guests on their own beds). */
  capacity: number;
}

/** The engine's figures by room type id (= the content's `hotelRoomTypeId`). */
export const getRoomFacts = cache(async (): Promise<Map<number, RoomFacts>> => {
  const facts = new Map<number, RoomFacts>(
    ROOM_CATEGORIES.map((category) => [category.id, { priceFrom: null, capacity: category.capacity }]),
  );
  try {
    const cachedFetch: typeof fetch = (input, init) =>
      fetch(input, { ...init, cache: "force-cache", next: { tags: [ENGINE_ROOMS_TAG], revalidate: 300 } });
    const types = await hotelClient({ fetch: cachedFetch }).roomTypes();
    for (const type of types) facts.set(type.id, { priceFrom: type.basePrice, capacity: type.capacity });
  } catch (error) {
    console.error(
      "room prices: the booking engine could not be asked; pages show no «от» price until it answers",
      error instanceof Error ? error.message : String(error),
    );
  }
  return facts;
});

/** A room's facts; a type the engine does not know has no price and the rule's capacity. */
export function factsOf(facts: Map<number, RoomFacts>, roomTypeId: number | null | undefined): RoomFacts {
  return (
    (roomTypeId === null || roomTypeId === undefined ? undefined : facts.get(roomTypeId)) ?? {
      priceFrom: null,
      capacity: 0,
    }
  );
}
