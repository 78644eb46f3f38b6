/** To the guest for every payment the provider confirmed: what was paid, when and for what. */
import { formatRubles } from "../../../rules";
import type { MailBooking, MailHotel } from "../data";
import { hotelDateTime } from "../format";
import { Frame, Paragraph, StayDetails, Title } from "./parts";

export function paymentReceivedSubject(booking: MailBooking): string {
  return `Оплата по брони ${booking.reference} получена`;
}

export function PaymentReceived(props: {
  booking: MailBooking;
  payment: { amount: number; paidAt: string; purpose: "booking" | "change" };
  hotel: MailHotel;
}) {
  const { booking, payment, hotel } = props;
  return (
    <Frame
      hotel={hotel}
      testPayment={booking.testPayment}
      preview={`Получено ${formatRubles(payment.amount)} по брони ${booking.reference}`}
    >
      <Title>Оплата получена</Title>
      <Paragraph>
        Здравствуйте, {booking.firstName}! Мы получили {formatRubles(payment.amount)}{" "}
        {payment.purpose === "change" ? "— доплату за изменение брони" : "в оплату брони"} {booking.reference}{" "}
        ({hotelDateTime(payment.paidAt)}, время отеля, банковской картой или через СБП).
      </Paragraph>
      <StayDetails booking={booking} showPaid />
    </Frame>
  );
}
