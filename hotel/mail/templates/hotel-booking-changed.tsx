/**
 * To the hotel's own address when a paid booking's change takes effect (at once, or when its
 * difference is paid): the dates before and after, the booking as it now stands, the money moved.
 */
import { formatRubles } from "../../../rules";
import type { HotelMoney, MailBooking, MailChange, MailHotel } from "../data";
import { longDate, nightsText } from "../format";
import { Frame, Title } from "./parts";
import { Block, HotelBookingFacts, HotelMoneyLines } from "./hotel-parts";

export function hotelBookingChangedSubject(booking: MailBooking): string {
  return `Изменение брони ${booking.reference}`;
}

export function HotelBookingChanged(props: {
  booking: MailBooking;
  change: MailChange;
  money: HotelMoney;
  hotel: MailHotel;
}) {
  const { booking, change, hotel } = props;
  const { from } = change;
  const moved = from.arrival !== booking.arrival || from.departure !== booking.departure;
  return (
    <Frame
      hotel={hotel}
      testPayment={booking.testPayment}
      preview={`${booking.fullName}, бронь ${booking.reference} изменена`}
    >
      <Title>Бронь изменена</Title>
      <Block title="Что изменилось">
        Было: {longDate(from.arrival)} — {longDate(from.departure)}, {formatRubles(from.total)}
        <br />
        Стало: {longDate(booking.arrival)} — {longDate(booking.departure)}, {nightsText(booking.nights)},{" "}
        {formatRubles(booking.total)}
        {moved ? "" : " (даты прежние: изменились номера или гости)"}
      </Block>
      <HotelBookingFacts booking={booking} />
      <HotelMoneyLines booking={booking} money={props.money} />
    </Frame>
  );
}
