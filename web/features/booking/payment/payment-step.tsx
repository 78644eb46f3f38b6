"use client";
/**
 * «Оплата» (docs/booking-journey-payment.md): how the guest pays (a card or SBP to choose from
 * when YooKassa takes the payments), the real cancellation terms, the hold's countdown and the
 * consent; «Перейти к оплате» creates the invoice for the chosen way and sends the guest to the
 * payment page (YooKassa's, or the sandbox's), which brings them back to /booking/success.
 * With `?reservation=&token=` (the success page's «Попробовать оплатить снова» after a decline)
 * it pays that booking again even in a browser that kept no draft of it: the booking is read from
 * the engine with the return address's token, which also proves the guest may pay it.
 */
import { IntentLink as Link } from "@web/components/link/intent-link";
import { useSearchParams } from "next/navigation";
import { useLocalizedRouter } from "../use-localized-router";
import { useEffect, useId, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import useSWR from "swr";
import { hotelToday } from "@rules/dates";
import { formatMoney } from "@rules/money";
import { localizedHref } from "@web/i18n/paths";
import { rememberReturnLanguage } from "../success/return-language";
import { engineErrorText } from "../error-words";
import {
  BookingApiError,
  bookingApi,
  PAYMENT_VARIANTS_PATH,
  sessionHeader,
  SWR_OPTIONS,
  swrFetcher,
  type Invoice,
  type ReservationSummary,
} from "../api";
import { guardPayment, ratePlansHref, type BookingDraft } from "../draft";
import { bookedFromSummary } from "../success/engine-booking";
import { startOver } from "../transitions";
import { updateDraft, useBookingDraft } from "../use-draft";
import { useStageGuard } from "../use-stage-guard";
import { BookingRecap } from "./booking-recap";
import { cancellationNotes } from "./cancellation";
import { paymentErrorView, type PaymentErrorView } from "./errors";
import { holdLeft, holdLeftText } from "./hold";
import { PaymentIcons } from "./payment-icons";
import beside from "../summary/beside-summary.module.css";
import fields from "@web/components/form/fields.module.css";
import styles from "./payment.module.css";
import { isSandboxPaymentUrl } from "./test-mode";
import type { PaymentVariantsAnswer } from "./variants";
import type { PaymentType } from "@hotel/client/types";
import { offersChoice, paymentTypeToSend } from "./choice";

export const DOCUMENT_LINKS = {
  bookingRules: "/documents/booking-rules",
  personalData: "/documents/personal-data",
  privacy: "/documents/privacy",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RETURN_TOKEN = /^[\w-]{43}$/;

/** The booking of `?reservation=&token=` when this browser's draft is not that booking's. */
function retryTarget(
  params: URLSearchParams,
  draft: BookingDraft | undefined,
): { reservationId: string; token: string } | undefined {
  const reservationId = params.get("reservation");
  const token = params.get("token");
  if (!reservationId || !UUID.test(reservationId) || !token || !RETURN_TOKEN.test(token)) return undefined;
  if (draft?.reservationId === reservationId) return undefined;
  return { reservationId, token };
}

export function PaymentStep() {
  const params = useSearchParams();
  const [draft, ready] = useBookingDraft();
  const retry = ready ? retryTarget(params, draft) : undefined;
  const guard = ready && !retry ? guardPayment(draft, hotelToday()) : undefined;
  const leaving = useRef(false);
  useStageGuard(guard, leaving);

  if (retry) return <PayAgain {...retry} />;
  if (!guard?.ok) return <LoadingBooking />;
  return <PaymentForm draft={guard.draft} proof={sessionHeader(guard.draft.session_id)} />;
}

export function LoadingBooking() {
  const t = useTranslations("journey");
  return (
    <p className={styles.loading} role="status">
      {t("loadingBooking")}
    </p>
  );
}

/**
 * Paying a booking again from the return address's token: the engine's summary is what is shown
 * and paid; a booking already paid, or whose rooms were released, says so instead.
 */
function PayAgain({ reservationId, token }: { reservationId: string; token: string }) {
  const proof = { "x-return-token": token };
  const t = useTranslations("journey.payment");
  const language = useLocale();
  const summary = useSWR<ReservationSummary, BookingApiError>(
    [`/api/booking/reservations/${encodeURIComponent(reservationId)}/summary`, token],
    ([path]: [string, string]) => bookingApi<ReservationSummary>(path, { headers: proof }),
    SWR_OPTIONS,
  );
  if (summary.error) {
    return (
      <div className={styles.problem} role="alert">
        <p>
          {summary.error.code === "RESERVATION_NOT_FOUND"
            ? t("notFound")
            : engineErrorText(summary.error, language)}
        </p>
        <Link className="btn btn--outline" href="/booking/check" prefetch={false}>
          {t("check")}
        </Link>
      </div>
    );
  }
  if (!summary.data) return <LoadingBooking />;
  const booking = summary.data;
  const paid =
    booking.status === "confirmed" ||
    booking.paymentStatus === "succeeded" ||
    booking.paymentStatus === "waiting";
  if (paid) {
    const query = new URLSearchParams({ reservation: reservationId, token });
    return (
      <div className={styles.problem} role="alert">
        <p>{t("alreadyPaid")}</p>
        <Link className="btn btn--dark" href={`/booking/success?${query.toString()}`} prefetch={false}>
          {t("seeBooking")}
        </Link>
      </div>
    );
  }
  if (booking.status !== "held") {
    // The same stay and guests, booked again from the rate plans.
    const draft = bookedFromSummary(booking);
    return (
      <div className={styles.problem} role="alert">
        <p>{t("lapsed")}</p>
        <Link className="btn btn--dark" href={ratePlansHref(draft, hotelToday())} prefetch={false}>
          {t("rebook")}
        </Link>
      </div>
    );
  }
  return <PaymentForm draft={bookedFromSummary(booking)} proof={proof} statusProof={token} />;
}

function PaymentForm({
  draft,
  proof,
  statusProof,
}: {
  draft: BookingDraft;
  /** What proves the guest may pay this booking: the draft's session, or the return token. */
  proof: Record<string, string>;
  /** The return token, for the link to the payment's status. */
  statusProof?: string | undefined;
}) {
  const router = useLocalizedRouter();
  const t = useTranslations("journey.payment");
  const language = useLocale();
  const consentId = useId();
  const hintId = useId();
  const choiceId = useId();
  const [picked, setPicked] = useState<PaymentType>();
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PaymentErrorView>();
  const [sandbox, setSandbox] = useState(false);
  const variants = useSWR<PaymentVariantsAnswer, BookingApiError>(
    PAYMENT_VARIANTS_PATH,
    swrFetcher,
    SWR_OPTIONS,
  );
  const now = useNow();

  // Back from the payment page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  const reservationId = draft.reservationId ?? "";
  const notes = draft.rooms ? cancellationNotes(draft.rooms, now, language) : [];
  const left = draft.hold_expires_at ? holdLeft(draft.hold_expires_at, now) : undefined;
  const testMode = sandbox || variants.data?.testMode === true;
  const paymentType = paymentTypeToSend(variants.data?.variants, picked);

  const pay = async () => {
    window.scrollTo({ top: 0 });
    setBusy(true);
    setProblem(undefined);
    try {
      const invoice = await bookingApi<Invoice>(
        `/api/booking/reservations/${encodeURIComponent(reservationId)}/invoice`,
        // The session the reservation was made in (or the return token) proves it is this guest's to pay.
        { method: "POST", body: { paymentType }, headers: proof },
      );
      if (!invoice.confirmationUrl) {
        setProblem(paymentErrorView("PAYMENT_PROVIDER_ERROR", "", language));
        setBusy(false);
        return;
      }
      if (isSandboxPaymentUrl(invoice.confirmationUrl)) setSandbox(true);
      // The payment page returns to the Russian success page; this browser then opens it in this page's language.
      rememberReturnLanguage(reservationId, language);
      window.location.assign(invoice.confirmationUrl);
    } catch (error) {
      if (!(error instanceof BookingApiError)) throw error;
      console.warn("creating the invoice failed", error.code);
      setProblem(paymentErrorView(error.code, error.message, language, error.status));
      setBusy(false);
    }
  };

  const rebook = async () => {
    const reset = await updateDraft(() => startOver(draft));
    router.push(ratePlansHref(reset, hotelToday()));
  };

  return (
    <div className={beside.layout}>
      <div className={styles.main}>
        {testMode ? (
          <p className={styles.testMode} role="note">
            {t("testMode")}
          </p>
        ) : null}

        {left !== undefined ? (
          <p className={styles.hold}>
            {left > 0
              ? t.rich("holdLeft", {
                  time: () => (
                    <time className={styles.countdown} dateTime={`PT${Math.ceil(left / 1000)}S`}>
                      {holdLeftText(left)}
                    </time>
                  ),
                })
              : t("holdOver")}
          </p>
        ) : null}

        <section
          className={
            variants.data || variants.error ? styles.block : `${styles.block} ${styles.blockLoading}`
          }
          aria-labelledby="payment-variants-title"
        >
          <h2 id="payment-variants-title" className={styles.blockTitle}>
            {t("method")}
          </h2>
          {variants.error ? (
            <p className={styles.muted}>{t("noMethods")}</p>
          ) : !variants.data ? (
            <p className={styles.muted} role="status">
              {t("loadingMethods")}
            </p>
          ) : offersChoice(variants.data.variants) ? (
            <fieldset className={styles.choice}>
              <legend className="visually-hidden">{t("chooseMethod")}</legend>
              {variants.data.variants.map((variant) => {
                const id = `${choiceId}-${variant.paymentType}`;
                return (
                  <div key={variant.paymentType} className={styles.option}>
                    <input
                      id={id}
                      type="radio"
                      name={choiceId}
                      value={variant.paymentType}
                      checked={paymentType === variant.paymentType}
                      onChange={() => setPicked(variant.paymentType)}
                      aria-describedby={variant.description ? `${id}-about` : undefined}
                    />
                    <label htmlFor={id} className={styles.optionLabel}>
                      <span className={styles.variantName}>{variant.name}</span>
                      {variant.shortDescription ? (
                        <span className={styles.muted}>{variant.shortDescription}</span>
                      ) : null}
                    </label>
                    <div className={styles.optionBody}>
                      <PaymentIcons ids={variant.iconIds} />
                      {variant.description ? (
                        <p id={`${id}-about`} className={styles.description}>
                          {variant.description}
                        </p>
                      ) : null}
                    </div>
                  </div>
                );
              })}
            </fieldset>
          ) : (
            <ul className={styles.variants}>
              {variants.data.variants.map((variant) => (
                <li key={`${variant.paymentProviderId}-${variant.paymentType}`} className={styles.variant}>
                  <div className={styles.variantHead}>
                    <h3 className={styles.variantName}>{variant.name}</h3>
                    {variant.price > 0 ? (
                      <span>{t("fee", { price: formatMoney(variant.price, language) })}</span>
                    ) : null}
                  </div>
                  {variant.shortDescription ? (
                    <p className={styles.muted}>{variant.shortDescription}</p>
                  ) : null}
                  <PaymentIcons ids={variant.iconIds} />
                  {variant.description ? <p className={styles.description}>{variant.description}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.block} aria-labelledby="cancellation-title">
          <h2 id="cancellation-title" className={styles.blockTitle}>
            {t("terms")}
          </h2>
          {notes.length > 0 ? (
            <ul className={styles.notes}>
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t("termsInMail")}</p>
          )}
        </section>

        <div className={fields.consent}>
          <input
            id={consentId}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
          />
          <label htmlFor={consentId}>
            {t.rich("consent", {
              rules: (chunks) => (
                <a href={localizedHref(DOCUMENT_LINKS.bookingRules, language)} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
              data: (chunks) => (
                <a href={localizedHref(DOCUMENT_LINKS.personalData, language)} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
              privacy: (chunks) => (
                <a href={localizedHref(DOCUMENT_LINKS.privacy, language)} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            })}
          </label>
        </div>

        {problem ? (
          <div className={styles.problem} role="alert">
            <p>{problem.text}</p>
            {problem.action === "rebook" ? (
              <button type="button" className="btn btn--dark" onClick={() => void rebook()}>
                {t("rebook")}
              </button>
            ) : problem.action === "status" ? (
              <Link
                className="btn btn--outline"
                href={`/booking/success?${new URLSearchParams({
                  reservation: reservationId,
                  ...(statusProof ? { token: statusProof } : {}),
                }).toString()}`}
                prefetch={false}
              >
                {t("status")}
              </Link>
            ) : null}
          </div>
        ) : null}

        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn--dark"
            disabled={!consent || busy}
            aria-describedby={consent ? undefined : hintId}
            onClick={() => void pay()}
          >
            {busy ? t("going") : t("go")}
          </button>
          {consent ? null : (
            <p id={hintId} className={styles.muted}>
              {t("consentHint")}
            </p>
          )}
        </div>
      </div>
      <aside className={beside.aside}>
        <BookingRecap draft={draft} />
      </aside>
    </div>
  );
}

/** The current time, once a second (the hold's countdown). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
