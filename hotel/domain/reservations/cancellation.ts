/**
 * A flexible («Оптимальный») room cancels free until its deadline: by default 48 hours before
 * check-in at 14:00 hotel time, unless a manager set other hours on the rate. The deadline is
 * computed whenever a room is priced, so it always follows the booking's current arrival; what
 * the money may do at that deadline is money/terms.ts (docs/money.md).
 */
import { CHECK_IN_FROM, hotelInstant, type IsoDate } from "../../../rules";

export function freeCancellationUntil(arrival: IsoDate, freeCancellationHours: number | null): Date | null {
  if (freeCancellationHours === null) return null;
  return new Date(hotelInstant(arrival, CHECK_IN_FROM).getTime() - freeCancellationHours * 3_600_000);
}
