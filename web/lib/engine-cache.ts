/**
 * The cache tag of what the site shows from the booking engine outside the booking journey: the
 * rooms' «от … ₽» (the lowest sellable night) and capacity, read with `getRoomFacts()`
 * (web/features/rooms/room-facts.ts). The admin route expires it when a manager changes prices
 * or rates, so the next page render reads them again.
 */
export const ENGINE_ROOMS_TAG = "hotel-rooms";
