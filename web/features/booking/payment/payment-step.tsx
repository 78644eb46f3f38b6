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
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import useSWR from "swr";
import { hotelToday } from "@rules/dates";
import { formatRubles } from "@rules/money";
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
  return (
    <p className={styles.loading} role="status">
      Загружаем бронирование…
    </p>
  );
}

/**
 * Paying a booking again from the return address's token: the engine's summary is what is shown
 * and paid; a booking already paid, or whose rooms were released, says so instead.
 */
function PayAgain({ reservationId, token }: { reservationId: string; token: string }) {
  const proof = { "x-return-token": token };
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
            ? "Бронирование по этой ссылке не найдено. Найдите его по номеру брони и e-mail или телефону."
            : summary.error.message}
        </p>
        <Link className="btn btn--outline" href="/booking/check" prefetch={false}>
          Проверить бронирование
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
        <p>Это бронирование уже оплачено — платить ещё раз не нужно.</p>
        <Link className="btn btn--dark" href={`/booking/success?${query.toString()}`} prefetch={false}>
          Посмотреть бронирование
        </Link>
      </div>
    );
  }
  if (booking.status !== "held") {
    // The same stay and guests, booked again from the rate plans.
    const draft = bookedFromSummary(booking);
    return (
      <div className={styles.problem} role="alert">
        <p>Время на оплату истекло: номера освобождены. Забронируйте заново.</p>
        <Link className="btn btn--dark" href={ratePlansHref(draft, hotelToday())} prefetch={false}>
          Забронировать заново
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
  const router = useRouter();
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
  const notes = draft.rooms ? cancellationNotes(draft.rooms, now) : [];
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
        setProblem(paymentErrorView("PAYMENT_PROVIDER_ERROR", ""));
        setBusy(false);
        return;
      }
      if (isSandboxPaymentUrl(invoice.confirmationUrl)) setSandbox(true);
      window.location.assign(invoice.confirmationUrl);
    } catch (error) {
      if (!(error instanceof BookingApiError)) throw error;
      console.warn("creating the invoice failed", error.code);
      setProblem(paymentErrorView(error.code, error.message));
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
            Тестовый режим: деньги не списываются
          </p>
        ) : null}

        {left !== undefined ? (
          <p className={styles.hold}>
            {left > 0 ? (
              <>
                Номера закреплены за вами ещё{" "}
                <time className={styles.countdown} dateTime={`PT${Math.ceil(left / 1000)}S`}>
                  {holdLeftText(left)}
                </time>
                . Оплатите бронь, пока время не вышло.
              </>
            ) : (
              "Время, на которое номера закреплены за вами, вышло. Попробуйте оплатить — если номера ещё свободны, бронь сохранится."
            )}
          </p>
        ) : null}

        <section
          className={
            variants.data || variants.error ? styles.block : `${styles.block} ${styles.blockLoading}`
          }
          aria-labelledby="payment-variants-title"
        >
          <h2 id="payment-variants-title" className={styles.blockTitle}>
            Способ оплаты
          </h2>
          {variants.error ? (
            <p className={styles.muted}>
              Не удалось загрузить способы оплаты. Оплатить картой можно и так — нажмите «Перейти к оплате».
            </p>
          ) : !variants.data ? (
            <p className={styles.muted} role="status">
              Загружаем способы оплаты…
            </p>
          ) : offersChoice(variants.data.variants) ? (
            <fieldset className={styles.choice}>
              <legend className="visually-hidden">Выберите способ оплаты</legend>
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
                    {variant.price > 0 ? <span>комиссия {formatRubles(variant.price)}</span> : null}
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
            Условия отмены
          </h2>
          {notes.length > 0 ? (
            <ul className={styles.notes}>
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>Условия отмены по вашему тарифу — в письме с подтверждением брони.</p>
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
            Я принимаю{" "}
            <a href={DOCUMENT_LINKS.bookingRules} target="_blank" rel="noopener">
              Правила онлайн-бронирования
              <span className="visually-hidden"> (откроется в новом окне)</span>
            </a>
            , даю{" "}
            <a href={DOCUMENT_LINKS.personalData} target="_blank" rel="noopener">
              Согласие на обработку персональных данных
              <span className="visually-hidden"> (откроется в новом окне)</span>
            </a>{" "}
            и ознакомлен с{" "}
            <a href={DOCUMENT_LINKS.privacy} target="_blank" rel="noopener">
              Политикой конфиденциальности
              <span className="visually-hidden"> (откроется в новом окне)</span>
            </a>
          </label>
        </div>

        {problem ? (
          <div className={styles.problem} role="alert">
            <p>{problem.text}</p>
            {problem.action === "rebook" ? (
              <button type="button" className="btn btn--dark" onClick={() => void rebook()}>
                Забронировать заново
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
                Проверить статус оплаты
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
            {busy ? "Переходим к оплате…" : "Перейти к оплате"}
          </button>
          {consent ? null : (
            <p id={hintId} className={styles.muted}>
              Отметьте согласие с документами, чтобы перейти к оплате.
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
