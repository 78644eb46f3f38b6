"use client";
/**
 * The transfer in the booking view (docs/booking-journey-check.md «Booking view»): its legs with
 * their flights and days as the engine has them now (a change of dates moves them with the stay),
 * and, when the engine asks for it (`flightToConfirm`), «Уточните рейс» with a small form for the
 * flight on the new date. Once the engine has the flight, the notice goes.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { mutate } from "swr";
import { bookingApi, type Reservation } from "../api";
import { transferIssue, type TransferProblem } from "./issues";
import { transferBody, type TransferBody } from "./schemas";
import { flightDateRange, transferDate, transferLegs, transferTitle, type TransferLeg } from "./text";
import { MANAGE_KEY, type ManagedBooking } from "./use-manage";
import { useWords } from "./use-words";
import { dayMonth, money } from "./words";
import fields from "@web/components/form/fields.module.css";
import styles from "./check.module.css";

type Transfer = NonNullable<Reservation["transfer"]>;

export function TransferLine({
  reservation,
  transfer,
  editable,
}: {
  reservation: Reservation;
  transfer: Transfer;
  editable: boolean;
}) {
  const words = useWords();
  const { t, language } = words;
  const [saved, setSaved] = useState(false);
  return (
    <li className={`${styles.line} ${styles.transfer}`}>
      <div>
        <p className={styles.lineTitle}>{transferTitle(words, transfer.type)}</p>
        {transferLegs(words, transfer).map((leg) => (
          <p key={leg.leg} className={styles.hint}>
            {leg.text}
          </p>
        ))}
        <p className={styles.saved} role="status">
          {saved && !transfer.flightToConfirm ? t("transfer.saved") : ""}
        </p>
      </div>
      <p className={styles.amount}>{money(transfer.price, language)}</p>
      {transfer.flightToConfirm && editable ? (
        <FlightForm reservation={reservation} transfer={transfer} onSaved={() => setSaved(true)} />
      ) : null}
    </li>
  );
}

type Values = Record<TransferLeg, { flight: string; date: string }>;
type Problems = Partial<Record<TransferProblem, string>>;

function FlightForm({
  reservation,
  transfer,
  onSaved,
}: {
  reservation: Reservation;
  transfer: Transfer;
  onSaved: () => void;
}) {
  const id = useId();
  const words = useWords();
  const { t, language } = words;
  const legs = transferLegs(words, transfer);
  const range = flightDateRange(reservation);
  const [values, setValues] = useState<Values>(() => ({
    arrival: { flight: "", date: transferDate(transfer.arrivalDate) ?? reservation.arrival },
    departure: { flight: "", date: transferDate(transfer.departureDate) ?? reservation.departure },
  }));
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const stayDay = (leg: TransferLeg) =>
    dayMonth(leg === "arrival" ? reservation.arrival : reservation.departure, language);

  const set = (leg: TransferLeg, field: "flight" | "date", value: string) => {
    setValues((current) => ({ ...current, [leg]: { ...current[leg], [field]: value } }));
    setProblems((current) => ({ ...current, [`${leg}-${field}`]: undefined, form: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: TransferBody = {};
    const found: Problems = {};
    for (const { leg } of legs) {
      const flight = values[leg].flight.trim();
      const date = values[leg].date;
      if (!flight) found[`${leg}-flight`] = t("transfer.flightRequired");
      if (!date) found[`${leg}-date`] = t("transfer.dateRequired");
      else if (date < range.min || date > range.max)
        found[`${leg}-date`] = t("transfer.dateRange", {
          min: dayMonth(range.min, language),
          max: dayMonth(range.max, language),
        });
      if (leg === "arrival") Object.assign(body, { arrivalFlightNumber: flight, arrivalDate: date });
      else Object.assign(body, { departureFlightNumber: flight, departureDate: date });
    }
    const checked = transferBody.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const { problem, key } = transferIssue(issue, body);
        found[problem] ??= t(key);
      }
    }
    if (Object.values(found).some(Boolean)) {
      setProblems(found);
      return;
    }
    setSaving(true);
    try {
      const updated = await bookingApi<Reservation>("/api/booking/manage/transfer", {
        method: "PUT",
        body: checked.data,
      });
      onSaved();
      await mutate<ManagedBooking>(
        MANAGE_KEY,
        (current) => (current ? { ...current, reservation: updated } : current),
        { revalidate: true },
      );
    } catch (error) {
      setProblems({ form: words.failure(error) });
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setSaving(false);
    }
  };

  const message = (key: keyof Problems) =>
    problems[key] ? (
      <p id={`${id}-${key}-error`} className={fields.error}>
        {problems[key]}
      </p>
    ) : null;
  const a11y = (key: keyof Problems) => ({
    "aria-invalid": problems[key] ? true : undefined,
    "aria-describedby": problems[key] ? `${id}-${key}-error` : undefined,
  });

  return (
    <form
      className={styles.flightForm}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className={styles.confirm} role="note">
        <h3 id={`${id}-title`} className={styles.confirmTitle}>
          {t("transfer.confirmTitle")}
        </h3>
        <p>{t("transfer.confirmText")}</p>
      </div>
      {legs.map(({ leg, title }) => (
        <fieldset key={leg} className={styles.flightLeg}>
          <legend>{t("transfer.legend", { title, leg, day: stayDay(leg) })}</legend>
          <div className={fields.grid}>
            <div className={fields.field}>
              <label htmlFor={`${id}-${leg}-flight`}>{t("transfer.flightLabel", { leg })}</label>
              <input
                id={`${id}-${leg}-flight`}
                value={values[leg].flight}
                onChange={(event) => set(leg, "flight", event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={20}
                {...a11y(`${leg}-flight`)}
              />
              {message(`${leg}-flight`)}
            </div>
            <div className={fields.field}>
              <label htmlFor={`${id}-${leg}-date`}>{t("transfer.dateLabel", { leg })}</label>
              <input
                id={`${id}-${leg}-date`}
                type="date"
                value={values[leg].date}
                min={range.min}
                max={range.max}
                onChange={(event) => set(leg, "date", event.target.value)}
                {...a11y(`${leg}-date`)}
              />
              {message(`${leg}-date`)}
            </div>
          </div>
        </fieldset>
      ))}
      {problems.form ? (
        <p ref={failureRef} className={styles.failure} role="alert" tabIndex={-1}>
          {problems.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn--dark" disabled={saving}>
        {saving ? t("transfer.saving") : t("transfer.save")}
      </button>
    </form>
  );
}
