/**
 * The payment step's cancellation note (docs/booking-journey-payment.md «Cancellation note»): the
 * real deadline each reserved room got when it was booked, in the hotel's zone, whatever the
 * browser's zone is.
 */
import type { DraftReservedRoom } from "../draft";
import { deadlineText } from "../format";

export { deadlineText };

export const NON_REFUNDABLE_NOTE = "Тариф без возврата: при отмене оплата не возвращается";
export const DEADLINE_PASSED_NOTE =
  "Срок бесплатной отмены по этому тарифу уже прошёл: при отмене оплата не возвращается";

type RoomTerms = Pick<DraftReservedRoom, "refundable" | "free_cancellation_until">;

/** The note for one room's terms at `now`. */
export function roomCancellationNote(room: RoomTerms, now: Date): string {
  if (!room.refundable || !room.free_cancellation_until) return NON_REFUNDABLE_NOTE;
  if (new Date(room.free_cancellation_until).getTime() <= now.getTime()) return DEADLINE_PASSED_NOTE;
  return `Бесплатная отмена до ${deadlineText(room.free_cancellation_until)} по времени отеля (Калининград)`;
}

/**
 * One line when every room has the same terms; otherwise a line per room, named by its category
 * and rate. Empty when the reservation's rooms are not known.
 */
export function cancellationNotes(
  rooms: readonly (RoomTerms & Pick<DraftReservedRoom, "room_type_title" | "rate_title">)[],
  now: Date,
): string[] {
  const notes = rooms.map((room) => roomCancellationNote(room, now));
  if (new Set(notes).size <= 1) return notes.slice(0, 1);
  return rooms.map(
    (room, index) => `${room.room_type_title}, «${room.rate_title}»: ${lowerFirst(notes[index] ?? "")}`,
  );
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
