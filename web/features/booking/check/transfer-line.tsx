"use client";
/**
 * The transfer in the booking view (docs/booking-journey-check.md «Booking view»): its legs with
 * their flights and days as the engine has them now (a change of dates moves them with the stay),
 * and, when the engine asks for it (`flightToConfirm`), «Уточните рейс» with a small form for the
 * flight on the new date. Once the engine has the flight, the notice goes.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { mutate } from "swr";
import { formatRubles } from "@rules/money";
import { bookingApi, type Reservation } from "../api";
import { dayMonth } from "../format";
import { TRANSFER_TITLES } from "../summary/figures";
import { transferBody, type TransferBody } from "./schemas";
import { flightDateRange, transferDate, transferLegs, type TransferLeg } from "./text";
import { MANAGE_KEY, failureMessage, type ManagedBooking } from "./use-manage";
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
  const [saved, setSaved] = useState(false);
  return (
    <li className={`${styles.line} ${styles.transfer}`}>
      <div>
        <p className={styles.lineTitle}>{TRANSFER_TITLES[transfer.type]}</p>
        {transferLegs(transfer).map((leg) => (
          <p key={leg.leg} className={styles.hint}>
            {leg.text}
          </p>
        ))}
        <p className={styles.saved} role="status">
          {saved && !transfer.flightToConfirm ? "Рейс сохранён" : ""}
        </p>
      </div>
      <p className={styles.amount}>{formatRubles(transfer.price)}</p>
      {transfer.flightToConfirm && editable ? (
        <FlightForm reservation={reservation} transfer={transfer} onSaved={() => setSaved(true)} />
      ) : null}
    </li>
  );
}

type Values = Record<TransferLeg, { flight: string; date: string }>;
type Problems = Partial<Record<`${TransferLeg}-${"flight" | "date"}` | "form", string>>;

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
  const legs = transferLegs(transfer);
  const range = flightDateRange(reservation);
  const [values, setValues] = useState<Values>(() => ({
    arrival: { flight: "", date: transferDate(transfer.arrivalDate) ?? reservation.arrival },
    departure: { flight: "", date: transferDate(transfer.departureDate) ?? reservation.departure },
  }));
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const stayDay = (leg: TransferLeg) =>
    dayMonth(leg === "arrival" ? reservation.arrival : reservation.departure);

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
      if (!flight) found[`${leg}-flight`] = "Укажите номер рейса";
      if (!date) found[`${leg}-date`] = "Укажите дату рейса";
      else if (date < range.min || date > range.max)
        found[`${leg}-date`] = `Дата рейса — с ${dayMonth(range.min)} по ${dayMonth(range.max)}`;
      if (leg === "arrival") Object.assign(body, { arrivalFlightNumber: flight, arrivalDate: date });
      else Object.assign(body, { departureFlightNumber: flight, departureDate: date });
    }
    const checked = transferBody.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [field] = issue.path;
        const key =
          field === "arrivalFlightNumber"
            ? "arrival-flight"
            : field === "departureFlightNumber"
              ? "departure-flight"
              : field === "arrivalDate"
                ? "arrival-date"
                : field === "departureDate"
                  ? "departure-date"
                  : "form";
        found[key] ??= issue.message;
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
      setProblems({ form: failureMessage(error) });
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
          Уточните рейс
        </h3>
        <p>
          Даты бронирования изменились, и трансфер перенесён вместе с ними. Укажите рейс на новую дату, чтобы
          водитель встретил вас вовремя.
        </p>
      </div>
      {legs.map(({ leg, title }) => (
        <fieldset key={leg} className={styles.flightLeg}>
          <legend>
            {title}, день {leg === "arrival" ? "заезда" : "выезда"} — {stayDay(leg)}
          </legend>
          <div className={fields.grid}>
            <div className={fields.field}>
              <label htmlFor={`${id}-${leg}-flight`}>
                Номер рейса {leg === "arrival" ? "прилёта" : "вылета"}
              </label>
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
              <label htmlFor={`${id}-${leg}-date`}>Дата {leg === "arrival" ? "прилёта" : "вылета"}</label>
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
        {saving ? "Сохраняем…" : "Сохранить рейс"}
      </button>
    </form>
  );
}
