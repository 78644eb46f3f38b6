/** To the guest when a change of dates or rooms is made (at once, or once its difference is paid). */
import type { MailBooking, MailChange, MailHotel } from "../data";
import { wordsFor } from "../format";
import { CancellationTerms, Frame, Paragraph, StayDetails, Title } from "./parts";

export function bookingChangedSubject(booking: MailBooking): string {
  return wordsFor(booking).t("changed.subject", { reference: booking.reference });
}

export function BookingChanged(props: { booking: MailBooking; change: MailChange; hotel: MailHotel }) {
  const { booking, change, hotel } = props;
  const words = wordsFor(booking);
  const { t } = words;
  return (
    <Frame
      hotel={hotel}
      words={words}
      testPayment={booking.testPayment}
      preview={t("changed.preview", { reference: booking.reference })}
    >
      <Title>{t("changed.heading")}</Title>
      <Paragraph>
        {t("changed.body", {
          name: booking.firstName,
          reference: booking.reference,
          arrival: words.longDate(change.from.arrival),
          departure: words.longDate(change.from.departure),
          total: words.money(change.from.total),
        })}
      </Paragraph>
      {change.toPay > 0 ? (
        <Paragraph>{t("changed.paid", { amount: words.money(change.toPay) })}</Paragraph>
      ) : null}
      {change.toRefund > 0 ? (
        <Paragraph>
          {t("changed.refund", { amount: words.money(change.toRefund) })}
          {t("common.refundCard")}
        </Paragraph>
      ) : null}
      {booking.transfer?.flightToConfirm ? <Paragraph>{t("changed.transfer")}</Paragraph> : null}
      <StayDetails booking={booking} words={words} showPaid />
      <CancellationTerms booking={booking} words={words} />
      <Paragraph>{t("changed.calendar")}</Paragraph>
    </Frame>
  );
}
