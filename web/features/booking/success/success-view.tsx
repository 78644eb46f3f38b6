"use client";
/**
 * The success page (docs/booking-journey-payment.md «Success page»): checks the payment of the
 * reservation in `?reservation=` (or the draft's) once a second, five times at most; paid or held
 * by the bank → the confirmation with the reference and what was booked, read from the engine with
 * the address's `token` (so any browser shows it), and the draft forgets the booking; otherwise a
 * cross, «Оплата не прошла» and a way to pay this same booking again. An address without a proof
 * says it cannot show the payment, never that it failed. A booking paid by a test payment (the
 * sandbox, or YooKassa's test shop) says «ТЕСТОВАЯ ОПЛАТА» above it all.
 */
import { IntentLink as Link } from "@web/components/link/intent-link";
import { useLocale, useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { Language } from "@rules/language";
import { TEST_PAYMENT_LABELS } from "@rules/money";
import { localizedHref, splitLanguage } from "@web/i18n/paths";
import {
  BookingApiError,
  bookingApi,
  sessionHeader,
  type Invoice,
  type Reservation,
  type ReservationSummary,
} from "../api";
import type { ManagedBooking } from "../check/use-manage";
import { PAYMENT_PATH, type BookingDraft } from "../draft";
import { BookingRecap } from "../payment/booking-recap";
import { paid } from "../transitions";
import { loadDraft, updateDraft, useBookingDraft } from "../use-draft";
import { createCopyFeedback } from "./copy-feedback";
import { bookedToShow } from "./engine-booking";
import { paidBooking, rememberPaidBooking } from "./last-booking";
import { returnLanguage } from "./return-language";
import { pollPaymentStatus, type PollState } from "./polling";
import styles from "./success.module.css";

const noSubscription = () => () => undefined;

/** The language this browser paid `reservationId` from, once in the browser (the server knows none). */
function usePaidLanguage(reservationId: string | null): Language | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => (reservationId ? returnLanguage(reservationId) : undefined),
    () => undefined,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function SuccessView({ phone }: { phone: string }) {
  const params = useSearchParams();
  const t = useTranslations("journey.success");
  const language = useLocale();
  const router = useRouter();
  const returning = params.get("reservation");
  const paidIn = usePaidLanguage(returning);
  // Back from the payment page at the Russian address: the page of the language the guest paid in.
  useEffect(() => {
    if (paidIn && paidIn !== language) {
      const here = `${window.location.pathname}${window.location.search}`;
      router.replace(localizedHref(splitLanguage(here).path, paidIn));
    }
  }, [paidIn, language, router]);
  const [draft, ready] = useBookingDraft();
  const fromAddress = params.get("reservation");
  const candidate = fromAddress && UUID.test(fromAddress) ? fromAddress : draft?.reservationId;
  // Fixed once known: a paid booking is cleared from the draft (its session too) while this page shows it.
  const [chosen, setChosen] = useState<{
    reservationId: string;
    proof: Record<string, string>;
    token: string | null;
  }>();
  if (ready && chosen === undefined && candidate) {
    const token = fromAddress === candidate ? params.get("token") : null;
    setChosen({ reservationId: candidate, proof: paymentProof(candidate, token, draft), token });
  }
  const reservationId = chosen?.reservationId ?? candidate;

  if (!ready || (paidIn && paidIn !== language)) return <Checking />;
  if (!reservationId) {
    return (
      <div className={styles.result}>
        <h1 className={styles.title}>{t("notFound")}</h1>
        <p>{t("openByReference")}</p>
        <Link className="btn btn--dark" href="/booking/check" prefetch={false}>
          {t("check")}
        </Link>
      </div>
    );
  }
  if (chosen && Object.keys(chosen.proof).length === 0) return <NoProof />;
  return (
    <PaymentOutcome
      key={reservationId}
      reservationId={reservationId}
      proof={chosen?.proof ?? {}}
      token={chosen?.token ?? null}
      phone={phone}
    />
  );
}

/**
 * An address with a booking but nothing that lets this browser see it (no token and the draft did
 * not make it — the link was cut short or copied without its token —, or a token the engine does
 * not take): the page cannot tell how the payment went, and says so instead of «Оплата не прошла».
 */
function NoProof() {
  const t = useTranslations("journey.success");
  return (
    <div className={styles.result}>
      <h1 className={styles.title}>{t("noProof")}</h1>
      <p className={styles.lead}>{t("noProofText")}</p>
      <div className={styles.actions}>
        <Link className="btn btn--dark" href="/booking/check" prefetch={false}>
          {t("check")}
        </Link>
      </div>
    </div>
  );
}

/**
 * Where «Попробовать оплатить снова» leads: the payment step for this same booking — with the
 * return address's token, which lets a browser that kept nothing pay it again.
 */
function retryHref(reservationId: string, token: string | null): string {
  if (!token) return PAYMENT_PATH;
  const query = new URLSearchParams({ reservation: reservationId, token });
  return `${PAYMENT_PATH}?${query.toString()}`;
}

/**
 * What shows the payment is this guest's to see: the draft's session when the draft made this
 * reservation, and the `token` the payment's return address carries with it — the latter works in
 * a browser that kept nothing (docs/booking-journey-payment.md).
 */
function paymentProof(
  reservationId: string,
  token: string | null,
  draft: BookingDraft | undefined,
): Record<string, string> {
  return {
    ...sessionHeader(draft?.reservationId === reservationId ? draft.session_id : undefined),
    ...(token ? { "x-return-token": token } : {}),
  };
}

function PaymentOutcome({
  reservationId,
  proof,
  token,
  phone,
}: {
  reservationId: string;
  proof: Record<string, string>;
  token: string | null;
  phone: string;
}) {
  const [state, setState] = useState<PollState>({ kind: "checking", tries: 0 });
  const [booking, setBooking] = useState<BookingDraft>();
  const [testPayment, setTestPayment] = useState(false);

  useEffect(() => {
    let invoiceId: string | undefined;
    let test = false;
    return pollPaymentStatus(
      async () => {
        const invoice = await bookingApi<Invoice>(
          `/api/booking/reservations/${encodeURIComponent(reservationId)}/invoice`,
          { headers: proof },
        );
        invoiceId = invoice.id;
        test = invoice.test;
        return invoice.status;
      },
      (next) => {
        if (next.kind === "paid") {
          setTestPayment(test);
          const current = loadDraft();
          const draft = current?.reservationId === reservationId ? current : undefined;
          // The draft forgets the paid booking; a new one is a new reservation.
          void updateDraft((stored) => paid(stored, reservationId));
          const paidBy = invoiceId;
          void Promise.all([sessionBooking(), engineSummary(reservationId, proof)]).then(
            ([engine, summary]) => {
              const shown = bookedToShow({
                reservationId,
                engine,
                summary,
                draft,
                kept: paidBooking(),
                invoiceId: paidBy,
              });
              if (shown && paidBy) rememberPaidBooking({ booking: shown, invoiceId: paidBy });
              setBooking(shown);
              // The result shows with what was booked: shown first, the recap arriving under the
              // heading pushed the actions and the footer down (Lighthouse mobile CLS 0.35).
              setState(next);
            },
          );
          return;
        }
        setState(next);
      },
      { refuses: (error) => error instanceof BookingApiError && error.code === "RESERVATION_NOT_FOUND" },
    );
  }, [reservationId, proof]);

  const t = useTranslations("journey.success");
  const language = useLocale();
  if (state.kind === "checking") return <Checking />;
  if (state.kind === "refused") return <NoProof />;
  if (state.kind === "unpaid") {
    const telephone = phone.replace(/[^+\d]/g, "");
    return (
      <div className={styles.result}>
        <CrossIcon />
        <h1 className={styles.title}>{t("failed")}</h1>
        <p className={styles.lead}>{t("failedText")}</p>
        <div className={styles.actions}>
          <Link className="btn btn--dark" href={retryHref(reservationId, token)} prefetch={false}>
            {t("retry")}
          </Link>
        </div>
        {telephone ? (
          <p className={styles.call}>
            {t("orCall")}{" "}
            <a href={`tel:${telephone}`} aria-label={t("callLabel", { phone })}>
              {phone}
            </a>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.result}>
      {testPayment ? (
        <p className={styles.testPayment} role="note" data-testid="test-payment">
          {t("testPaid", { label: TEST_PAYMENT_LABELS[language] })}
        </p>
      ) : null}
      <CheckIcon />
      <h1 className={styles.title}>{state.status === "succeeded" ? t("confirmed") : t("held")}</h1>
      <p className={styles.lead}>
        {state.status === "succeeded" ? t("thanks") : t("bankFinishing")}
        {booking?.guest?.email ? t("mailTo", { email: booking.guest.email }) : ""}
      </p>
      {booking?.reference ? <Reference reference={booking.reference} /> : null}
      {booking ? <BookingRecap draft={booking} title={t("booked")} showReference={false} /> : null}
      <div className={styles.actions}>
        <Link className="btn btn--dark" href="/booking/check" prefetch={false}>
          {t("check")}
        </Link>
        <Link className="btn btn--outline" href="/">
          {t("home")}
        </Link>
      </div>
    </div>
  );
}

/**
 * The booking of the guest's booking-check session as the engine has it now (the session is the
 * check's httpOnly cookie, sent to /api/booking/manage only); undefined without a session.
 */
async function sessionBooking(): Promise<Reservation | undefined> {
  try {
    return (await bookingApi<ManagedBooking>("/api/booking/manage")).reservation;
  } catch {
    return undefined;
  }
}

/**
 * What the engine says was booked (reference, dates, rooms, extras, transfer, total), read with the
 * page's proof — the return address's token works in any browser; undefined when it cannot be read.
 */
async function engineSummary(
  reservationId: string,
  proof: Record<string, string>,
): Promise<ReservationSummary | undefined> {
  try {
    return await bookingApi<ReservationSummary>(
      `/api/booking/reservations/${encodeURIComponent(reservationId)}/summary`,
      { headers: proof },
    );
  } catch (error) {
    console.warn("The booking's summary cannot be read", error);
    return undefined;
  }
}

function Reference({ reference }: { reference: string }) {
  const t = useTranslations("journey.success");
  const [copied, setCopied] = useState(false);
  const [feedback] = useState(() =>
    createCopyFeedback(async (text) => {
      if (!navigator.clipboard) throw new Error("Clipboard API is not available");
      await navigator.clipboard.writeText(text);
    }, setCopied),
  );
  useEffect(() => () => feedback.dispose(), [feedback]);
  return (
    <div className={styles.reference}>
      <p className={styles.referenceLabel}>{t("reference")}</p>
      <p className={styles.referenceValue}>{reference}</p>
      <div className={styles.copy}>
        <button type="button" className="btn btn--outline" onClick={() => void feedback.copy(reference)}>
          {t("copy")}
        </button>
        <span className={styles.tooltip} role="status">
          {copied ? t("copied") : ""}
        </span>
      </div>
    </div>
  );
}

/** The spinner while the payment is checked (also the page's first paint). */
export function Checking() {
  const t = useTranslations("journey.success");
  return (
    <div className={styles.result}>
      <span className={styles.spinner} aria-hidden="true" />
      <h1 className={styles.title} role="status">
        {t("checking")}
      </h1>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.mark} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
      <circle cx="24" cy="24" r="22" fill="none" stroke="var(--success)" strokeWidth="2.5" />
      <path
        d="M14 24.5l7 7 13-14"
        fill="none"
        stroke="var(--success)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CrossIcon() {
  const t = useTranslations("journey.success");
  return (
    <svg
      className={styles.mark}
      viewBox="0 0 48 48"
      width="56"
      height="56"
      role="img"
      aria-label={t("error")}
    >
      <circle cx="24" cy="24" r="22" fill="none" stroke="var(--danger)" strokeWidth="2.5" />
      <path
        d="M16 16l16 16M32 16L16 32"
        fill="none"
        stroke="var(--danger)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
