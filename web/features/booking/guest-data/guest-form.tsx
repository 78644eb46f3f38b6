"use client";
/**
 * The guest form of the data step (docs/booking-journey-guest-data.md «Form»): the guest's names,
 * phone and e-mail, arrival and departure times, a comment, «Для себя / Для другого» and the
 * airport transfer add-on, the personal-data consent (required, its document linked) and the special
 * offers (unticked unless the guest ticks them). react-hook-form with the shared schema: a field is checked when it
 * loses focus and everything on submit; focusing a field clears its message; a failed submit
 * focuses the list of problems at the top, whose links lead to the fields.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState, type ReactNode, type RefObject } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import {
  CHECK_IN_TIMES,
  CHECK_OUT_TIMES,
  guestFormSchema,
  PERSONAL_DATA_CONSENT_HREF,
  SPECIAL_OFFERS_LABEL,
  TIME_NOT_SELECTED,
  type GuestForm,
  type GuestFormField,
  type GuestFormInput,
} from "@rules/guest-form";
import { formatRubles, TRANSFER_TYPES, type TransferType } from "@rules/money";
import { PhoneInput } from "@web/components/phone-input/phone-input";
import fields from "@web/components/form/fields.module.css";
import { catalogueTransferPrice, type CatalogueExtra } from "../summary/figures";
import { useExtrasCatalogue } from "../summary/use-summary-figures";
import styles from "./guest-data.module.css";

export const FIELD_LABELS: Record<GuestFormField, string> = {
  lastName: "Фамилия",
  firstName: "Имя",
  middleName: "Отчество",
  phone: "Телефон",
  email: "E-mail",
  checkInTime: "Время заезда",
  checkOutTime: "Время выезда",
  comment: "Комментарий",
  transferType: "Трансфер",
  transferComment: "Комментарий к трансферу",
  arrivalFlightNumber: "Номер рейса прилёта",
  arrivalDate: "Дата прилёта",
  departureFlightNumber: "Номер рейса вылета",
  departureDate: "Дата вылета",
  personalDataConsent: "Согласие на обработку персональных данных",
  specialOffers: "Специальные предложения",
};

const FIELD_ORDER: GuestFormField[] = [
  "lastName",
  "firstName",
  "middleName",
  "phone",
  "email",
  "checkInTime",
  "checkOutTime",
  "arrivalFlightNumber",
  "departureFlightNumber",
  "personalDataConsent",
];

const TRANSFER_OPTIONS: { type: TransferType; label: string }[] = [
  { type: "to", label: "В отель" },
  { type: "from", label: "Из отеля" },
  { type: "to-from", label: "Туда и обратно" },
];

/**
 * The transfer's prices by type, as the engine's catalogue has them (the same SWR answer the
 * summary prices from); `pending` while it is being asked. A type the catalogue does not price, or
 * a catalogue that could not be had, has no price: the form then names none rather than a guess.
 */
export interface TransferPrices {
  pending: boolean;
  byType: Record<TransferType, number | undefined>;
}

export function transferPrices(
  catalogue: readonly CatalogueExtra[] | undefined,
  pending: boolean,
): TransferPrices {
  const byType = Object.fromEntries(
    TRANSFER_TYPES.map((type) => [type, catalogueTransferPrice(catalogue, type)]),
  ) as Record<TransferType, number | undefined>;
  return { pending, byType };
}

function useTransferPrices(): TransferPrices {
  const catalogue = useExtrasCatalogue(true);
  return transferPrices(catalogue.data, catalogue.data === undefined && catalogue.error === undefined);
}

const TRANSFER_HINT = "Встретим в аэропорту Храброво или отвезём к рейсу";

/** A price still being asked for: a blank of a price's width, so nothing moves when it comes. */
function PendingPrice({ wide = false }: { wide?: boolean }) {
  return (
    <span
      className={`${styles.pricePending}${wide ? ` ${styles.pricePendingWide}` : ""}`}
      aria-hidden="true"
    />
  );
}

