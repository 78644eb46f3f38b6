"use client";
/**
 * The booking view of «Проверка бронирования» (docs/booking-journey-check.md «Booking view»):
 * everything the engine knows about the booking, the comment editor, and the ways to change or
 * cancel it.
 */
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { hotelToday } from "@rules/dates";
import type { Language } from "@rules/language";
import { CHECK_IN_FROM, CHECK_OUT_UNTIL } from "@rules/stay-hours";
import { bookingApi, type Invoice, type Reservation } from "../api";
import { CommentEditor } from "./comment-editor";
import { TransferLine } from "./transfer-line";
import { CHECK_PATH, cancellationPolicy, displayPhone, editDateHref, keptText, statusLabel } from "./text";
import type { ManagedBooking } from "./use-manage";
import { useWords } from "./use-words";
import { hotelDeadline, historyText, money, roomGuestsText, stayText } from "./words";
import fields from "@web/components/form/fields.module.css";
import styles from "./check.module.css";
import { canGuestChange } from "@rules/guest-changes";

/** «Иванова Анна Сергеевна» in Russian; `Anna Sergeevna Ivanova` in English, the given name first. */
function guestName(reservation: Reservation, language: Language): string {
  const { lastName, firstName, middleName } = reservation.mainGuest;
  const parts = language === "ru" ? [lastName, firstName, middleName] : [firstName, middleName, lastName];
  return parts.filter(Boolean).join(" ");
}

