/**
 * The payment step's cancellation note (docs/booking-journey-payment.md «Cancellation note»): the
 * real deadline each reserved room got when it was booked, in the hotel's zone, whatever the
 * browser's zone is.
 */
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import type { DraftReservedRoom } from "../draft";
import { deadlineText } from "../format";
import { journeyErrorWords } from "../error-words";

export { deadlineText };

export const NON_REFUNDABLE_NOTE = journeyErrorWords("ru")("cancellation.nonRefundable");

type RoomTerms = Pick<DraftReservedRoom, "refundable" | "free_cancellation_until">;

/** The note for one room's terms at `now`. */
export function roomCancellationNote(
  room: RoomTerms,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const t = journeyErrorWords(language);
  if (!room.refundable || !room.free_cancellation_until) return t("cancellation.nonRefundable");
  if (new Date(room.free_cancellation_until).getTime() <= now.getTime()) return t("cancellation.passed");
  return t("cancellation.until", { deadline: deadlineText(room.free_cancellation_until, language) });
}

/**
 * One line when every room has the same terms; otherwise a line per room, named by its category
 * and rate. Empty when the reservation's rooms are not known.
 */
export function cancellationNotes(
  rooms: readonly (RoomTerms & Pick<DraftReservedRoom, "room_type_title" | "rate_title">)[],
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): string[] {
  const notes = rooms.map((room) => roomCancellationNote(room, now, language));
  if (new Set(notes).size <= 1) return notes.slice(0, 1);
  const t = journeyErrorWords(language);
  return rooms.map((room, index) =>
    t("cancellation.perRoom", {
      room: room.room_type_title,
      rate: room.rate_title,
      note: lowerFirst(notes[index] ?? ""),
    }),
  );
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
