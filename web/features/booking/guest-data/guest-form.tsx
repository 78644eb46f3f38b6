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
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState, type ReactNode, type RefObject } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import {
  CHECK_IN_TIMES,
  CHECK_OUT_TIMES,
  guestFormSchema,
  PERSONAL_DATA_CONSENT_HREF,
  type GuestForm,
  type GuestFormField,
  type GuestFormInput,
} from "@rules/guest-form";
import { formatMoney, TRANSFER_TYPES, type TransferType } from "@rules/money";
import { MESSAGES } from "@rules/messages";
import { localizedHref } from "@web/i18n/paths";
import { PhoneInput } from "@web/components/phone-input/phone-input";
import fields from "@web/components/form/fields.module.css";
import { catalogueTransferPrice, type CatalogueExtra } from "../summary/figures";
import { useExtrasCatalogue } from "../summary/use-summary-figures";
import styles from "./guest-data.module.css";

/**
 * The rules' messages (rules/messages.ts) by their key: the schema, shared with the engine, says
 * them in Russian, and the form shows the catalogue's words for the same key in the page's language.
 */
const MESSAGE_KEYS = new Map(Object.entries(MESSAGES).map(([key, text]) => [text as string, key]));

type FormWords = ReturnType<typeof useTranslations<"journey.form">>;

