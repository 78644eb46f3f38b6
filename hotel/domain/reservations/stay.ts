/**
 * A stay the engine will sell: arrival not before the hotel's today (Europe/Kaliningrad),
 * departure after arrival, at most MAX_NIGHTS nights. Nights = departure − arrival.
 */
import { MAX_STAY_NIGHTS, NIGHTS, pluralRu, nights, type IsoDate } from "../../../rules";
import { BookingError } from "../errors";

export const MAX_NIGHTS = MAX_STAY_NIGHTS;

export function checkStay(arrival: IsoDate, departure: IsoDate, today: IsoDate): number {
  const count = nights(arrival, departure);
  if (count < 1) {
    throw new BookingError("INVALID_STAY", "Дата выезда должна быть позже даты заезда", {
      check_in_date: arrival,
      check_out_date: departure,
    });
  }
  if (arrival < today) {
    throw new BookingError("ARRIVAL_IN_PAST", "Дата заезда уже прошла", { check_in_date: arrival, today });
  }
  if (count > MAX_NIGHTS) {
    throw new BookingError(
      "STAY_TOO_LONG",
      `Онлайн можно забронировать не больше ${MAX_NIGHTS} ${pluralRu(MAX_NIGHTS, NIGHTS)}`,
      {
        nights: count,
        max_nights: MAX_NIGHTS,
      },
    );
  }
  return count;
}
