/** To the guest when money comes back outside a change or cancellation (a payment that came too late). */
import { formatRubles } from "../../../rules";
import type { MailBooking, MailHotel } from "../data";
import { Frame, Paragraph, Title } from "./parts";

export function refundSubject(booking: MailBooking): string {
  return `Возврат оплаты по брони ${booking.reference}`;
}

export function Refund(props: { booking: MailBooking; amount: number; reason: string; hotel: MailHotel }) {
  const { booking, amount, reason, hotel } = props;
  return (
    <Frame hotel={hotel} testPayment={booking.testPayment} preview={`Возврат ${formatRubles(amount)}`}>
      <Title>Возврат оплаты</Title>
      <Paragraph>
        Здравствуйте, {booking.firstName}! Мы возвращаем {formatRubles(amount)} по брони {booking.reference}:{" "}
        {reason}.
      </Paragraph>
      <Paragraph>
        Деньги вернутся на карту, которой вы платили, обычно в течение нескольких рабочих дней (срок зависит
        от банка). Если нужна помощь с новой бронью, позвоните нам: {hotel.phone}.
      </Paragraph>
    </Frame>
  );
}
