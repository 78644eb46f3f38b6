/** To the guest when the booking is cancelled, with what comes back by the booking's terms. */
import { formatRubles } from "../../../rules";
import type { MailBooking, MailHotel } from "../data";
import { longDate } from "../format";
import { Frame, Paragraph, Title } from "./parts";

export function bookingCanceledSubject(booking: MailBooking): string {
  return `Бронирование ${booking.reference} отменено`;
}

export function BookingCanceled(props: { booking: MailBooking; refund: number; hotel: MailHotel }) {
  const { booking, refund, hotel } = props;
  return (
    <Frame hotel={hotel} testPayment={booking.testPayment} preview={`Бронь ${booking.reference} отменена`}>
      <Title>Бронь отменена</Title>
      <Paragraph>
        Здравствуйте, {booking.firstName}! Бронь {booking.reference} на {longDate(booking.arrival)} —{" "}
        {longDate(booking.departure)} отменена.
      </Paragraph>
      {refund > 0 ? (
        <Paragraph>
          Возврат: {formatRubles(refund)}. Деньги вернутся на карту, которой вы платили, обычно в течение
          нескольких рабочих дней (срок зависит от банка).
        </Paragraph>
      ) : booking.paid > 0 ? (
        <Paragraph>По условиям тарифа оплата не возвращается.</Paragraph>
      ) : null}
      <Paragraph>
        Событие в календаре из вложения будет удалено. Будем рады видеть вас в другой раз.
      </Paragraph>
    </Frame>
  );
}
