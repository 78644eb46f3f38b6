/** To the guest when a change of dates or rooms is made (at once, or once its difference is paid). */
import { formatRubles } from "../../../rules";
import type { MailBooking, MailChange, MailHotel } from "../data";
import { longDate } from "../format";
import { CancellationTerms, Frame, Paragraph, StayDetails, Title } from "./parts";

export function bookingChangedSubject(booking: MailBooking): string {
  return `Бронирование ${booking.reference} изменено`;
}

export function BookingChanged(props: { booking: MailBooking; change: MailChange; hotel: MailHotel }) {
  const { booking, change, hotel } = props;
  return (
    <Frame
      hotel={hotel}
      testPayment={booking.testPayment}
      preview={`Новые условия брони ${booking.reference}`}
    >
      <Title>Бронь изменена</Title>
      <Paragraph>
        Здравствуйте, {booking.firstName}! Бронь {booking.reference} изменена. Было:{" "}
        {longDate(change.from.arrival)} — {longDate(change.from.departure)}, {formatRubles(change.from.total)}
        .
      </Paragraph>
      {change.toPay > 0 ? <Paragraph>Доплата {formatRubles(change.toPay)} получена.</Paragraph> : null}
      {change.toRefund > 0 ? (
        <Paragraph>
          К возврату {formatRubles(change.toRefund)}: деньги вернутся на карту, которой вы платили, обычно в
          течение нескольких рабочих дней (срок зависит от банка).
        </Paragraph>
      ) : null}
      {booking.transfer?.flightToConfirm ? (
        <Paragraph>
          Трансфер перенесён на новые даты. Уточните номер рейса на новую дату: это можно сделать на сайте в
          разделе «Проверка бронирования».
        </Paragraph>
      ) : null}
      <StayDetails booking={booking} showPaid />
      <CancellationTerms booking={booking} />
      <Paragraph>Даты проживания во вложении обновят событие в вашем календаре.</Paragraph>
    </Frame>
  );
}
