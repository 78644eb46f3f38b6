"use client";
/**
 * /booking/check/cancel (docs/booking-journey-check.md «Cancel»): the policy and the exact refund
 * before confirming, the real cancellation, then «Бронирование отменено» with the refund, or the
 * failure text with «Повторить» and «Связаться с отелем».
 */
import Link from "next/link";
import { useId, useRef, useState } from "react";
import useSWR from "swr";
import { hotelToday } from "@rules/dates";
import { bookingApi, swrFetcher, type Cancellation, type Reservation } from "../api";
import { forgetCanceled } from "../transitions";
import { updateDraft, useBookingDraft } from "../use-draft";
import { RATE_PLANS_PATH, ratePlansHref } from "../draft";
import { ManagedPage, NotManageable } from "./managed-page";
import { CHECK_PATH, canceledText, cancellationPolicy, refundText } from "./text";
import { refreshManagedBooking } from "./use-manage";
import { useWords } from "./use-words";
import { money, stayText } from "./words";
import styles from "./check.module.css";
import { canGuestChange } from "@rules/guest-changes";

type Outcome = { kind: "canceled"; refund: number; paid: number } | { kind: "failed" };

export function CancelView({ phone }: { phone: string }) {
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  return (
    <ManagedPage keepInactive>
      {(booking) => {
        if (outcome?.kind === "canceled") return <Canceled refund={outcome.refund} paid={outcome.paid} />;
        if (!outcome && !canGuestChange(booking.reservation, hotelToday()))
          return <NotManageable booking={booking} />;
        return (
          <CancelForm
            reservation={booking.reservation}
            phone={phone}
            failed={outcome?.kind === "failed"}
            onOutcome={setOutcome}
          />
        );
      }}
    </ManagedPage>
  );
}

function CancelForm({
  reservation,
  phone,
  failed,
  onOutcome,
}: {
  reservation: Reservation;
  phone: string;
  failed: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const id = useId();
  const words = useWords();
  const { t, language } = words;
  const [sending, setSending] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const { data: terms, error } = useSWR<Cancellation>(
    failed ? null : "/api/booking/manage/cancellation",
    swrFetcher,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  const cancel = async () => {
    setSending(true);
    try {
      const result = await bookingApi<{ cancellation: Cancellation }>("/api/booking/manage/cancel", {
        body: {},
      });
      onOutcome({ kind: "canceled", refund: result.cancellation.refund, paid: result.cancellation.paid });
      void refreshManagedBooking();
      // The draft forgets the booking (keeping the search): the payment step would otherwise still
      // offer it, with its free cancellation and its hold.
      void updateDraft((stored) => forgetCanceled(stored, reservation.id));
    } catch (problem) {
      console.warn("Cancellation refused", words.failure(problem));
      onOutcome({ kind: "failed" });
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setSending(false);
    }
  };

  if (failed) {
    return (
      <div
        ref={failureRef}
        className={`${styles.card} ${styles.cancel} ${styles.failed}`}
        role="alert"
        tabIndex={-1}
      >
        <p className={styles.failure}>{t("cancel.failed")}</p>
        <div className={styles.actions}>
          <button type="button" className="btn btn--dark" onClick={() => void cancel()} disabled={sending}>
            {sending ? t("cancel.sending") : t("cancel.retry")}
          </button>
          <a className="btn btn--outline" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
            {t("cancel.call")}
          </a>
        </div>
      </div>
    );
  }

  return (
    <section className={`${styles.card} ${styles.cancel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t("cancel.heading", { reference: reservation.reference })}
      </h2>
      <p className={styles.hint}>{stayText(words, reservation.arrival, reservation.departure)}</p>
      {error ? (
        <p className={styles.failure} role="alert">
          {words.failure(error)}
        </p>
      ) : null}
      {!terms && !error ? (
        <p className={styles.hint} role="status">
          {t("cancel.counting")}
        </p>
      ) : null}
      {terms ? (
        <>
          <p className={styles.policy}>
            {cancellationPolicy(words, reservation.rooms, {
              freeCancellationUntil: terms.freeCancellationUntil,
              refund: terms.refund,
              kept: terms.penalty,
            })}
          </p>
          <dl className={styles.money}>
            <div>
              <dt>{t("cancel.paid")}</dt>
              <dd>{money(terms.paid, language)}</dd>
            </div>
            <div>
              <dt>{t("cancel.kept")}</dt>
              <dd>{money(terms.penalty, language)}</dd>
            </div>
            <div className={styles.due}>
              <dt>{t("cancel.refund")}</dt>
              <dd>{money(terms.refund, language)}</dd>
            </div>
          </dl>
          <p className={styles.outcome}>{refundText(words, terms)}</p>
        </>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn--dark"
          onClick={() => void cancel()}
          disabled={sending || !terms}
        >
          {sending ? t("cancel.sending") : t("cancel.confirm")}
        </button>
        <Link className="btn btn--outline" href={words.href(CHECK_PATH)} prefetch={false}>
          {t("cancel.keep")}
        </Link>
      </div>
    </section>
  );
}

function Canceled({ refund, paid }: { refund: number; paid: number }) {
  const words = useWords();
  const { t } = words;
  const [draft, ready] = useBookingDraft();
  const today = hotelToday();
  return (
    <section className={`${styles.card} ${styles.cancel} ${styles.done}`} aria-labelledby="canceled-title">
      <h2 id="canceled-title" ref={(element) => element?.focus()} className={styles.cardTitle} tabIndex={-1}>
        {t("cancel.done")}
      </h2>
      <p role="status">{canceledText(words, refund, paid)}</p>
      <div className={styles.actions}>
        <Link
          className="btn btn--gold"
          href={words.href(ready ? ratePlansHref(draft, today) : RATE_PLANS_PATH)}
          prefetch={false}
        >
          {t("cancel.newBooking")}
        </Link>
        <a className="link-arrow" href={words.href(CHECK_PATH)}>
          {t("cancel.toBooking")}
        </a>
      </div>
    </section>
  );
}