/** «Встретим …: 6 000 ₽ в одну сторону, 12 000 ₽ туда и обратно.» with the catalogue's prices. */
export function TransferHint({ prices }: { prices: TransferPrices }) {
  const { to, from, "to-from": both } = prices.byType;
  if (prices.pending)
    return (
      <p className={styles.hint}>
        {TRANSFER_HINT}: <PendingPrice /> в одну сторону, <PendingPrice wide /> туда и обратно.
        <span className="visually-hidden"> Цены уточняются.</span>
      </p>
    );
  if (to === undefined || from === undefined || both === undefined)
    return <p className={styles.hint}>{TRANSFER_HINT}.</p>;
  const oneWay =
    to === from
      ? `${formatRubles(to)} в одну сторону`
      : `${formatRubles(to)} в отель, ${formatRubles(from)} из отеля`;
  return (
    <p className={styles.hint}>
      {TRANSFER_HINT}: {oneWay}, {formatRubles(both)} туда и обратно.
    </p>
  );
}

/** The hint, asking the catalogue itself: only this block renders again when it arrives. */
function TransferPriceHint() {
  return <TransferHint prices={useTransferPrices()} />;
}

export interface GuestFormProps {
  defaults: GuestFormInput;
  /** The stay's dates (YYYY-MM-DD), the bounds of the flight dates. */
  stay: { arrival: string; departure: string };
  sending: boolean;
  /** Between the fields and the submit button: the extras, the engine's answer. */
  children?: ReactNode;
  onTransferChange: (type: TransferType | null) => void;
  onSubmit: (form: GuestForm) => void;
  /** Filled with a reader of what the guest has typed so far (kept when they go to choose another room). */
  valuesRef?: RefObject<(() => GuestFormInput) | null>;
}

