/**
 * To the guest when a manager changed their paid booking and the change costs more: the booking
 * stays as it is until the difference is paid on the site, and the change lapses unpaid after the
 * deadline (docs/booking-engine.md «A manager's change that costs more»).
 */
import { Link } from "@react-email/link";
import { formatRubles, nights } from "../../../rules";
import type { MailBooking, MailHotel, MailPendingChange } from "../data";
import { guestsText, hotelDateTime, longDate, nightsText } from "../format";
import { checkUrl, Frame, Paragraph, Title } from "./parts";

export function bookingChangePendingSubject(booking: MailBooking): string {
  return `Изменение брони ${booking.reference} ждёт доплаты`;
}

export function BookingChangePending(props: {
  booking: MailBooking;
  change: MailPendingChange;
  hotel: MailHotel;
}) {
  const { booking, change, hotel } = props;
  const { to } = change;
  return (
    <Frame
      hotel={hotel}
      testPayment={booking.testPayment}
      preview={`Доплатите ${formatRubles(change.toPay)} до ${hotelDateTime(change.payUntil)}`}
    >
      <Title>Изменение брони ждёт доплаты</Title>
      <Paragraph>
        Здравствуйте, {booking.firstName}! Отель подготовил изменение брони {booking.reference}. Сейчас:{" "}
        {longDate(booking.arrival)} — {longDate(booking.departure)}, {formatRubles(booking.total)}. После
        изменения: {longDate(to.arrival)} — {longDate(to.departure)} (
        {nightsText(nights(to.arrival, to.departure))}
        ), {change.guests.map((room) => guestsText(room.adults, room.children)).join("; ")},{" "}
        {formatRubles(to.total)}.
      </Paragraph>
      <Paragraph>
        Осталось доплатить {formatRubles(change.toPay)}. Оплатите до {hotelDateTime(change.payUntil)} (время
        отеля) в разделе «Проверка бронирования»: <Link href={checkUrl(hotel)}>{checkUrl(hotel)}</Link> —
        номер брони и e-mail, затем «Оплатить разницу».
      </Paragraph>
      <Paragraph>
        Пока разница не оплачена, действует прежняя бронь. Не оплатите до срока — изменение отменится само, а
        бронь останется прежней. Вопросы — по телефону {hotel.phone}.
      </Paragraph>
    </Frame>
  );
}
