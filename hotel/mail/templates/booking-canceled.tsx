/** To the guest when the booking is cancelled, with what comes back by the booking's terms. */
import type { MailBooking, MailHotel } from "../data";
import { wordsFor } from "../format";
import { Frame, Paragraph, Title } from "./parts";

export function bookingCanceledSubject(booking: MailBooking): string {
  return wordsFor(booking).t("canceled.subject", { reference: booking.reference });
}

export function BookingCanceled(props: { booking: MailBooking; refund: number; hotel: MailHotel }) {
  const { booking, refund, hotel } = props;
  const words = wordsFor(booking);
  const { t } = words;
  return (
    <Frame
      hotel={hotel}
      words={words}
      testPayment={booking.testPayment}
      preview={t("canceled.preview", { reference: booking.reference })}
    >
      <Title>{t("canceled.heading")}</Title>
      <Paragraph>
        {t("canceled.body", {
          name: booking.firstName,
          reference: booking.reference,
          arrival: words.longDate(booking.arrival),
          departure: words.longDate(booking.departure),
        })}
      </Paragraph>
      {refund > 0 ? (
        <Paragraph>{t("canceled.refund", { amount: words.money(refund) })}</Paragraph>
      ) : booking.paid > 0 ? (
        <Paragraph>{t("canceled.kept")}</Paragraph>
      ) : null}
      <Paragraph>{t("canceled.calendar")}</Paragraph>
    </Frame>
  );
}
