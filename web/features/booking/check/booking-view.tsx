"use client";
/**
 * The booking view of «Проверка бронирования» (docs/booking-journey-check.md «Booking view»):
 * everything the engine knows about the booking, the comment editor, and the ways to change or
 * cancel it.
 */
import Link from "next/link";
import { useId, useState } from "react";
import { hotelToday } from "@rules/dates";
import { formatRubles } from "@rules/money";
import { CHECK_IN_FROM, CHECK_OUT_UNTIL } from "@rules/stay-hours";
import { bookingApi, type Invoice, type Reservation } from "../api";
import { hotelDeadline, roomGuestsText, stayText } from "../format";
import { CommentEditor } from "./comment-editor";
import { TransferLine } from "./transfer-line";
import { CHECK_PATH, cancellationPolicy, displayPhone, editDateHref, keptText, STATUS_LABELS } from "./text";
import { failureMessage, type ManagedBooking } from "./use-manage";
import fields from "@web/components/form/fields.module.css";
import styles from "./check.module.css";
import { canGuestChange } from "@rules/guest-changes";

function guestName(reservation: Reservation): string {
  const { lastName, firstName, middleName } = reservation.mainGuest;
  return [lastName, firstName, middleName].filter(Boolean).join(" ");
}

export function BookingView({ booking, onForget }: { booking: ManagedBooking; onForget: () => void }) {
  const id = useId();
  const { reservation, history } = booking;
  const manageable = canGuestChange(reservation, hotelToday());
  const { amounts } = reservation;

  return (
    <div className={styles.view}>
      <section className={`${styles.card} ${styles.summary}`} aria-labelledby={`${id}-ref`}>
        <div className={styles.cardHead}>
          <h2 id={`${id}-ref`} className={styles.cardTitle}>
            Бронирование <span className={styles.reference}>{reservation.reference}</span>
          </h2>
          <p className={`${styles.status} ${styles[`status_${reservation.status}`] ?? ""}`}>
            {STATUS_LABELS[reservation.status]}
          </p>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Даты</dt>
            <dd>{stayText(reservation.arrival, reservation.departure)}</dd>
          </div>
          <div>
            <dt>Заезд и выезд</dt>
            <dd>
              заезд с {CHECK_IN_FROM}, выезд до {CHECK_OUT_UNTIL} (время отеля)
            </dd>
          </div>
          {/* The times the guest gave on the form are their plans, not the hotel's hours. */}
          {reservation.arrivalTime ? (
            <div>
              <dt>Время вашего приезда</dt>
              <dd>{reservation.arrivalTime}</dd>
            </div>
          ) : null}
          {reservation.departureTime ? (
            <div>
              <dt>Время вашего выезда</dt>
              <dd>{reservation.departureTime}</dd>
            </div>
          ) : null}
          <div>
            <dt>Главный гость</dt>
            <dd>
              {guestName(reservation)}
              <br />
              {displayPhone(reservation.mainGuest.phone)}
              <br />
              {reservation.mainGuest.email}
            </dd>
          </div>
        </dl>
        {manageable ? (
          <nav className={styles.actions} aria-label="Изменить бронирование">
            <Link className="btn btn--dark" href={editDateHref(reservation)} prefetch={false}>
              Изменить даты
            </Link>
            <Link className="btn btn--outline" href={`${CHECK_PATH}/edit-guest`} prefetch={false}>
              Изменить гостей
            </Link>
            <Link className="btn btn--outline" href={`${CHECK_PATH}/cancel`} prefetch={false}>
              Отменить бронирование
            </Link>
          </nav>
        ) : null}
      </section>

      {reservation.status === "confirmed" && reservation.pendingChange ? (
        <PendingChangeCard change={reservation.pendingChange} />
      ) : null}

      <section className={styles.card} aria-labelledby={`${id}-rooms`}>
        <h2 id={`${id}-rooms`} className={styles.cardTitle}>
          Номера и тарифы
        </h2>
        <ul className={styles.lines}>
          {reservation.rooms.map((room) => (
            <li key={room.idx} className={styles.line}>
              <div>
                <p className={styles.lineTitle}>
                  {reservation.rooms.length > 1 ? `Номер ${room.idx + 1}: ` : ""}
                  {room.roomTypeTitle}
                </p>
                <p className={styles.hint}>
                  {room.rateTitle} · {roomGuestsText(room)}
                </p>
              </div>
              <p className={styles.amount}>{formatRubles(room.amount)}</p>
            </li>
          ))}
          {reservation.extras.map((extra) => (
            <li key={extra.code} className={styles.line}>
              <div>
                <p className={styles.lineTitle}>{extra.title}</p>
                <p className={styles.hint}>
                  {extra.quantity} × {formatRubles(extra.unitPrice)}
                </p>
              </div>
              <p className={styles.amount}>{formatRubles(extra.amount)}</p>
            </li>
          ))}
          {reservation.transfer ? (
            <TransferLine reservation={reservation} transfer={reservation.transfer} editable={manageable} />
          ) : null}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby={`${id}-money`}>
        <h2 id={`${id}-money`} className={styles.cardTitle}>
          Оплата
        </h2>
        <dl className={styles.money}>
          <div>
            <dt>Стоимость</dt>
            <dd>{formatRubles(amounts.total)}</dd>
          </div>
          <div>
            <dt>Оплачено</dt>
            <dd>{formatRubles(amounts.paid)}</dd>
          </div>
          <div>
            <dt>Возвращено</dt>
            <dd>{formatRubles(amounts.refunded)}</dd>
          </div>
          <div className={styles.due}>
            <dt>К оплате</dt>
            <dd>{formatRubles(amounts.balanceDue)}</dd>
          </div>
        </dl>
        {manageable && amounts.balanceDue > 0 ? <PayButton amount={amounts.balanceDue} /> : null}
        <BookingTerms reservation={reservation} />
      </section>

      <CommentEditor comment={reservation.comment} editable={manageable} />

      {history.length > 0 ? (
        <section className={styles.card} aria-labelledby={`${id}-history`}>
          <h2 id={`${id}-history`} className={styles.cardTitle}>
            История
          </h2>
          <ol className={styles.history}>
            {history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{hotelDeadline(entry.at)}</time>
                <span>{entry.note}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <button type="button" className={`btn btn--outline ${styles.another}`} onClick={onForget}>
        Найти другое бронирование
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
  if (reservation.status === "canceled" || reservation.status === "expired") return null;
  const { terms } = reservation;
  const kept = keptText(terms.nonRefundable);
  return (
    <div className={styles.policy}>
      <p>
        {cancellationPolicy(reservation.rooms, {
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
  return (
    <section className={`${styles.card} ${styles.quote}`} aria-labelledby={`${id}-pending`}>
      <h2 id={`${id}-pending`} className={styles.cardTitle}>
        Изменение ждёт доплаты
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Новые даты</dt>
          <dd>{stayText(change.arrival, change.departure)}</dd>
        </div>
        <div>
          <dt>Гости</dt>
          <dd>{change.rooms.map((room) => roomGuestsText(room)).join("; ")}</dd>
        </div>
        <div>
          <dt>Стоимость после изменения</dt>
          <dd>{formatRubles(change.total)}</dd>
        </div>
        <div>
          <dt>Осталось доплатить</dt>
          <dd>{formatRubles(change.toPay)}</dd>
        </div>
      </dl>
      <p>
        Пока разница не оплачена, действует прежняя бронь.{" "}
        {change.holdExpiresAt
          ? `Оплатите до ${hotelDeadline(change.holdExpiresAt)} (время отеля): позже изменение отменится само.`
          : "Платёж за изменение обрабатывается."}
      </p>
      {change.holdExpiresAt ? <PayButton amount={change.toPay} label="Оплатить разницу" /> : null}
    </section>
  );
}

/** Pays the balance due (a change waiting for its difference, or an unpaid booking). */
export function PayButton({ amount, label }: { amount: number; label?: string }) {
  const [state, setState] = useState<{ sending: boolean; failure?: string }>({ sending: false });
  const pay = async () => {
    setState({ sending: true });
    try {
      const invoice = await bookingApi<Invoice>("/api/booking/manage/invoice", { method: "POST" });
      if (!invoice.confirmationUrl) {
        setState({ sending: false, failure: "Платёжная страница недоступна. Попробуйте ещё раз." });
        return;
      }
      window.location.assign(invoice.confirmationUrl);
    } catch (error) {
      setState({ sending: false, failure: failureMessage(error) });
    }
  };
  return (
    <div className={styles.pay}>
      <button type="button" className="btn btn--gold" onClick={() => void pay()} disabled={state.sending}>
        {state.sending ? "Переходим к оплате…" : (label ?? `Оплатить ${formatRubles(amount)}`)}
      </button>
      {state.failure ? (
        <p className={fields.error} role="alert">
          {state.failure}
        </p>
      ) : null}
    </div>
  );
}
