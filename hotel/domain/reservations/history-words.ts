/**
 * A booking's history in English (`GET /v1/reservation/{id}/history?lang=en`; docs/languages.md).
 * Each event keeps the Russian note it was written with, and the Russian history shows that note as
 * it is. An English one is told by the event's type and its stored data, with this catalogue's
 * ICU messages (read by use-intl's translator, as the e-mails' catalogue, hotel/mail/messages.ts):
 * the facts the data holds — amounts, dates, a twin booking's reference — and a plain sentence
 * where it holds none. An event of a type the catalogue does not know says `other`.
 */
import { createTranslator } from "use-intl/core";
import { TEST_PAYMENT_LABELS } from "../../../rules";
import { mailWords } from "../../mail/format";

const en = {
  created: "Booking made; the rooms are held until it is paid",
  replaced: "You changed your choice: this unpaid booking was replaced by a new one",
  hold_expired: "The booking was not paid in time; the rooms were released",
  change_expired:
    "The difference for the change was not paid in time; the booking stays as it was and the change’s rooms were released",
  payment_withdrawn:
    "{change, select, yes {The time to pay for the change ran out} other {The time to pay ran out}}; the payment was withdrawn from the payment service",
  hold_retaken:
    "The payment arrived after the booking had lapsed; the rooms were still free and are yours again",
  payment_duplicate:
    "The payment arrived after the booking had lapsed, and you already have a booking for the same dates; the payment was cancelled",
  payment_refused: "The payment arrived when the booking was no longer valid; the payment was cancelled",
  paid_duplicate:
    "A payment of {amount} arrived after the booking had lapsed, and you already have booking {reference} for the same dates; the money is being refunded so that you are not charged twice",
  paid_too_late:
    "A payment of {amount} arrived when the booking was no longer valid; the money is being refunded",
  paid_withdrawn_invoice: "An invoice that had been withdrawn was paid; the money is being refunded",
  comment_changed: "The comment was changed",
  guest_changed: "The guest’s details were changed",
  change_pending:
    "{by, select, hotel {The hotel prepared a change} other {A change}} to {arrival} – {departure} awaits payment of {amount}; the rooms are held until it is paid",
  changed:
    "{by, select, hotel {The hotel changed the booking} other {The booking was changed}}: {arrival} – {departure}, {total}",
  change_paid: "The difference was paid; the booking was changed to {arrival} – {departure}",
  canceled:
    "{refund, select, yes {The booking was cancelled; {amount} is to be refunded} other {The booking was cancelled; nothing is refunded}}",
  transfer_moved:
    "The transfer was moved to the new dates{confirm, select, yes {; please confirm the flight number} other {}}",
  transfer_changed: "The transfer’s flights were updated",
  invoice_created:
    "{change, select, yes {Invoice for the change’s difference: {amount}} other {Invoice for {amount}}}",
  payment_waiting:
    "{change, select, yes {The payment of the difference is being processed; the change’s rooms are secured} other {The payment is being processed; the rooms are secured}}",
  paid: "Paid {amount}",
  payment_canceled: "The payment did not go through",
  payment_amount_mismatch:
    "The payment service reported a payment that does not match the invoice for {amount}; it was not counted, and the hotel will check it",
  refund_succeeded: "The payment service refunded {amount}",
  refund_canceled: "The payment service refused the refund of {amount}; the hotel will check it",
  refund_failed: "A refund did not go through at the payment service; the hotel will repeat it",
  payment_cancel_failed: "The payment service did not cancel a payment; the hotel will repeat it",
  mail_failed: "An e-mail about the booking could not be sent; the hotel will send it again",
  outbox_retry:
    "{mail, select, yes {The hotel sent an e-mail again} other {The hotel repeated a request to the payment service}}",
  test_payment: "{label}: the payment service is in test mode; no money was charged",
  other: "The booking was updated",
};

type HistoryMessages = typeof en;
type HistoryKey = keyof HistoryMessages;

const t = createTranslator<HistoryMessages>({ locale: "en", messages: en });
const words = mailWords("en");

const isKey = (type: string): type is HistoryKey => Object.hasOwn(en, type);

/** An object's field, or undefined when the data is not an object or lacks it. */
function field(data: unknown, ...path: string[]): unknown {
  let value = data;
  for (const key of path) {
    if (!value || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function money(value: unknown): string {
  if (typeof value !== "number") return "—";
  return Number.isInteger(value) ? words.money(value) : `₽${value}`;
}

function date(value: unknown): string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? words.longDate(value) : "—";
}

const yes = (value: unknown): "yes" | "no" => (value ? "yes" : "no");

/** The English of an event of a booking's history, from its type and stored data. */
export function englishNote(event: { type: string; data: unknown }): string {
  const { type, data } = event;
  const by = field(data, "by") ? "hotel" : "guest";
  switch (type) {
    case "payment_withdrawn":
    case "invoice_created":
    case "payment_waiting":
      return t(type, { change: yes(field(data, "change_id")), amount: money(field(data, "amount")) });
    case "paid_duplicate":
      return t(type, {
        amount: money(field(data, "amount")),
        reference: String(field(data, "duplicate_reference") ?? "—"),
      });
    case "paid_too_late":
    case "paid":
    case "refund_succeeded":
    case "refund_canceled":
      return t(type, { amount: money(field(data, "amount")) });
    case "payment_amount_mismatch":
      return t(type, { amount: money(field(data, "invoice_amount")) });
    case "change_pending":
      return t(type, {
        by,
        arrival: date(field(data, "to", "arrival")),
        departure: date(field(data, "to", "departure")),
        amount: money(field(data, "to_pay")),
      });
    case "changed":
      // A change made at once holds where it went; one whose difference was paid, its new dates.
      if (field(data, "to") === undefined) {
        return t("change_paid", {
          arrival: date(field(data, "arrival")),
          departure: date(field(data, "departure")),
        });
      }
      return t(type, {
        by,
        arrival: date(field(data, "to", "arrival")),
        departure: date(field(data, "to", "departure")),
        total: money(field(data, "to", "total")),
      });
    case "canceled": {
      const refund = field(data, "refund");
      return t(type, { refund: yes(typeof refund === "number" && refund > 0), amount: money(refund) });
    }
    case "transfer_moved":
      return t(type, { confirm: yes(field(data, "after", "flightToConfirm")) });
    case "outbox_retry":
      return t(type, { mail: yes(String(field(data, "kind") ?? "").startsWith("mail.")) });
    case "test_payment":
      return t(type, { label: TEST_PAYMENT_LABELS.en });
    default:
      // The types above are every one whose message takes values.
      return t(isKey(type) ? type : "other");
  }
}
