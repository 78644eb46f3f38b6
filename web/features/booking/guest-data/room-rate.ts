/**
 * The data step reached from a room page (`rrp={roomId},{rateId}` with the stay and one room's
 * guests in the address): the draft's single choice is that room type and rate, as the engine's
 * search for the stay offers them now.
 */
import { formatUrlDate, type IsoDate } from "@rules/dates";
import type { RoomGuests } from "@rules/guests";
import type { Availability } from "../api";
import { reachedStage, type BookingDraft } from "../draft";
import { chooseRoomPageRate } from "../transitions";

export interface RoomRateQuery {
  stay: { arrival: IsoDate; departure: IsoDate };
  rooms: RoomGuests[];
  roomId: number;
  rateId: number;
}

/** The stored draft already holds this room and rate for this stay and guests. */
export function draftHoldsRoomRate(draft: BookingDraft | undefined, query: RoomRateQuery): boolean {
  const choice = draft?.choices[0];
  const guests = query.rooms[0];
  return (
    draft !== undefined &&
    reachedStage(draft, "data") &&
    draft.choices.length === 1 &&
    draft.arrival_date === formatUrlDate(query.stay.arrival) &&
    draft.departure_date === formatUrlDate(query.stay.departure) &&
    choice?.room_type?.id === query.roomId &&
    choice.rate?.id === query.rateId &&
    choice.adults === guests?.adults &&
    choice.children === guests.children
  );
}

/**
 * The draft at «data» with the room and rate as the search offers them (keeping the stored draft's
 * spa extras and session), or undefined when the search does not offer them for this stay.
 */
export function roomRateDraft(
  stored: BookingDraft | undefined,
  availability: Availability,
  query: RoomRateQuery,
): BookingDraft | undefined {
  const offer = availability.choices[0]?.roomTypes.find((type) => type.id === query.roomId);
  const rate = offer?.rates.find((candidate) => candidate.id === query.rateId);
  if (!offer || !rate) return undefined;
  return chooseRoomPageRate(stored, query.stay, query.rooms, { roomType: offer, rate });
}
