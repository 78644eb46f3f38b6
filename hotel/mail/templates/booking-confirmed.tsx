/** To the guest when the first payment confirms the booking; the stay comes as an .ics event. */
import { Link } from "@react-email/link";
import type { MailBooking, MailHotel } from "../data";
import { longDate } from "../format";
import { CancellationTerms, Frame, Paragraph, StayDetails, Title, checkUrl } from "./parts";

export function bookingConfirmedSubject(booking: MailBooking): string {
  return `Бронирование ${booking.reference} подтверждено`;
}

export function BookingConfirmed(props: { booking: MailBooking; hotel: MailHotel }) {
  const { booking, hotel } = props;
  return (
    <Frame
      hotel={hotel}
      testPayment={booking.testPayment}
      preview={`Ждём вас ${longDate(booking.arrival)}: бронь ${booking.reference}`}
    >
      <Title>Здравствуйте, {booking.firstName}!</Title>
      <Paragraph>
        Ваше бронирование {booking.reference} оплачено и подтверждено. Сохраните номер брони: по нему и e-mail
        или телефону бронь можно найти на сайте.
      </Paragraph>
      <StayDetails booking={booking} showPaid />
      <CancellationTerms booking={booking} />
      <Paragraph>
        Проверить, изменить или отменить бронь: <Link href={checkUrl(hotel)}>{checkUrl(hotel)}</Link>. Даты
        проживания — во вложении, для календаря.
      </Paragraph>
      <Paragraph>До встречи в отеле «{hotel.name}»!</Paragraph>
    </Frame>
  );
}
