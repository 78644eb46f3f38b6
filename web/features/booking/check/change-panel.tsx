"use client";
/**
 * The price of a change of dates or guests before it is made (the engine's quote at today's
 * prices), «Применить», and «Оплатить разницу» when the change costs more than was paid
 * (docs/booking-journey-check.md «Changes»).
 */
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import useSWR from "swr";
import { bookingApi, type ChangeQuote } from "../api";
import { PayButton } from "./booking-view";
import type { ChangeBody } from "./schemas";
import { CHECK_PATH, changeOutcome, changeWarnings } from "./text";
import { refreshManagedBooking } from "./use-manage";
import { useWords } from "./use-words";
import { hotelDeadline, money, signedMoney, stayText } from "./words";
import styles from "./check.module.css";

const QUOTE_PATH = "/api/booking/manage/change/quote";

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
  /** The dates or the guests: what the change is about. */
  what: "dates" | "guests";
  /**
   * Said on «Применить» when there is no change yet: what is missing in what the guest sees now
   * («Укажите даты» with a date missing, or that the dates are the booking's own).
   */
  missing: string;
  /** What the booking has had paid so far. */
  paid: number;
}) {
  const id = useId();
  const words = useWords();
  const { t, language } = words;
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
          {t(pending.reservation?.status === "confirmed" ? "change.leftToPay" : "change.toPay", {
            amount: money(pending.toPay, language),
          })}
        </h2>
        <p>
          {pending.reservation?.status === "confirmed"
            ? t("change.pendingPaid", { what })
            : t("change.pendingUnpaid")}
        </p>
        <PayButton
          amount={pending.toPay}
          label={pending.reservation?.status === "confirmed" ? t("pay.difference") : undefined}
        />
        <a className="link-arrow" href={words.href(CHECK_PATH)}>
          {t("change.back")}
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
      router.push(words.href(`${CHECK_PATH}?changed=1`));
    } catch (problem) {
      setFailure(words.failure(problem));
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setApplying(false);
    }
  };

  const warnings = quote ? changeWarnings(words, quote) : [];

  return (
    <section
      className={`${styles.card} ${styles.quote}`}
      aria-labelledby={`${id}-title`}
      aria-busy={isLoading}
    >
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t("change.title")}
      </h2>
      <div role="status" aria-live="polite">
        {!change ? (
          <p className={styles.hint}>{t(what === "dates" ? "change.askDates" : "change.askGuests")}</p>
        ) : null}
        {change && isLoading ? <p className={styles.hint}>{t("change.counting")}</p> : null}
        {quote ? (
          <>
            <dl className={styles.money}>
              <div>
                <dt>{t("change.dates")}</dt>
                <dd>{stayText(words, quote.arrival, quote.departure)}</dd>
              </div>
              <div>
                <dt>{t("change.was")}</dt>
                <dd>{money(quote.oldTotal, language)}</dd>
              </div>
              <div>
                <dt>{t("change.newTotal")}</dt>
                <dd>{money(quote.newTotal, language)}</dd>
              </div>
              <div>
                <dt>{t("change.difference")}</dt>
                <dd>{signedMoney(quote.difference, language)}</dd>
              </div>
              {quote.freeCancellationUntil ? (
                <div>
                  <dt>{t("change.freeCancellation")}</dt>
                  <dd>
                    {t("change.freeUntil", {
                      deadline: hotelDeadline(quote.freeCancellationUntil, language),
                    })}
                  </dd>
                </div>
              ) : null}
            </dl>
            <p className={styles.outcome}>{changeOutcome(words, quote, paid)}</p>
          </>
        ) : null}
      </div>
      {error ? (
        <p className={styles.failure} role="alert">
          {words.failure(error)}
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
          {applying ? t("change.applying") : t("change.apply")}
        </button>
        <a className="btn btn--outline" href={words.href(CHECK_PATH)}>
          {t("change.leave")}
        </a>
      </div>
    </section>
  );
}
