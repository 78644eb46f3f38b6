/** To the hotel's own address when a booking is paid: who comes, when, and for how much. */
import type { MailBooking, MailHotel } from "../data";
import { Frame, Paragraph, StayDetails, Title } from "./parts";

export function hotelNewBookingSubject(booking: MailBooking): string {
  return `Новая оплаченная бронь ${booking.reference}`;
}

export function HotelNewBooking(props: { booking: MailBooking; hotel: MailHotel }) {
  const { booking, hotel } = props;
  return (
    <Frame hotel={hotel} preview={`${booking.fullName}, бронь ${booking.reference}`}>
      <Title>Новая оплаченная бронь</Title>
      <Paragraph>
        Гость: {booking.fullName}, {booking.phone}, {booking.email}
        {booking.departureTime ? `. Выезд около ${booking.departureTime}` : ""}
      </Paragraph>
      <StayDetails booking={booking} showPaid />
    </Frame>
  );
}
