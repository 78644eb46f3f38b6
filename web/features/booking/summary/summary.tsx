"use client";
/**
 * The booking summary (docs/booking-journey-guest-data.md «Summary»), shared by the data and
 * payment steps: the stay, each room with its rate, guests and price (and the price per night),
 * the spa extras, the transfer and the total, with the engine's prices; once the reservation
 * exists, how long its rooms are still held. A sidebar from 1024 px; below, a bar at the bottom of
 * the screen with the total and «Подробнее», which opens the same details as a sheet.
 */
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { parseUrlDate } from "@rules/dates";
import { formatMoney, type TransferType } from "@rules/money";
import type { BookingDraft } from "../draft";
import { dayMonthShort, roomGuestsText } from "../format";
import { holdLeft, holdLeftText } from "../payment/hold";
import { nightlyHeading, shortStayText } from "./figures";
import styles from "./summary.module.css";
import { useSummaryFigures } from "./use-summary-figures";

export interface BookingSummaryProps {
  /**
   * The booking as the draft holds it. With `reservationId` and `total` (a created reservation)
   * the figures are the reservation's and the hold's time left is shown; without, the engine's
   * search and catalogue price the draft.
   */
  draft: BookingDraft;
  /** The transfer as a form has it now: a type, or null when the add-on is off. Omitted: the draft's. */
  transfer?: TransferType | null;
  /** The heading, «Ваше бронирование» unless given. */
  title?: string;
}

export function BookingSummary({ draft, transfer, title }: BookingSummaryProps) {
  const id = useId();
  const t = useTranslations("journey.summary");
  const language = useLocale();
  const money = (amount: number) => formatMoney(amount, language);
  const [open, setOpen] = useState(false);
  const { figures, searching } = useSummaryFigures(draft, transfer);
  const arrival = parseUrlDate(draft.arrival_date);
  const departure = parseUrlDate(draft.departure_date);
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <section className={styles.summary} data-open={open || undefined} aria-labelledby={titleId}>
      <div className={styles.bar}>
        <p className={styles.barTotal}>
          <span>{t("total")}</span> <strong data-testid="summary-bar-total">{money(figures.total)}</strong>
        </p>
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t("less") : t("more")}
        </button>
      </div>
      <div id={panelId} className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title ?? t("title")}
        </h2>
        <HoldLeft expiresAt={draft.reservationId ? draft.hold_expires_at : undefined} />
        {draft.reference && draft.reservationId ? (
          <p className={styles.reference}>
            {t.rich("reference", {
              reference: draft.reference,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
        ) : null}
        {arrival && departure ? (
          <p className={styles.stay}>{shortStayText(arrival, departure, language)}</p>
        ) : null}

        <ul className={styles.rooms}>
          {figures.rooms.map((room) => (
            <li key={room.index} className={styles.room}>
              <div className={styles.line}>
                <span className={styles.roomTitle}>
                  {figures.rooms.length > 1 ? t("room", { number: room.index + 1 }) : ""}
                  <span data-content>{room.roomTypeTitle}</span>
                </span>
                <span className={styles.amount}>{money(room.amount)}</span>
              </div>
              <p className={styles.muted}>
                {t.rich("rate", {
                  rate: room.rateTitle,
                  guests: roomGuestsText(room, language),
                  name: (chunks) => <span data-content>{chunks}</span>,
                })}
              </p>
              {room.soldOut ? <p className={styles.soldOut}>{t("soldOut")}</p> : null}
              {room.nightly.length > 0 ? (
                <details className={styles.nightly}>
                  <summary>{nightlyHeading(room.nightly, language)}</summary>
                  <ul>
                    {room.nightly.map((night) => (
                      <li key={night.date}>
                        <span>{dayMonthShort(night.date, language).replace(/\.$/, "")}</span>
                        <span>{money(night.amount)}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          ))}
        </ul>

        {figures.extras.length > 0 ? (
          <div className={styles.group}>
            <h3 className={styles.groupTitle}>{t("spa")}</h3>
            <ul className={styles.lines}>
              {figures.extras.map((extra) => (
                <li key={extra.code} className={styles.line}>
                  <span>
                    <span data-content>{extra.title}</span>
                    {extra.quantity > 1 ? ` × ${extra.quantity}` : ""}
                  </span>
                  <span className={styles.amount}>{money(extra.amount)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {figures.transfer ? (
          <div className={styles.group}>
            <h3 className={styles.groupTitle}>{t("transfer")}</h3>
            <p className={styles.line}>
              <span>{t(`transfers.${figures.transfer.type}`)}</span>
              {/* No figure of its own: only the engine's catalogue prices the transfer. */}
              <span
                className={
                  figures.transfer.price === null ? `${styles.amount} ${styles.muted}` : styles.amount
                }
                data-testid="summary-transfer"
              >
                {figures.transfer.price === null ? t("pending") : money(figures.transfer.price)}
              </span>
            </p>
          </div>
        ) : null}

        <p className={styles.total}>
          <span>{t("total")}</span>
          <strong data-testid="summary-total">{money(figures.total)}</strong>
        </p>
        {!figures.confirmed && searching ? (
          <p className={styles.muted} role="status">
            {t("checking")}
          </p>
        ) : figures.transfer?.price === null ? (
          <p className={styles.muted} role="status">
            {t("withoutTransfer")}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** «Номера удерживаются ещё 19:41», ticking once a second; nothing without a hold. */
function HoldLeft({ expiresAt }: { expiresAt: string | undefined }) {
  const t = useTranslations("journey.summary");
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    if (!expiresAt) return;
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (!expiresAt || !now) return null;
  const left = holdLeft(expiresAt, now);
  return (
    <p className={styles.hold}>
      {left > 0
        ? t.rich("holdLeft", {
            time: () => (
              <time dateTime={`PT${Math.ceil(left / 1000)}S`} className={styles.countdown}>
                {holdLeftText(left)}
              </time>
            ),
          })
        : t("holdOver")}
    </p>
  );
}
