/** To the hotel's own address when the guest gives the transfer's flights of a paid booking. */
import type { MailBooking, MailHotel } from "../data";
import { Frame, Paragraph, Title } from "./parts";
import { HotelBookingFacts } from "./hotel-parts";

export function hotelTransferUpdatedSubject(booking: MailBooking): string {
  return `Гость уточнил рейс: бронь ${booking.reference}`;
}

export function HotelTransferUpdated(props: { booking: MailBooking; hotel: MailHotel }) {
  const { booking, hotel } = props;
  return (
    <Frame
      hotel={hotel}
      testPayment={booking.testPayment}
      preview={`${booking.fullName}: рейс по брони ${booking.reference}`}
    >
      <Title>Гость уточнил рейс</Title>
      <Paragraph>Гость указал рейсы трансфера на сайте; ниже бронь с новыми данными.</Paragraph>
      <HotelBookingFacts booking={booking} />
    </Frame>
  );
}