export function GuestDataForm({
  defaults,
  stay,
  sending,
  children,
  onTransferChange,
  onSubmit,
  valuesRef,
}: GuestFormProps) {
  const id = useId();
  const [forOther, setForOther] = useState(false);
  const [transferOn, setTransferOn] = useState(defaults.transferType !== undefined);
  const [submitFailed, setSubmitFailed] = useState(0);
  const form = useForm<GuestFormInput, unknown, GuestForm>({
    resolver: zodResolver(guestFormSchema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    shouldFocusError: false,
    shouldUnregister: true,
    defaultValues: defaults,
  });
  const { register, control, handleSubmit, clearErrors, setValue, formState, getValues } = form;
  useEffect(() => {
    if (!valuesRef) return;
    valuesRef.current = () => getValues();
    return () => {
      valuesRef.current = null;
    };
  }, [valuesRef, getValues]);
  const errors = formState.errors;
  const transferType = useWatch({ control, name: "transferType" });

  useEffect(() => {
    onTransferChange(transferOn ? (transferType ?? null) : null);
  }, [transferOn, transferType, onTransferChange]);

  const fieldId = (field: GuestFormField) => `${id}-${field}`;
  const errorId = (field: GuestFormField) => `${id}-${field}-error`;
  const a11y = (field: GuestFormField) => ({
    id: fieldId(field),
    "aria-invalid": errors[field] ? (true as const) : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
    onFocus: () => clearErrors(field),
  });
  const message = (field: GuestFormField) =>
    errors[field]?.message ? (
      <p id={errorId(field)} className={fields.error}>
        {errors[field]?.message}
      </p>
    ) : null;

  const text = (field: GuestFormField, label: string, autoComplete?: string, required = true) => {
    const registered = register(field);
    return (
      <div className={fields.field}>
        <label htmlFor={fieldId(field)}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          {...registered}
          {...a11y(field)}
          type={field === "email" ? "email" : "text"}
          inputMode={field === "email" ? "email" : undefined}
          autoComplete={autoComplete}
          aria-required={required || undefined}
        />
        {message(field)}
      </div>
    );
  };

  const timeSelect = (
    field: "checkInTime" | "checkOutTime",
    label: string,
    times: string[],
    hint: string,
  ) => (
    <div className={fields.field}>
      <label htmlFor={fieldId(field)}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <select {...register(field)} {...a11y(field)} aria-required>
        <option value="">{TIME_NOT_SELECTED}</option>
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
      <p className={styles.hint}>{hint}</p>
      {message(field)}
    </div>
  );

  const problems = FIELD_ORDER.filter((field) => errors[field]);
  const failed = (found: FieldErrors<GuestFormInput>) => {
    if (Object.keys(found).length === 0) return;
    setSubmitFailed((count) => count + 1);
    // The list of problems takes the focus once it is on the screen (the next frame).
    requestAnimationFrame(() => document.getElementById(`${id}-problems`)?.focus());
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit, failed)} aria-busy={sending}>
      {submitFailed > 0 && problems.length > 0 ? (
        <div id={`${id}-problems`} className={styles.problems} role="alert" tabIndex={-1}>
          <p className={styles.problemsTitle}>Проверьте данные в форме:</p>
          <ul>
            {problems.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`}>
                  {FIELD_LABELS[field]}: {errors[field]?.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <section className={styles.block} aria-labelledby={`${id}-guest`}>
        <div className={styles.blockHead}>
          <h2 id={`${id}-guest`} className={styles.blockTitle}>
            {forOther ? "Данные проживающего гостя" : "Ваши данные"}
          </h2>
          <div className={styles.toggle} role="group" aria-label="Кто будет жить в номере">
            <button type="button" aria-pressed={!forOther} onClick={() => setForOther(false)}>
              Для себя
            </button>
            <button type="button" aria-pressed={forOther} onClick={() => setForOther(true)}>
              Для другого
            </button>
          </div>
        </div>
        <p className={styles.required}>
          Поля, отмеченные <span aria-hidden="true">*</span>
          <span className="visually-hidden">звёздочкой</span>, обязательны.
        </p>
        <div className={fields.grid}>
          {text("lastName", "Фамилия", "family-name")}
          {text("firstName", "Имя", "given-name")}
          {text("middleName", "Отчество", "additional-name")}
          <div className={fields.field}>
            <label htmlFor={fieldId("phone")}>
              Телефон<span aria-hidden="true"> *</span>
            </label>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  {...a11y("phone")}
                  ref={field.ref}
                  name={field.name}
                  aria-required
                  value={field.value ?? ""}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            {message("phone")}
          </div>
          {text("email", "E-mail", "email")}
        </div>
      </section>

      <section className={styles.block} aria-labelledby={`${id}-times`}>
        <h2 id={`${id}-times`} className={styles.blockTitle}>
          Время заезда и выезда
        </h2>
        <div className={fields.grid}>
          {timeSelect(
            "checkInTime",
            "Время заезда",
            CHECK_IN_TIMES,
            "Заселение с 14:00; ранний заезд — по возможности",
          )}
          {timeSelect(
            "checkOutTime",
            "Время выезда",
            CHECK_OUT_TIMES,
            "Выезд до 12:00; поздний выезд — по возможности",
          )}
        </div>
        <div className={fields.field}>
          <label htmlFor={fieldId("comment")}>Комментарий</label>
          <textarea {...register("comment")} {...a11y("comment")} rows={3} maxLength={2000} />
        </div>
      </section>

      <section className={styles.block} aria-labelledby={`${id}-transfer`}>
        <div className={styles.blockHead}>
          <h2 id={`${id}-transfer`} className={styles.blockTitle}>
            Трансфер из аэропорта
          </h2>
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={transferOn}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setTransferOn(on);
                if (on) setValue("transferType", transferType ?? "to");
              }}
            />
            <span>Добавить трансфер</span>
          </label>
        </div>
        <TransferPriceHint />
        {transferOn ? (
          <TransferFields
            id={id}
            register={register}
            a11y={a11y}
            message={message}
            type={transferType}
            stay={stay}
          />
        ) : null}
      </section>

      {children}

      <section className={styles.block} aria-labelledby={`${id}-consents`}>
        <h2 id={`${id}-consents`} className={styles.blockTitle}>
          Согласие
        </h2>
        <div className={fields.consent}>
          <input
            type="checkbox"
            {...register("personalDataConsent")}
            {...a11y("personalDataConsent")}
            // Checked on submit, not when it loses focus: a message appearing above «Продолжить» as
            // the guest clicks it would move the button from under the pointer and lose the click.
            onBlur={undefined}
            aria-required
          />
          <label htmlFor={fieldId("personalDataConsent")}>
            Я даю{" "}
            <a href={PERSONAL_DATA_CONSENT_HREF} target="_blank" rel="noopener">
              согласие на обработку персональных данных
              <span className="visually-hidden"> (откроется в новом окне)</span>
            </a>
            <span aria-hidden="true"> *</span>
          </label>
        </div>
        {message("personalDataConsent")}
        <div className={fields.consent}>
          <input type="checkbox" {...register("specialOffers")} id={fieldId("specialOffers")} />
          <label htmlFor={fieldId("specialOffers")}>{SPECIAL_OFFERS_LABEL}</label>
        </div>
      </section>

      <div className={styles.actions}>
        <button
          type="submit"
          className={`btn btn--gold ${styles.submit}`}
          disabled={sending}
          aria-busy={sending}
        >
          {sending ? "Бронируем номера…" : "Продолжить"}
        </button>
        <p className={styles.hint}>Номера будут закреплены за вами на время оплаты.</p>
      </div>
    </form>
  );
}

type Register = ReturnType<typeof useForm<GuestFormInput, unknown, GuestForm>>["register"];

function TransferFields({
  id,
  register,
  a11y,
  message,
  type,
  stay,
}: {
  id: string;
  register: Register;
  a11y: (field: GuestFormField) => Record<string, unknown>;
  message: (field: GuestFormField) => ReactNode;
  type: TransferType | undefined;
  stay: { arrival: string; departure: string };
}) {
  const prices = useTransferPrices();
  const arriving = type === "to" || type === "to-from";
  const leaving = type === "from" || type === "to-from";
  return (
    <div className={styles.transfer}>
      <fieldset className={styles.types}>
        <legend>Куда везти</legend>
        {TRANSFER_OPTIONS.map((option) => {
          const price = prices.byType[option.type];
          return (
            <label key={option.type} className={styles.type}>
              <input type="radio" value={option.type} {...register("transferType")} />
              <span>
                {option.label}{" "}
                {price !== undefined ? (
                  <span className={styles.typePrice}>{formatRubles(price)}</span>
                ) : prices.pending ? (
                  <span className={styles.typePrice}>
                    <PendingPrice wide={option.type === "to-from"} />
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      {arriving ? (
        <fieldset className={styles.flight} aria-labelledby={`${id}-arrival-title`}>
          <legend id={`${id}-arrival-title`}>Прилёт</legend>
          <div className={fields.grid}>
            <div className={fields.field}>
              <label htmlFor={`${id}-arrivalFlightNumber`}>Номер рейса прилёта</label>
              <input
                {...register("arrivalFlightNumber")}
                {...a11y("arrivalFlightNumber")}
                autoComplete="off"
              />
              {message("arrivalFlightNumber")}
            </div>
            <div className={fields.field}>
              <label htmlFor={`${id}-arrivalDate`}>Дата прилёта</label>
              <input type="date" {...register("arrivalDate")} {...a11y("arrivalDate")} max={stay.departure} />
            </div>
          </div>
        </fieldset>
      ) : null}
      {leaving ? (
        <fieldset className={styles.flight} aria-labelledby={`${id}-departure-title`}>
          <legend id={`${id}-departure-title`}>Вылет</legend>
          <div className={fields.grid}>
            <div className={fields.field}>
              <label htmlFor={`${id}-departureFlightNumber`}>Номер рейса вылета</label>
              <input
                {...register("departureFlightNumber")}
                {...a11y("departureFlightNumber")}
                autoComplete="off"
              />
              {message("departureFlightNumber")}
            </div>
            <div className={fields.field}>
              <label htmlFor={`${id}-departureDate`}>Дата вылета</label>
              <input
                type="date"
                {...register("departureDate")}
                {...a11y("departureDate")}
                min={stay.arrival}
              />
            </div>
          </div>
        </fieldset>
      ) : null}
      <div className={fields.field}>
        <label htmlFor={`${id}-transferComment`}>Комментарий к трансферу</label>
        <textarea {...register("transferComment")} {...a11y("transferComment")} rows={2} maxLength={1000} />
      </div>
    </div>
  );
}
