/** To the guest for every payment the provider confirmed: what was paid, when and for what. */
import type { MailBooking, MailHotel } from "../data";
import { wordsFor } from "../format";
import { Frame, Paragraph, StayDetails, Title } from "./parts";

export function paymentReceivedSubject(booking: MailBooking): string {
  return wordsFor(booking).t("payment.subject", { reference: booking.reference });
}

export function PaymentReceived(props: {
  booking: MailBooking;
  payment: { amount: number; paidAt: string; purpose: "booking" | "change" };
  hotel: MailHotel;
}) {
  const { booking, payment, hotel } = props;
  const words = wordsFor(booking);
  const { t } = words;
  const amount = words.money(payment.amount);
  return (
    <Frame
      hotel={hotel}
      words={words}
      testPayment={booking.testPayment}
      preview={t("payment.preview", { amount, reference: booking.reference })}
    >
      <Title>{t("payment.heading")}</Title>
      <Paragraph>
        {t("payment.body", {
          name: booking.firstName,
          amount,
          purpose: payment.purpose,
          reference: booking.reference,
          at: words.hotelDateTime(payment.paidAt),
        })}
      </Paragraph>
      <StayDetails booking={booking} words={words} showPaid />
    </Frame>
  );
}
