/**
 * The pieces every e-mail shares: the frame with the hotel's name and contacts, the booking's
 * dates, rooms and money, and its cancellation terms. Plain inline styles only: mail clients
 * ignore style sheets.
 */
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { CHECK_IN_FROM, CHECK_OUT_UNTIL, formatRubles, TEST_PAYMENT_LABEL } from "../../../rules";
import type { MailBooking, MailHotel } from "../data";
import { guestsText, hotelDateTime, longDate, nightsText } from "../format";

const page = { backgroundColor: "#f4f1ea", fontFamily: "Arial, Helvetica, sans-serif", color: "#1f2a24" };
const card = { backgroundColor: "#ffffff", maxWidth: "600px", padding: "32px", margin: "24px auto" };
const muted = { color: "#5b665f", fontSize: "13px", lineHeight: "20px" };
export const text = { fontSize: "15px", lineHeight: "23px", margin: "0 0 12px" };
export const heading = { fontSize: "22px", lineHeight: "28px", margin: "0 0 16px", fontWeight: "normal" };
const subheading = { fontSize: "16px", margin: "20px 0 8px" };

export function checkUrl(hotel: MailHotel): string {
  return new URL("/booking/check", hotel.siteUrl).toString();
}

const testBanner = {
  ...text,
  border: "2px solid #b42318",
  color: "#b42318",
  fontWeight: "bold",
  padding: "8px 12px",
};

/** `testPayment`: the booking is paid by a test payment (MailBooking.testPayment), said first. */
export function Frame(props: {
  hotel: MailHotel;
  preview: string;
  testPayment?: boolean | undefined;
  children: ReactNode;
}) {
  const { hotel } = props;
  return (
    <Html lang="ru">
      <Head />
      <Preview>{props.testPayment ? `${TEST_PAYMENT_LABEL}. ${props.preview}` : props.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={{ ...muted, letterSpacing: "2px", textTransform: "uppercase" }}>{hotel.name}</Text>
          {props.testPayment ? (
            <Text style={testBanner} data-testid="test-payment">
              {`${TEST_PAYMENT_LABEL}: бронь оплачена в тестовом режиме, деньги не списаны.`}
            </Text>
          ) : null}
          {props.children}
          <Hr />
          <Text style={muted}>
            {hotel.name}, {hotel.address}
            <br />
            Телефон: {hotel.phone}, e-mail: <Link href={`mailto:${hotel.email}`}>{hotel.email}</Link>
            <br />
            Проверить, изменить или отменить бронь: <Link href={checkUrl(hotel)}>{checkUrl(hotel)}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Title(props: { children: ReactNode }) {
  return <Heading style={heading}>{props.children}</Heading>;
}

export function Paragraph(props: { children: ReactNode }) {
  return <Text style={text}>{props.children}</Text>;
}

/** Reference, dates, rooms and money of a booking. */
export function StayDetails(props: { booking: MailBooking; showPaid?: boolean }) {
  const { booking } = props;
  return (
    <Section>
      <Text style={subheading}>Бронь {booking.reference}</Text>
      <Text style={text}>
        Даты: {longDate(booking.arrival)} — {longDate(booking.departure)}, {nightsText(booking.nights)}
        <br />
        Заезд с {CHECK_IN_FROM}, выезд до {CHECK_OUT_UNTIL} (время отеля)
        {booking.arrivalTime ? `; время вашего приезда — ${booking.arrivalTime}` : ""}
      </Text>
      {booking.rooms.map((room, index) => (
        <Text key={index} style={text}>
          {booking.rooms.length > 1 ? `Номер ${index + 1}: ` : "Номер: "}
          {room.roomType}, тариф «{room.ratePlan}», {guestsText(room.adults, room.children)} —{" "}
          {formatRubles(room.amount)}
        </Text>
      ))}
      {booking.extras.map((extra, index) => (
        <Text key={`extra-${index}`} style={text}>
          {extra.title}
          {extra.quantity > 1 ? ` × ${extra.quantity}` : ""} — {formatRubles(extra.amount)}
        </Text>
      ))}
      {booking.transferAmount > 0 ? (
        <Text style={text}>Трансфер — {formatRubles(booking.transferAmount)}</Text>
      ) : null}
      <Text style={{ ...text, fontWeight: "bold" }}>Сумма: {formatRubles(booking.total)}</Text>
      {props.showPaid ? (
        <Text style={text}>
          Оплачено: {formatRubles(booking.paid - booking.refunded)}
          {booking.balanceDue > 0 ? `, к оплате: ${formatRubles(booking.balanceDue)}` : ""}
        </Text>
      ) : null}
    </Section>
  );
}

/** The terms each room was booked under. */
export function CancellationTerms(props: { booking: MailBooking }) {
  const { rooms } = props.booking;
  const terms = rooms.map((room) =>
    room.refundable && room.freeCancellationUntil
      ? `бесплатная отмена до ${hotelDateTime(room.freeCancellationUntil)} (время отеля); позже оплата за номер не возвращается`
      : "невозвратный тариф: при отмене или изменении оплата за номер не возвращается",
  );
  const same = terms.every((term) => term === terms[0]);
  return (
    <Section>
      <Text style={subheading}>Условия отмены</Text>
      {same ? (
        <Text style={text}>{capitalize(terms[0] ?? "")}.</Text>
      ) : (
        terms.map((term, index) => (
          <Text key={index} style={text}>
            Номер {index + 1} — {term}.
          </Text>
        ))
      )}
      <Text style={text}>
        Дополнительные услуги и трансфер, которые ещё не оказаны, возвращаются всегда. Отменить или изменить
        бронь можно на сайте в разделе «Проверка бронирования» по номеру брони и e-mail или телефону.
      </Text>
    </Section>
  );
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
