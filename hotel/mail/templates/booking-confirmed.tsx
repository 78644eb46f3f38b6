/** To the guest when the first payment confirms the booking; the stay comes as an .ics event. */
import { Link } from "@react-email/link";
import type { MailBooking, MailHotel } from "../data";
import { hotelIn, wordsFor } from "../format";
import { CancellationTerms, Frame, Paragraph, StayDetails, Title, checkUrl } from "./parts";

export function bookingConfirmedSubject(booking: MailBooking): string {
  return wordsFor(booking).t("confirmed.subject", { reference: booking.reference });
}

export function BookingConfirmed(props: { booking: MailBooking; hotel: MailHotel }) {
  const { booking, hotel } = props;
  const words = wordsFor(booking);
  const { t } = words;
  return (
    <Frame
      hotel={hotel}
      words={words}
      testPayment={booking.testPayment}
      preview={t("confirmed.preview", {
        arrival: words.longDate(booking.arrival),
        reference: booking.reference,
      })}
    >
      <Title>{t("common.hello", { name: booking.firstName })}</Title>
      <Paragraph>{t("confirmed.body", { reference: booking.reference })}</Paragraph>
      <StayDetails booking={booking} words={words} showPaid />
      <CancellationTerms booking={booking} words={words} />
      <Paragraph>
        {t("confirmed.check")}
        <Link href={checkUrl(hotel)}>{checkUrl(hotel)}</Link>
        {t("confirmed.attachment")}
      </Paragraph>
      <Paragraph>{t("confirmed.goodbye", { hotel: hotelIn(hotel, words).name })}</Paragraph>
    </Frame>
  );
}
