/**
 * What every notice to the hotel shows, so staff can act on it without opening anything else: the
 * guest and how to reach them, the dates and arrival time, the rooms, the transfer with its flights
 * (and «рейс нужно уточнить» while the guest has not confirmed the flight for moved dates), the
 * extras, the guest's comment and the booking's money.
 */
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { formatPhone, formatRubles, parseIsoDate, parseUrlDate } from "../../../rules";
import type { HotelMoney, MailBooking, MailTransfer } from "../data";
import { guestsText, longDate, nightsText } from "../format";
import { text } from "./parts";

const label = { ...text, margin: "16px 0 4px", fontWeight: "bold" };

/** The notice's lines under a bold label. */
export function Block(props: { title: string; children: ReactNode }) {
  return (
    <Section>
      <Text style={label}>{props.title}</Text>
      <Text style={text}>{props.children}</Text>
    </Section>
  );
}

const TRANSFER_TITLES: Record<MailTransfer["type"], string> = {
  to: "из аэропорта в отель",
  from: "из отеля в аэропорт",
  "to-from": "из аэропорта в отель и обратно",
};

/** A transfer's date as the guest wrote it, read as a calendar day where it can be. */
function transferDate(value: string | undefined): string {
  if (!value) return "дата не указана";
  const day = parseIsoDate(value) ?? parseUrlDate(value);
  return day ? longDate(day) : value;
}

function Leg(props: { title: string; flight: string | undefined; date: string | undefined }) {
  return (
    <>
      <br />
      {props.title}: {props.flight ? `рейс ${props.flight}` : "рейс не указан"}, {transferDate(props.date)}
    </>
  );
}

/** The transfer's type, price and flights; the flag when the flight is to be confirmed. */
export function TransferLines(props: { transfer: MailTransfer; amount: number }) {
  const { transfer } = props;
  return (
    <>
      Трансфер {TRANSFER_TITLES[transfer.type]} — {formatRubles(props.amount)}
      {transfer.type !== "from" ? (
        <Leg title="Прилёт" flight={transfer.arrivalFlightNumber} date={transfer.arrivalDate} />
      ) : null}
      {transfer.type !== "to" ? (
        <Leg title="Вылет" flight={transfer.departureFlightNumber} date={transfer.departureDate} />
      ) : null}
      {transfer.comment ? (
        <>
          <br />
          Комментарий к трансферу: {transfer.comment}
        </>
      ) : null}
      {transfer.flightToConfirm ? (
        <>
          <br />
          Рейс нужно уточнить: даты проживания изменились, гость ещё не подтвердил рейс на новую дату.
        </>
      ) : null}
    </>
  );
}

/** The booking as the hotel's staff need it. */
export function HotelBookingFacts(props: { booking: MailBooking }) {
  const { booking } = props;
  return (
    <>
      <Block title={`Бронь ${booking.reference}`}>
        Гость: {booking.fullName}
        <br />
        Телефон: {formatPhone(booking.phone)}
        <br />
        E-mail: <Link href={`mailto:${booking.email}`}>{booking.email}</Link>
        <br />
        Даты: {longDate(booking.arrival)} — {longDate(booking.departure)}, {nightsText(booking.nights)}
        <br />
        Время приезда: {booking.arrivalTime ?? "не указано"}
        {booking.departureTime ? `; время выезда: ${booking.departureTime}` : ""}
        {booking.guestLanguage === "en" ? (
          <>
            <br />
            Язык гостя: английский (письма гостю — на английском)
          </>
        ) : null}
      </Block>
      <Block title="Номера">
        {booking.rooms.map((room, index) => (
          <span key={index}>
            {index > 0 ? <br /> : null}
            {booking.rooms.length > 1 ? `${index + 1}. ` : ""}
            {room.roomType}, тариф «{room.ratePlan}», {guestsText(room.adults, room.children)} —{" "}
            {formatRubles(room.amount)}
          </span>
        ))}
      </Block>
      <Block title="Трансфер и услуги">
        {booking.transfer ? (
          <TransferLines transfer={booking.transfer} amount={booking.transferAmount} />
        ) : booking.transferAmount > 0 ? (
          `Трансфер — ${formatRubles(booking.transferAmount)}`
        ) : (
          "Трансфер не заказан"
        )}
        {booking.extras.map((extra, index) => (
          <span key={index}>
            <br />
            {extra.title}
            {extra.quantity > 1 ? ` × ${extra.quantity}` : ""} — {formatRubles(extra.amount)}
          </span>
        ))}
      </Block>
      <Block title="Комментарий гостя">{booking.comment || "без комментария"}</Block>
    </>
  );
}

/**
 * The money: what this event moved (`money`), then the booking's totals. Paid counts every
 * payment; what the hotel keeps is money paid beyond the price that is not given back.
 */
export function HotelMoneyLines(props: { booking: MailBooking; money?: HotelMoney | undefined }) {
  const { booking, money } = props;
  const moved = money
    ? [
        money.paid > 0 ? `оплачено ${formatRubles(money.paid)}` : "",
        money.refunded > 0 ? `возвращено гостю ${formatRubles(money.refunded)}` : "",
        money.kept > 0 ? `остаётся у отеля (не возвращается) ${formatRubles(money.kept)}` : "",
      ].filter(Boolean)
    : [];
  return (
    <Block title="Деньги">
      {moved.length > 0 ? (
        <>
          Сейчас: {moved.join("; ")}
          <br />
        </>
      ) : null}
      Сумма брони: {formatRubles(booking.total)}
      <br />
      Оплачено всего: {formatRubles(booking.paid)}; возвращено: {formatRubles(booking.refunded)}; к оплате:{" "}
      {formatRubles(booking.balanceDue)}
    </Block>
  );
}
