"use client";
/**
 * The price of a change of dates or guests before it is made (the engine's quote at today's
 * prices), «Применить», and «Оплатить разницу» when the change costs more than was paid
 * (docs/booking-journey-check.md «Changes»).
 */
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import useSWR from "swr";
import { formatRubles } from "@rules/money";
import { bookingApi, type ChangeQuote } from "../api";
import { hotelDeadline, stayText } from "../format";
import { PayButton } from "./booking-view";
import type { ChangeBody } from "./schemas";
import { CHECK_PATH, changeOutcome, changeWarnings, signedRubles } from "./text";
import { failureMessage, refreshManagedBooking } from "./use-manage";
import styles from "./check.module.css";

const QUOTE_PATH = "/api/booking/manage/change/quote";

/** What the guest is asked to change before a price can be shown, in the accusative. */
const TO_CHANGE = { Даты: "даты", Гости: "число гостей" } as const;

/** The link beside «Применить»: it leaves the form for the booking, changing nothing. */
const LEAVE_UNCHANGED = "Вернуться без изменений";

async function fetchQuote([path, body]: readonly [string, string]): Promise<ChangeQuote> {
  return bookingApi<ChangeQuote>(path, { body: JSON.parse(body) as unknown });
}

export function ChangePanel({
  change,
  what,
  missing,
  paid,
}: {
  change: ChangeBody | undefined;
  /** «Даты», «Гости»: what the change is about. */
  what: keyof typeof TO_CHANGE;
  /**
   * Said on «Применить» when there is no change yet: what is missing in what the guest sees now
   * («Укажите даты» with a date missing, or that the dates are the booking's own).
   */
  missing: string;
  /** What the booking has had paid so far. */
  paid: number;
}) {
  const id = useId();
  const router = useRouter();
  const [applying, setApplying] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  /** «Применить» was pressed with no change: `missing` is said (as it reads now) until there is one. */
  const [askedWithoutChange, setAskedWithoutChange] = useState(false);
  const [pending, setPending] = useState<ChangeQuote | undefined>(undefined);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const {
    data: quote,
    error,
    isLoading,
  } = useSWR<ChangeQuote, unknown, readonly [string, string] | null>(
    change && !pending ? [QUOTE_PATH, JSON.stringify(change)] : null,
    fetchQuote,
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: false },
  );

  if (pending) {
    return (
      <section className={`${styles.card} ${styles.quote}`} aria-labelledby={`${id}-pending`}>
        <h2 id={`${id}-pending`} className={styles.cardTitle} tabIndex={-1}>
          {pending.reservation?.status === "confirmed" ? "Осталось доплатить" : "К оплате"}{" "}
          {formatRubles(pending.toPay)}
        </h2>
        <p>
          {pending.reservation?.status === "confirmed"
            ? `${what}: новые условия вступят в силу после оплаты разницы. Номера удерживаются за вами, пока вы оплачиваете.`
            : "Бронирование изменено. Оплатите его, чтобы подтвердить: номера удерживаются за вами до конца срока оплаты."}
        </p>
        <PayButton
          amount={pending.toPay}
          label={pending.reservation?.status === "confirmed" ? "Оплатить разницу" : undefined}
        />
        <a className="link-arrow" href={CHECK_PATH}>
          Вернуться к бронированию
        </a>
      </section>
    );
  }

  const apply = async () => {
    if (!change) {
      setFailure(undefined);
      setAskedWithoutChange(true);
      requestAnimationFrame(() => failureRef.current?.focus());
      return;
    }
    setApplying(true);
    setAskedWithoutChange(false);
    setFailure(undefined);
    try {
      const result = await bookingApi<ChangeQuote>("/api/booking/manage/change", { body: change });
      await refreshManagedBooking();
      if (result.toPay > 0) {
        setPending(result);
        return;
      }
      router.push(`${CHECK_PATH}?changed=1`);
    } catch (problem) {
      setFailure(failureMessage(problem));
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setApplying(false);
    }
  };

  const warnings = quote ? changeWarnings(quote) : [];

  return (
    <section
      className={`${styles.card} ${styles.quote}`}
      aria-labelledby={`${id}-title`}
      aria-busy={isLoading}
    >
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Стоимость изменения
      </h2>
      <div role="status" aria-live="polite">
        {!change ? (
          <p className={styles.hint}>Измените {TO_CHANGE[what]}, чтобы увидеть новую стоимость.</p>
        ) : null}
        {change && isLoading ? <p className={styles.hint}>Считаем стоимость…</p> : null}
        {quote ? (
          <>
            <dl className={styles.money}>
              <div>
                <dt>Даты</dt>
                <dd>{stayText(quote.arrival, quote.departure)}</dd>
              </div>
              <div>
                <dt>Было</dt>
                <dd>{formatRubles(quote.oldTotal)}</dd>
              </div>
              <div>
                <dt>Новая стоимость</dt>
                <dd>{formatRubles(quote.newTotal)}</dd>
              </div>
              <div>
                <dt>Разница</dt>
                <dd>{signedRubles(quote.difference)}</dd>
              </div>
              {quote.freeCancellationUntil ? (
                <div>
                  <dt>Бесплатная отмена</dt>
                  <dd>до {hotelDeadline(quote.freeCancellationUntil)} (время отеля)</dd>
                </div>
              ) : null}
            </dl>
            <p className={styles.outcome}>{changeOutcome(quote, paid)}</p>
          </>
        ) : null}
      </div>
      {error ? (
        <p className={styles.failure} role="alert">
          {failureMessage(error)}
        </p>
      ) : null}
      {failure || (askedWithoutChange && !change) ? (
        <p ref={failureRef} className={styles.failure} role="alert" tabIndex={-1}>
          {failure ?? missing}
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <div id={`${id}-warning`} className={styles.warning} role="alert">
          {warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn--dark"
          onClick={() => void apply()}
          disabled={applying || (change !== undefined && (!quote || Boolean(error)))}
          aria-describedby={warnings.length > 0 ? `${id}-warning` : undefined}
        >
          {applying ? "Применяем…" : "Применить"}
        </button>
        <a className="btn btn--outline" href={CHECK_PATH}>
          {LEAVE_UNCHANGED}
        </a>
      </div>
    </section>
  );
}
