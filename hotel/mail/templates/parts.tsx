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
import { CHECK_IN_FROM, CHECK_OUT_UNTIL, TEST_PAYMENT_LABELS } from "../../../rules";
import type { MailBooking, MailHotel } from "../data";
import { hotelIn, mailWords, type MailWords } from "../format";

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

/**
 * An e-mail: the hotel's name, the message, the hotel's contacts and the booking check, in
 * `words`' language (the hotel's own notices: Russian). `testPayment`: the booking is paid by a
 * test payment (MailBooking.testPayment), said first.
 */
export function Frame(props: {
  hotel: MailHotel;
  words?: MailWords | undefined;
  preview: string;
  testPayment?: boolean | undefined;
  children: ReactNode;
}) {
  const { hotel } = props;
  const words = props.words ?? mailWords("ru");
  const { t } = words;
  const label = TEST_PAYMENT_LABELS[words.language];
  const local = hotelIn(hotel, words);
  return (
    <Html lang={words.language}>
      <Head />
      <Preview>{props.testPayment ? `${label}. ${props.preview}` : props.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={{ ...muted, letterSpacing: "2px", textTransform: "uppercase" }}>{local.name}</Text>
          {props.testPayment ? (
            <Text style={testBanner} data-testid="test-payment">
              {t("frame.testPayment", { label })}
            </Text>
          ) : null}
          {props.children}
          <Hr />
          <Text style={muted}>
            {local.name}, {local.address}
            <br />
            {t("frame.contacts", { phone: hotel.phone })}
            <Link href={`mailto:${hotel.email}`}>{hotel.email}</Link>
            <br />
            {t("frame.check")}
            <Link href={checkUrl(hotel)}>{checkUrl(hotel)}</Link>
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
export function StayDetails(props: { booking: MailBooking; words: MailWords; showPaid?: boolean }) {
  const { booking, words } = props;
  const { t } = words;
  return (
    <Section>
      <Text style={subheading}>{t("stay.reference", { reference: booking.reference })}</Text>
      <Text style={text}>
        {t("stay.dates", {
          arrival: words.longDate(booking.arrival),
          departure: words.longDate(booking.departure),
          nights: words.nights(booking.nights),
        })}
        <br />
        {t("stay.hours", { checkIn: CHECK_IN_FROM, checkOut: CHECK_OUT_UNTIL })}
        {booking.arrivalTime ? t("stay.arrivalTime", { time: booking.arrivalTime }) : ""}
      </Text>
      {booking.rooms.map((room, index) => (
        <Text key={index} style={text}>
          {t("stay.room", {
            count: booking.rooms.length,
            index: index + 1,
            roomType: room.roomType,
            ratePlan: room.ratePlan,
            guests: words.guests(room.adults, room.children),
            amount: words.money(room.amount),
          })}
        </Text>
      ))}
      {booking.extras.map((extra, index) => (
        <Text key={`extra-${index}`} style={text}>
          {extra.title}
          {extra.quantity > 1 ? ` × ${extra.quantity}` : ""} — {words.money(extra.amount)}
        </Text>
      ))}
      {booking.transferAmount > 0 ? (
        <Text style={text}>{t("stay.transfer", { amount: words.money(booking.transferAmount) })}</Text>
      ) : null}
      <Text style={{ ...text, fontWeight: "bold" }}>
        {t("stay.total", { amount: words.money(booking.total) })}
      </Text>
      {props.showPaid ? (
        <Text style={text}>
          {t("stay.paid", { amount: words.money(booking.paid - booking.refunded) })}
          {booking.balanceDue > 0 ? t("stay.due", { amount: words.money(booking.balanceDue) }) : ""}
        </Text>
      ) : null}
    </Section>
  );
}

/** The terms each room was booked under. */
export function CancellationTerms(props: { booking: MailBooking; words: MailWords }) {
  const { booking, words } = props;
  const { t } = words;
  const terms = booking.rooms.map((room) =>
    room.refundable && room.freeCancellationUntil
      ? t("terms.free", { until: words.hotelDateTime(room.freeCancellationUntil) })
      : t("terms.nonRefundable"),
  );
  const same = terms.every((term) => term === terms[0]);
  return (
    <Section>
      <Text style={subheading}>{t("terms.heading")}</Text>
      {same ? (
        <Text style={text}>{capitalize(terms[0] ?? "")}.</Text>
      ) : (
        terms.map((term, index) => (
          <Text key={index} style={text}>
            {t("terms.room", { index: index + 1, term })}
          </Text>
        ))
      )}
      <Text style={text}>{t("terms.extras")}</Text>
    </Section>
  );
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
