"use client";
/**
 * The body of «Данные гостя» once the guard passed (docs/booking-journey-guest-data.md): the guest
 * form, the spa extras with their counts, the summary, and the creation of the reservation, which
 * leads to the payment step.
 */
import { IntentLink as Link } from "@web/components/link/intent-link";
import { useLocalizedRouter } from "../use-localized-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { preload, useSWRConfig } from "swr";
import { hotelToday, parseUrlDate } from "@rules/dates";
import type { GuestForm, GuestFormInput } from "@rules/guest-form";
import { formatMoney, type TransferType } from "@rules/money";
import { QuantityStepper } from "@web/components/quantity/quantity-stepper";
import { BookingApiError, bookingApi, PAYMENT_VARIANTS_PATH, swrFetcher, type Reservation } from "../api";
import { PAYMENT_PATH, ratePlansHref, withStage, type BookingDraft, type DraftExtra } from "../draft";
import { BookingSummary } from "../summary/summary";
import { staySearch, useSummaryFigures } from "../summary/use-summary-figures";
import { changeExtras, newSession, reserve, startOver, withSession } from "../transitions";
import { updateDraft } from "../use-draft";
import { enteredFromForm } from "./entered";
import { reservationErrorView, type ReservationErrorView } from "./errors";
import { forgetGuestForm, keepGuestForm, withKeptGuestForm } from "./kept-form";
import beside from "../summary/beside-summary.module.css";
import styles from "./guest-data.module.css";
import { GuestDataForm } from "./guest-form";
import { reservationRequest } from "./reservation-input";

function formDefaults(draft: BookingDraft, stay: { arrival: string; departure: string }): GuestFormInput {
  const guest = draft.guest;
  const transfer = draft.transfer;
  return {
    lastName: guest?.last_name ?? "",
    firstName: guest?.first_name ?? "",
    middleName: guest?.middle_name ?? "",
    phone: guest?.phone ?? "",
    email: guest?.email ?? "",
    checkInTime: draft.arrival_time ?? "",
    checkOutTime: draft.departure_time ?? "",
    comment: draft.comment ?? "",
    transferType: transfer?.type,
    arrivalFlightNumber: transfer?.arrival_flight_number ?? "",
    arrivalDate: transfer?.arrival_date ?? stay.arrival,
    departureFlightNumber: transfer?.departure_flight_number ?? "",
    departureDate: transfer?.departure_date ?? stay.departure,
    transferComment: transfer?.comment ?? "",
    // Unticked until the guest ticks them; a guest back on the form finds their own answers.
    personalDataConsent: guest?.personal_data_permission ?? false,
    specialOffers: guest?.special_offers_permission ?? false,
  };
}