/** A field's message in the page's language; a message the rules do not know is shown as it is. */
export function fieldMessage(t: FormWords, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`validation.${key as keyof typeof MESSAGES}`) : message;
}

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
  const t = useTranslations("journey.form");
  const language = useLocale();
  const money = (amount: number) => formatMoney(amount, language);
  const { to, from, "to-from": both } = prices.byType;
  if (prices.pending)
    return (
      <p className={styles.hint}>
        {t("transferHint")}: <PendingPrice /> {t("pendingPrices")}, <PendingPrice wide /> {t("pendingBoth")}
        <span className="visually-hidden">{t("pricesComing")}</span>
      </p>
    );
  if (to === undefined || from === undefined || both === undefined)
    return <p className={styles.hint}>{t("transferHint")}.</p>;
  const oneWay =
    to === from ? t("oneWay", { price: money(to) }) : t("toAndFrom", { to: money(to), from: money(from) });
  return (
    <p className={styles.hint}>
      {t("transferHint")}: {oneWay}, {t("bothWays", { price: money(both) })}.
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
  const t = useTranslations("journey.form");
  const language = useLocale();
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
        {fieldMessage(t, errors[field]?.message)}
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
        <option value="">{t("notSelected")}</option>
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
          <p className={styles.problemsTitle}>{t("problems")}</p>
          <ul>
            {problems.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`}>
                  {t(`labels.${field}`)}: {fieldMessage(t, errors[field]?.message)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <section className={styles.block} aria-labelledby={`${id}-guest`}>
        <div className={styles.blockHead}>
          <h2 id={`${id}-guest`} className={styles.blockTitle}>
            {forOther ? t("other") : t("you")}
          </h2>
          <div className={styles.toggle} role="group" aria-label={t("who")}>
            <button type="button" aria-pressed={!forOther} onClick={() => setForOther(false)}>
              {t("forMe")}
            </button>
            <button type="button" aria-pressed={forOther} onClick={() => setForOther(true)}>
              {t("forOther")}
            </button>
          </div>
        </div>
        <p className={styles.required}>
          {t.rich("required", {
            star: (chunks) => <span aria-hidden="true">{chunks}</span>,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          })}
        </p>
        <div className={fields.grid}>
          {text("lastName", t("labels.lastName"), "family-name")}
          {text("firstName", t("labels.firstName"), "given-name")}
          {text("middleName", t("labels.middleName"), "additional-name")}
          <div className={fields.field}>
            <label htmlFor={fieldId("phone")}>
              {t("labels.phone")}
              <span aria-hidden="true"> *</span>
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
          {text("email", t("labels.email"), "email")}
        </div>
      </section>

      <section className={styles.block} aria-labelledby={`${id}-times`}>
        <h2 id={`${id}-times`} className={styles.blockTitle}>
          {t("times")}
        </h2>
        <div className={fields.grid}>
          {timeSelect("checkInTime", t("labels.checkInTime"), CHECK_IN_TIMES, t("checkInHint"))}
          {timeSelect("checkOutTime", t("labels.checkOutTime"), CHECK_OUT_TIMES, t("checkOutHint"))}
        </div>
        <div className={fields.field}>
          <label htmlFor={fieldId("comment")}>{t("labels.comment")}</label>
          <textarea {...register("comment")} {...a11y("comment")} rows={3} maxLength={2000} />
        </div>
      </section>

      <section className={styles.block} aria-labelledby={`${id}-transfer`}>
        <div className={styles.blockHead}>
          <h2 id={`${id}-transfer`} className={styles.blockTitle}>
            {t("transferTitle")}
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
            <span>{t("addTransfer")}</span>
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
          {t("consent")}
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
            {t.rich("consentText", {
              link: (chunks) => (
                <a href={localizedHref(PERSONAL_DATA_CONSENT_HREF, language)} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            })}
            <span aria-hidden="true"> *</span>
          </label>
        </div>
        {message("personalDataConsent")}
        <div className={fields.consent}>
          <input type="checkbox" {...register("specialOffers")} id={fieldId("specialOffers")} />
          <label htmlFor={fieldId("specialOffers")}>{t("specialOffers")}</label>
        </div>
      </section>

      <div className={styles.actions}>
        <button
          type="submit"
          className={`btn btn--gold ${styles.submit}`}
          disabled={sending}
          aria-busy={sending}
        >
          {sending ? t("sending") : t("continue")}
        </button>
        <p className={styles.hint}>{t("holdHint")}</p>
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
  const t = useTranslations("journey.form");
  const language = useLocale();
  const arriving = type === "to" || type === "to-from";
  const leaving = type === "from" || type === "to-from";
  return (
    <div className={styles.transfer}>
      <fieldset className={styles.types}>
        <legend>{t("where")}</legend>
        {TRANSFER_TYPES.map((type) => ({ type, label: t(`types.${type}`) })).map((option) => {
          const price = prices.byType[option.type];
          return (
            <label key={option.type} className={styles.type}>
              <input type="radio" value={option.type} {...register("transferType")} />
              <span>
                {option.label}{" "}
                {price !== undefined ? (
                  <span className={styles.typePrice}>{formatMoney(price, language)}</span>
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
          <legend id={`${id}-arrival-title`}>{t("arrival")}</legend>
          <div className={fields.grid}>
            <div className={fields.field}>
              <label htmlFor={`${id}-arrivalFlightNumber`}>{t("labels.arrivalFlightNumber")}</label>
              <input
                {...register("arrivalFlightNumber")}
                {...a11y("arrivalFlightNumber")}
                autoComplete="off"
              />
              {message("arrivalFlightNumber")}
            </div>
            <div className={fields.field}>
              <label htmlFor={`${id}-arrivalDate`}>{t("labels.arrivalDate")}</label>
              <input type="date" {...register("arrivalDate")} {...a11y("arrivalDate")} max={stay.departure} />
            </div>
          </div>
        </fieldset>
      ) : null}
      {leaving ? (
        <fieldset className={styles.flight} aria-labelledby={`${id}-departure-title`}>
          <legend id={`${id}-departure-title`}>{t("departure")}</legend>
          <div className={fields.grid}>
            <div className={fields.field}>
              <label htmlFor={`${id}-departureFlightNumber`}>{t("labels.departureFlightNumber")}</label>
              <input
                {...register("departureFlightNumber")}
                {...a11y("departureFlightNumber")}
                autoComplete="off"
              />
              {message("departureFlightNumber")}
            </div>
            <div className={fields.field}>
              <label htmlFor={`${id}-departureDate`}>{t("labels.departureDate")}</label>
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
        <label htmlFor={`${id}-transferComment`}>{t("labels.transferComment")}</label>
        <textarea {...register("transferComment")} {...a11y("transferComment")} rows={2} maxLength={1000} />
      </div>
    </div>
  );
}
