/**
 * The hotel's hours (docs/booking-journey-check.md «Booking view»): rooms are ready from 14:00 and
 * are left by 12:00, hotel time. The times a guest picks on the booking form («Время заезда»,
 * «Время выезда») are when they plan to come and go, which is not the same thing: early check-in
 * and late check-out are granted when possible.
 */
export const CHECK_IN_FROM = "14:00";
export const CHECK_OUT_UNTIL = "12:00";