export function GuestData({ draft }: { draft: BookingDraft }) {
  const router = useLocalizedRouter();
  const t = useTranslations("journey.data");
  const language = useLocale();
  const problemRef = useRef<HTMLDivElement>(null);
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ReservationErrorView>();
  const [transfer, setTransfer] = useState<TransferType | null>(draft.transfer?.type ?? null);
  // Until a new reservation is made the form can change it: the summary prices the draft afresh.
  const pricing = useMemo(() => withStage(draft, "data"), [draft]);
  const { figures } = useSummaryFigures(pricing, transfer);
  const stay = useMemo(
    () => ({
      arrival: parseUrlDate(draft.arrival_date) ?? "",
      departure: parseUrlDate(draft.departure_date) ?? "",
    }),
    [draft.arrival_date, draft.departure_date],
  );
  // A guest back from choosing another room finds what they typed (kept-form.ts).
  const [defaults] = useState(() => {
    const own = formDefaults(draft, stay);
    return draft.guest ? own : withKeptGuestForm(own);
  });
  const valuesRef = useRef<(() => GuestFormInput) | null>(null);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const onTransferChange = useCallback((type: TransferType | null) => setTransfer(type), []);

  const chooseAnotherRoom = async () => {
    // «данные гостя вводить заново не придётся»: what was typed waits for the next room.
    const typed = valuesRef.current?.();
    if (typed) keepGuestForm(typed);
    const reset = await updateDraft((stored) => startOver(stored ?? draft));
    router.push(ratePlansHref(reset, hotelToday()));
  };

  const changeCount = (extra: DraftExtra, delta: number) => {
    void updateDraft((stored) => changeExtras(stored ?? draft, extra, delta));
  };

  const submit = async (form: GuestForm) => {
    if (sending) return;
    setSending(true);
    setProblem(undefined);
    // The payment step's ways to pay, asked beside the reservation: that step then shows them with
    // its first render instead of moving its consent and button down when they come.
    preload(PAYMENT_VARIANTS_PATH, swrFetcher).catch(() => undefined);
    const current =
      (await updateDraft((stored) => withSession(stored ?? draft, crypto.randomUUID()))) ?? draft;
    const body = current.session_id
      ? reservationRequest(current, form, current.session_id, language)
      : undefined;
    if (!body) {
      await chooseAnotherRoom();
      return;
    }
    try {
      const reservation = await bookingApi<Reservation>("/api/booking/reservations", { body });
      await updateDraft(() => reserve(current, enteredFromForm(form), reservation));
      forgetGuestForm();
      window.scrollTo({ top: 0 });
      router.push(PAYMENT_PATH, { scroll: true });
    } catch (error) {
      if (!(error instanceof BookingApiError)) throw error;
      console.warn("creating the reservation failed", error.code);
      const view = reservationErrorView(error.code, error.message, error.status, language);
      // The session's hold is gone: the next try must not be answered with it again.
      if (view.newSession) void updateDraft(() => newSession(current, crypto.randomUUID()));
      // The summary asks the engine again, so it marks the room that is gone.
      const stay = staySearch(pricing);
      if (error.code === "SOLD_OUT" && stay) void mutate(stay.key);
      setProblem(view);
      setSending(false);
    }
  };

  // Back from the payment step, the guest's own hold takes the room out of the search: not sold out.
  const soldOutMeanwhile = figures.soldOut && !draft.reservationId && !problem;

  return (
    <div className={`${beside.layout} ${styles.layout}`}>
      <div className={styles.main}>
        {soldOutMeanwhile ? (
          <div className={styles.problem} role="alert">
            <p>{t("soldOutMeanwhile")}</p>
            <button type="button" className="btn btn--dark" onClick={() => void chooseAnotherRoom()}>
              {t("chooseAnother")}
            </button>
          </div>
        ) : null}
        <GuestDataForm
          defaults={defaults}
          stay={stay}
          sending={sending}
          onTransferChange={onTransferChange}
          onSubmit={(form) => void submit(form)}
          valuesRef={valuesRef}
        >
          <Extras extras={draft.extras ?? []} figures={figures.extras} onChange={changeCount} />
          {problem ? (
            <div ref={problemRef} className={styles.problem} role="alert" tabIndex={-1}>
              <p>{problem.text}</p>
              {problem.action === "rates" ? (
                <button type="button" className="btn btn--dark" onClick={() => void chooseAnotherRoom()}>
                  {t("chooseAnother")}
                </button>
              ) : null}
            </div>
          ) : null}
        </GuestDataForm>
      </div>
      <aside className={beside.aside} aria-label={t("yourBooking")}>
        {draft.reservationId ? (
          <BookingSummary draft={draft} />
        ) : (
          <BookingSummary draft={pricing} transfer={transfer} />
        )}
      </aside>
    </div>
  );
}

function Extras({
  extras,
  figures,
  onChange,
}: {
  extras: DraftExtra[];
  figures: { code: string; unitPrice: number }[];
  onChange: (extra: DraftExtra, delta: number) => void;
}) {
  const t = useTranslations("journey.data");
  const language = useLocale();
  return (
    <section className={styles.block} aria-labelledby="guest-data-extras">
      <h2 id="guest-data-extras" className={styles.blockTitle}>
        {t("spa")}
      </h2>
      {extras.length === 0 ? (
        <p className={styles.hint}>
          {t.rich("spaHint", { link: (chunks) => <Link href="/services/spa">{chunks}</Link> })}
        </p>
      ) : (
        <>
          <ul className={styles.extras}>
            {extras.map((extra) => {
              const unitPrice =
                figures.find((line) => line.code === extra.code)?.unitPrice ?? extra.unit_price;
              return (
                <li key={extra.code} className={styles.extra}>
                  <span className={styles.extraTitle}>
                    <span data-content>{extra.title}</span>
                    <span className={styles.hint}> · {formatMoney(unitPrice, language)}</span>
                  </span>
                  <QuantityStepper
                    title={extra.title}
                    count={extra.quantity}
                    onChange={(delta) => onChange(extra, delta)}
                  />
                </li>
              );
            })}
          </ul>
          <p className={styles.hint}>
            <Link href="/services/spa">{t("moreSpa")}</Link>
          </p>
        </>
      )}
    </section>
  );
}
