/**
 * What is being booked, from the draft: stay, rooms with their rates, guests and prices, extras and
 * the transfer with theirs, total and reference — every amount that «Итого» adds up is on a line
 * of its own. A plain stand-in on the payment and success steps until the journey's shared summary
 * (`web/features/booking/summary/`) is there.
 */
import { parseUrlDate } from "@rules/dates";
import { formatRubles } from "@rules/money";
import type { BookingDraft } from "../draft";
import { roomGuestsText, stayText } from "../format";
import styles from "./payment.module.css";

const TRANSFER_TITLES = {
  to: "Трансфер из аэропорта",
  from: "Трансфер в аэропорт",
  "to-from": "Трансфер туда и обратно",
};

export function BookingRecap({
  draft,
  title = "Ваше бронирование",
  showReference = true,
}: {
  draft: BookingDraft;
  title?: string;
  /** Off where the reference is shown on its own (the success page). */
  showReference?: boolean;
}) {
  const arrival = parseUrlDate(draft.arrival_date);
  const departure = parseUrlDate(draft.departure_date);
  return (
    <section className={styles.recap} aria-labelledby="booking-recap-title">
      <h2 id="booking-recap-title" className={styles.recapTitle}>
        {title}
      </h2>
      <dl className={styles.recapList}>
        {showReference && draft.reference ? (
          <div>
            <dt>Номер брони</dt>
            <dd className={styles.reference}>{draft.reference}</dd>
          </div>
        ) : null}
        {arrival && departure ? (
          <div>
            <dt>Даты</dt>
            <dd>{stayText(arrival, departure)}</dd>
          </div>
        ) : null}
        {draft.choices.map((choice, index) => {
          const reserved = draft.rooms?.[index];
          return (
            <div key={index}>
              <dt>{draft.choices.length > 1 ? `Номер ${index + 1}` : "Номер"}</dt>
              <dd>
                <span className={styles.strong}>{reserved?.room_type_title ?? choice.room_type?.title}</span>
                <span>Тариф «{reserved?.rate_title ?? choice.rate?.title}»</span>
                <span>{roomGuestsText(choice)}</span>
                {reserved ? <span>{formatRubles(reserved.amount)}</span> : null}
              </dd>
            </div>
          );
        })}
        {draft.extras?.length ? (
          <div>
            <dt>Услуги</dt>
            <dd>
              {draft.extras.map((extra) => (
                <span key={extra.code}>
                  {extra.title}
                  {extra.quantity > 1 ? ` × ${extra.quantity}` : ""}
                  {" — "}
                  {formatRubles(extra.unit_price * extra.quantity)}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {draft.transfer ? (
          <div>
            <dt>Трансфер</dt>
            <dd>
              <span>{TRANSFER_TITLES[draft.transfer.type]}</span>
              {draft.transfer_price !== undefined ? (
                <span data-testid="recap-transfer-price">{formatRubles(draft.transfer_price)}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {draft.guest ? (
          <div>
            <dt>Гость</dt>
            <dd>
              {draft.guest.last_name} {draft.guest.first_name} {draft.guest.middle_name}
            </dd>
          </div>
        ) : null}
        {draft.total !== undefined ? (
          <div className={styles.total}>
            <dt>Итого</dt>
            <dd>{formatRubles(draft.total)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
