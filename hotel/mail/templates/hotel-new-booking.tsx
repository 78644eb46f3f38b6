/** To the hotel's own address when a booking is paid: who comes, when, with what, and for how much. */
import type { HotelMoney, MailBooking, MailHotel } from "../data";
import { Frame, Title } from "./parts";
import { HotelBookingFacts, HotelMoneyLines } from "./hotel-parts";

export function hotelNewBookingSubject(booking: MailBooking): string {
  return `Новая оплаченная бронь ${booking.reference}`;
}

export function HotelNewBooking(props: {
  booking: MailBooking;
  money?: HotelMoney | undefined;
  hotel: MailHotel;
}) {
  const { booking, hotel } = props;
  return (
    <Frame
      hotel={hotel}
      testPayment={booking.testPayment}
      preview={`${booking.fullName}, бронь ${booking.reference}`}
    >
      <Title>Новая оплаченная бронь</Title>
      <HotelBookingFacts booking={booking} />
      <HotelMoneyLines booking={booking} money={props.money} />
    </Frame>
  );
}