export function BookingView({ booking, onForget }: { booking: ManagedBooking; onForget: () => void }) {
  const id = useId();
  const words = useWords();
  const { t, language } = words;
  const rich = useTranslations("check").rich;
  const { reservation, history } = booking;
  const manageable = canGuestChange(reservation, hotelToday());
  const { amounts } = reservation;

  return (
    <div className={styles.view}>
      <section className={`${styles.card} ${styles.summary}`} aria-labelledby={`${id}-ref`}>
        <div className={styles.cardHead}>
          <h2 id={`${id}-ref`} className={styles.cardTitle}>
            {rich("view.heading", {
              reference: reservation.reference,
              ref: (chunks) => <span className={styles.reference}>{chunks}</span>,
            })}
          </h2>
          <p className={`${styles.status} ${styles[`status_${reservation.status}`] ?? ""}`}>
            {statusLabel(words, reservation.status)}
          </p>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t("view.dates")}</dt>
            <dd>{stayText(words, reservation.arrival, reservation.departure)}</dd>
          </div>
          <div>
            <dt>{t("view.hours")}</dt>
            <dd>{t("view.hoursText", { from: CHECK_IN_FROM, until: CHECK_OUT_UNTIL })}</dd>
          </div>
          {/* The times the guest gave on the form are their plans, not the hotel's hours. */}
          {reservation.arrivalTime ? (
            <div>
              <dt>{t("view.arrivalTime")}</dt>
              <dd>{reservation.arrivalTime}</dd>
            </div>
          ) : null}
          {reservation.departureTime ? (
            <div>
              <dt>{t("view.departureTime")}</dt>
              <dd>{reservation.departureTime}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("view.mainGuest")}</dt>
            <dd>
              {guestName(reservation, language)}
              <br />
              {displayPhone(reservation.mainGuest.phone)}
              <br />
              {reservation.mainGuest.email}
            </dd>
          </div>
        </dl>
        {manageable ? (
          <nav className={styles.actions} aria-label={t("view.actions")}>
            <Link className="btn btn--dark" href={words.href(editDateHref(reservation))} prefetch={false}>
              {t("view.editDates")}
            </Link>
            <Link className="btn btn--outline" href={words.href(`${CHECK_PATH}/edit-guest`)} prefetch={false}>
              {t("view.editGuests")}
            </Link>
            <Link className="btn btn--outline" href={words.href(`${CHECK_PATH}/cancel`)} prefetch={false}>
              {t("view.cancel")}
            </Link>
          </nav>
        ) : null}
      </section>

      {reservation.status === "confirmed" && reservation.pendingChange ? (
        <PendingChangeCard change={reservation.pendingChange} />
      ) : null}

      <section className={styles.card} aria-labelledby={`${id}-rooms`}>
        <h2 id={`${id}-rooms`} className={styles.cardTitle}>
          {t("view.rooms")}
        </h2>
        <ul className={styles.lines}>
          {reservation.rooms.map((room) => (
            <li key={room.idx} className={styles.line}>
              <div>
                <p className={styles.lineTitle}>
                  {reservation.rooms.length > 1 ? t("view.roomNumber", { number: room.idx + 1 }) : ""}
                  <span data-content>{room.roomTypeTitle}</span>
                </p>
                <p className={styles.hint}>
                  <span data-content>{room.rateTitle}</span> · {roomGuestsText(words, room)}
                </p>
              </div>
              <p className={styles.amount}>{money(room.amount, language)}</p>
            </li>
          ))}
          {reservation.extras.map((extra) => (
            <li key={extra.code} className={styles.line}>
              <div>
                <p className={styles.lineTitle} data-content>
                  {extra.title}
                </p>
                <p className={styles.hint}>
                  {extra.quantity} × {money(extra.unitPrice, language)}
                </p>
              </div>
              <p className={styles.amount}>{money(extra.amount, language)}</p>
            </li>
          ))}
          {reservation.transfer ? (
            <TransferLine reservation={reservation} transfer={reservation.transfer} editable={manageable} />
          ) : null}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby={`${id}-money`}>
        <h2 id={`${id}-money`} className={styles.cardTitle}>
          {t("view.money")}
        </h2>
        <dl className={styles.money}>
          <div>
            <dt>{t("view.total")}</dt>
            <dd>{money(amounts.total, language)}</dd>
          </div>
          <div>
            <dt>{t("view.paid")}</dt>
            <dd>{money(amounts.paid, language)}</dd>
          </div>
          <div>
            <dt>{t("view.refunded")}</dt>
            <dd>{money(amounts.refunded, language)}</dd>
          </div>
          <div className={styles.due}>
            <dt>{t("view.due")}</dt>
            <dd>{money(amounts.balanceDue, language)}</dd>
          </div>
        </dl>
        {manageable && amounts.balanceDue > 0 ? <PayButton amount={amounts.balanceDue} /> : null}
        <BookingTerms reservation={reservation} />
      </section>

      <CommentEditor comment={reservation.comment} editable={manageable} />

      {history.length > 0 ? (
        <section className={styles.card} aria-labelledby={`${id}-history`}>
          <h2 id={`${id}-history`} className={styles.cardTitle}>
            {t("view.history")}
          </h2>
          <ol className={styles.history}>
            {history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{hotelDeadline(entry.at, language)}</time>
                <span>{historyText(words, entry)}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <button type="button" className={`btn btn--outline ${styles.another}`} onClick={onForget}>
        {t("view.another")}
      </button>
    </div>
  );
}

/**
 * The booking's cancellation terms as the engine states them (`terms`, docs/money.md): its one
 * free-cancellation deadline and the money kept whatever happens. A cancelled or expired booking
 * has none.
 */
function BookingTerms({ reservation }: { reservation: Reservation }) {
  const words = useWords();
  if (reservation.status === "canceled" || reservation.status === "expired") return null;
  const { terms } = reservation;
  const kept = keptText(words, terms.nonRefundable);
  return (
    <div className={styles.policy}>
      <p>
        {cancellationPolicy(words, reservation.rooms, {
          freeCancellationUntil: terms.freeCancellationUntil,
          refund: terms.refundIfCancelled,
          kept: terms.nonRefundable,
        })}
      </p>
      {kept ? <p>{kept}</p> : null}
    </div>
  );
}

/**
 * A change of the paid booking that waits for its difference — the guest's own, left unpaid, or a
 * manager's, of which the guest got an e-mail (docs/booking-journey-check.md «Changes»): what the
 * booking becomes, what is left to pay and until when, and «Оплатить разницу».
 */
function PendingChangeCard({ change }: { change: NonNullable<Reservation["pendingChange"]> }) {
  const id = useId();
  const words = useWords();
  const { t, language } = words;
  return (
    <section className={`${styles.card} ${styles.quote}`} aria-labelledby={`${id}-pending`}>
      <h2 id={`${id}-pending`} className={styles.cardTitle}>
        {t("pending.title")}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t("pending.newDates")}</dt>
          <dd>{stayText(words, change.arrival, change.departure)}</dd>
        </div>
        <div>
          <dt>{t("pending.guests")}</dt>
          <dd>{change.rooms.map((room) => roomGuestsText(words, room)).join("; ")}</dd>
        </div>
        <div>
          <dt>{t("pending.newTotal")}</dt>
          <dd>{money(change.total, language)}</dd>
        </div>
        <div>
          <dt>{t("pending.toPay")}</dt>
          <dd>{money(change.toPay, language)}</dd>
        </div>
      </dl>
      <p>
        {t("pending.note")}{" "}
        {change.holdExpiresAt
          ? t("pending.deadline", { deadline: hotelDeadline(change.holdExpiresAt, language) })
          : t("pending.processing")}
      </p>
      {change.holdExpiresAt ? <PayButton amount={change.toPay} label={t("pay.difference")} /> : null}
    </section>
  );
}

/** Pays the balance due (a change waiting for its difference, or an unpaid booking). */
export function PayButton({ amount, label }: { amount: number; label?: string }) {
  const words = useWords();
  const { t, language } = words;
  const [state, setState] = useState<{ sending: boolean; failure?: string }>({ sending: false });
  const pay = async () => {
    setState({ sending: true });
    try {
      const invoice = await bookingApi<Invoice>("/api/booking/manage/invoice", { method: "POST" });
      if (!invoice.confirmationUrl) {
        setState({ sending: false, failure: t("pay.unavailable") });
        return;
      }
      window.location.assign(invoice.confirmationUrl);
    } catch (error) {
      setState({ sending: false, failure: words.failure(error) });
    }
  };
  return (
    <div className={styles.pay}>
      <button type="button" className="btn btn--gold" onClick={() => void pay()} disabled={state.sending}>
        {state.sending ? t("pay.going") : (label ?? t("pay.amount", { amount: money(amount, language) }))}
      </button>
      {state.failure ? (
        <p className={fields.error} role="alert">
          {state.failure}
        </p>
      ) : null}
    </div>
  );
}
