/**
 * What is being booked, from the draft: stay, rooms with their rates, guests and prices, extras and
 * the transfer with theirs, total and reference — every amount that «Итого» adds up is on a line
 * of its own. A plain stand-in on the payment and success steps until the journey's shared summary
 * (`web/features/booking/summary/`) is there.
 */
"use client";

import { useLocale, useTranslations } from "next-intl";
import { parseUrlDate } from "@rules/dates";
import { formatMoney } from "@rules/money";
import type { BookingDraft } from "../draft";
import { roomGuestsText, stayText } from "../format";
import styles from "./payment.module.css";

export function BookingRecap({
  draft,
  title,
  showReference = true,
}: {
  draft: BookingDraft;
  title?: string;
  /** Off where the reference is shown on its own (the success page). */
  showReference?: boolean;
}) {
  const t = useTranslations("journey.recap");
  const language = useLocale();
  const money = (amount: number) => formatMoney(amount, language);
  const arrival = parseUrlDate(draft.arrival_date);
  const departure = parseUrlDate(draft.departure_date);
  return (
    <section className={styles.recap} aria-labelledby="booking-recap-title">
      <h2 id="booking-recap-title" className={styles.recapTitle}>
        {title ?? t("title")}
      </h2>
      <dl className={styles.recapList}>
        {showReference && draft.reference ? (
          <div>
            <dt>{t("reference")}</dt>
            <dd className={styles.reference}>{draft.reference}</dd>
          </div>
        ) : null}
        {arrival && departure ? (
          <div>
            <dt>{t("dates")}</dt>
            <dd>{stayText(arrival, departure, language)}</dd>
          </div>
        ) : null}
        {draft.choices.map((choice, index) => {
          const reserved = draft.rooms?.[index];
          return (
            <div key={index}>
              <dt>{draft.choices.length > 1 ? t("roomNumber", { number: index + 1 }) : t("room")}</dt>
              <dd>
                <span className={styles.strong} data-content>
                  {reserved?.room_type_title ?? choice.room_type?.title}
                </span>
                <span>
                  {t.rich("rate", {
                    rate: reserved?.rate_title ?? choice.rate?.title ?? "",
                    name: (chunks) => <span data-content>{chunks}</span>,
                  })}
                </span>
                <span>{roomGuestsText(choice, language)}</span>
                {reserved ? <span>{money(reserved.amount)}</span> : null}
              </dd>
            </div>
          );
        })}
        {draft.extras?.length ? (
          <div>
            <dt>{t("extras")}</dt>
            <dd>
              {draft.extras.map((extra) => (
                <span key={extra.code}>
                  <span data-content>{extra.title}</span>
                  {extra.quantity > 1 ? ` × ${extra.quantity}` : ""}
                  {" — "}
                  {money(extra.unit_price * extra.quantity)}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {draft.transfer ? (
          <div>
            <dt>{t("transfer")}</dt>
            <dd>
              <span>{t(`transfers.${draft.transfer.type}`)}</span>
              {draft.transfer_price !== undefined ? (
                <span data-testid="recap-transfer-price">{money(draft.transfer_price)}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {draft.guest ? (
          <div>
            <dt>{t("guest")}</dt>
            <dd>
              {draft.guest.last_name} {draft.guest.first_name} {draft.guest.middle_name}
            </dd>
          </div>
        ) : null}
        {draft.total !== undefined ? (
          <div className={styles.total}>
            <dt>{t("total")}</dt>
            <dd>{money(draft.total)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
