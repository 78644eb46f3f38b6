/**
 * To the guest when a manager changed their paid booking and the change costs more: the booking
 * stays as it is until the difference is paid on the site, and the change lapses unpaid after the
 * deadline (docs/booking-engine.md «A manager's change that costs more»).
 */
import { Link } from "@react-email/link";
import { nights } from "../../../rules";
import type { MailBooking, MailHotel, MailPendingChange } from "../data";
import { wordsFor } from "../format";
import { Frame, Paragraph, Title, checkUrl } from "./parts";

export function bookingChangePendingSubject(booking: MailBooking): string {
  return wordsFor(booking).t("changePending.subject", { reference: booking.reference });
}

export function BookingChangePending(props: {
  booking: MailBooking;
  change: MailPendingChange;
  hotel: MailHotel;
}) {
  const { booking, change, hotel } = props;
  const { to } = change;
  const words = wordsFor(booking);
  const { t } = words;
  const until = words.hotelDateTime(change.payUntil);
  return (
    <Frame
      hotel={hotel}
      words={words}
      testPayment={booking.testPayment}
      preview={t("changePending.preview", { amount: words.money(change.toPay), until })}
    >
      <Title>{t("changePending.heading")}</Title>
      <Paragraph>
        {t("changePending.body", {
          name: booking.firstName,
          reference: booking.reference,
          arrival: words.longDate(booking.arrival),
          departure: words.longDate(booking.departure),
          total: words.money(booking.total),
          toArrival: words.longDate(to.arrival),
          toDeparture: words.longDate(to.departure),
          nights: words.nights(nights(to.arrival, to.departure)),
          guests: change.guests.map((room) => words.guests(room.adults, room.children)).join("; "),
          toTotal: words.money(to.total),
        })}
      </Paragraph>
      <Paragraph>
        {t("changePending.pay", { amount: words.money(change.toPay), until })}
        <Link href={checkUrl(hotel)}>{checkUrl(hotel)}</Link>
        {t("changePending.payHow")}
      </Paragraph>
      <Paragraph>{t("changePending.meanwhile", { phone: hotel.phone })}</Paragraph>
    </Frame>
  );
}
