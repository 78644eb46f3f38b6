/**
 * To the hotel's own address when a paid booking is cancelled: who cancelled (the guest, or a
 * manager by name) and why, what was booked (rooms, transfer, extras to call off), and the money.
 */
import type { HotelMoney, MailBooking, MailCanceledBy, MailHotel } from "../data";
import { Frame, Title } from "./parts";
import { Block, HotelBookingFacts, HotelMoneyLines } from "./hotel-parts";

export function hotelBookingCanceledSubject(booking: MailBooking): string {
  return `Отмена брони ${booking.reference}`;
}

export function HotelBookingCanceled(props: {
  booking: MailBooking;
  canceledBy: MailCanceledBy;
  money: HotelMoney;
  hotel: MailHotel;
}) {
  const { booking, canceledBy, hotel } = props;
  return (
    <Frame
      hotel={hotel}
      testPayment={booking.testPayment}
      preview={`${booking.fullName}, бронь ${booking.reference} отменена`}
    >
      <Title>Бронь отменена</Title>
      <Block title="Кто отменил">
        {canceledBy.by === "guest" ? "Гость на сайте" : `Менеджер: ${canceledBy.manager ?? "без имени"}`}
        <br />
        Причина: {canceledBy.reason || "не указана"}
      </Block>
      <HotelBookingFacts booking={booking} />
      <HotelMoneyLines booking={booking} money={props.money} />
    </Frame>
  );
}
