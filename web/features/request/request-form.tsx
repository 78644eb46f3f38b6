"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useId, useRef, useState, useTransition, type FormEvent } from "react";
import { PERSONAL_DATA_CONSENT_HREF } from "@rules/guest-form";
import { MESSAGES } from "@rules/messages";
import { REQUEST_COMMENT_MAX_LENGTH, requestComment, requestFormSchema } from "@rules/request-form";
import { localizedHref } from "@web/i18n/paths";
import { Check } from "@web/components/icons/icons";
import { PhoneInput } from "@web/components/phone-input/phone-input";
import { submitGuestRequest } from "./actions";
import type { GuestRequestResult, RequestField } from "./types";
import fields from "@web/components/form/fields.module.css";
import styles from "./request.module.css";

type Values = {
  firstName: string;
  lastName: string;
  middleName: string;
  phone: string;
  email: string;
  comment: string;
  consent: boolean;
  specialOffers: boolean;
};
type Errors = Partial<Record<RequestField, string>>;

/** The shared schema's Russian messages by their code in the catalogue (`request.validation`). */
const CODES = new Map<string, "required" | "lettersOnly" | "phone" | "email" | "consent" | "commentTooLong">([
  [MESSAGES.required, "required"],
  [MESSAGES.lettersOnly, "lettersOnly"],
  [MESSAGES.phone, "phone"],
  [MESSAGES.email, "email"],
  [MESSAGES.consent, "consent"],
  [`Не более ${REQUEST_COMMENT_MAX_LENGTH} символов`, "commentTooLong"],
]);

/** One field's message from the shared schema (rules/request-form.ts), for the check on blur. */
function fieldError(field: RequestField, values: Values): string | undefined {
  const shape = requestFormSchema.shape[field];
  const value = field === "middleName" || field === "comment" ? values[field] || undefined : values[field];
  const result = shape.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function allErrors(values: Values): Errors {
  const errors: Errors = {};
  for (const field of Object.keys(requestFormSchema.shape) as RequestField[]) {
    const message = fieldError(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The request form: Имя*, Фамилия*, Отчество, Телефон*, E-mail*, a comment with a length
 * counter and the consent. Like the guest form it checks a field when it loses focus and
 * everything on submit, with the same messages; focusing a field clears its message. The
 * request goes to a server action: stored in the hotel database and e-mailed to the hotel.
 */
export function RequestForm({
  topic,
  initialComment,
  phone,
  onDone,
}: {
  topic?: string;
  initialComment?: string;
  phone: string;
  onDone: () => void;
}) {
  const t = useTranslations("request");
  const language = useLocale();
  const id = useId();
  const pathname = usePathname();
  // A message of the shared schema in the page's language, by its code; any other stands as it is.
  const say = (message: string | undefined) => {
    const code = message === undefined ? undefined : CODES.get(message);
    return code ? t(`validation.${code}`, { max: REQUEST_COMMENT_MAX_LENGTH }) : message;
  };
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({
    firstName: "",
    lastName: "",
    middleName: "",
    phone: "",
    email: "",
    comment: initialComment ?? "",
    consent: false,
    specialOffers: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<GuestRequestResult | null>(null);
  const [pending, startTransition] = useTransition();
  // Submit moves the focus to the first wrong field: that focus must not clear its message.
  const keepMessageOnFocus = useRef(false);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const blur = (field: RequestField) => {
    const message = fieldError(field, values);
    setErrors((current) => ({ ...current, [field]: message }));
  };
  const focus = (field: RequestField) => {
    if (keepMessageOnFocus.current) {
      keepMessageOnFocus.current = false;
      return;
    }
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = allErrors(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      keepMessageOnFocus.current = true;
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    startTransition(async () => {
      const answer = await submitGuestRequest({
        firstName: values.firstName,
        lastName: values.lastName,
        middleName: values.middleName || undefined,
        phone: values.phone,
        email: values.email,
        comment: requestComment(topic, values.comment),
        consent: values.consent as true,
        specialOffers: values.specialOffers,
        source: pathname,
      });
      if (answer.status === "invalid") setErrors(answer.fieldErrors);
      setResult(answer);
    });
  };

  if (result?.status === "sent") {
    return (
      <div className={styles.done} role="status">
        <span className={styles.doneIcon}>
          <Check size={28} />
        </span>
        <p className={styles.doneTitle}>{t("thanks")}</p>
        <p>{t("sent")}</p>
        <button type="button" className="btn btn--dark" onClick={onDone}>
          {t("close")}
        </button>
      </div>
    );
  }

  const describedBy = (field: RequestField, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : "", extra ?? ""].filter(Boolean).join(" ") || undefined;

  const text = (
    field: "firstName" | "lastName" | "middleName" | "email",
    label: string,
    required: boolean,
    type = "text",
    autoComplete?: string,
  ) => (
    <div className={fields.field}>
      <label htmlFor={`${id}-${field}`}>
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required={required}
        aria-required={required}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={describedBy(field)}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        onBlur={() => blur(field)}
        onFocus={() => focus(field)}
      />
      {errors[field] ? (
        <p id={`${id}-${field}-error`} className={fields.error}>
          {say(errors[field])}
        </p>
      ) : null}
    </div>
  );

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.required}>
        {t.rich("requiredNote", {
          mark: (chunks) => <span aria-hidden="true">{chunks}</span>,
          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
        })}
      </p>
      <div className={fields.grid}>
        {text("firstName", t("firstName"), true, "text", "given-name")}
        {text("lastName", t("lastName"), true, "text", "family-name")}
        {text("middleName", t("middleName"), false, "text", "additional-name")}
        <div className={fields.field}>
          <label htmlFor={`${id}-phone`}>
            {t("phone")}
            <span aria-hidden="true">*</span>
          </label>
          <PhoneInput
            id={`${id}-phone`}
            name="phone"
            required
            aria-required
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={describedBy("phone")}
            value={values.phone}
            onValueChange={(phone) => set("phone", phone)}
            onFocus={() => focus("phone")}
            onBlur={() => setErrors((current) => ({ ...current, phone: fieldError("phone", values) }))}
          />
          {errors.phone ? (
            <p id={`${id}-phone-error`} className={fields.error}>
              {say(errors.phone)}
            </p>
          ) : null}
        </div>
        {text("email", t("email"), true, "email", "email")}
      </div>
      <div className={fields.field}>
        <label htmlFor={`${id}-comment`}>{t("comment")}</label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={4}
          maxLength={REQUEST_COMMENT_MAX_LENGTH}
          aria-invalid={Boolean(errors.comment)}
          aria-describedby={describedBy("comment", `${id}-comment-count`)}
          value={values.comment}
          onChange={(event) => set("comment", event.target.value)}
          onBlur={() => blur("comment")}
          onFocus={() => focus("comment")}
        />
        <p id={`${id}-comment-count`} className={styles.counter}>
          {values.comment.length} / {REQUEST_COMMENT_MAX_LENGTH}
        </p>
        {errors.comment ? (
          <p id={`${id}-comment-error`} className={fields.error}>
            {say(errors.comment)}
          </p>
        ) : null}
      </div>
      <div className={styles.consent}>
        <input
          id={`${id}-consent`}
          name="consent"
          type="checkbox"
          checked={values.consent}
          aria-invalid={Boolean(errors.consent)}
          aria-describedby={describedBy("consent")}
          onChange={(event) => {
            set("consent", event.target.checked);
            if (event.target.checked) focus("consent");
          }}
        />
        <label htmlFor={`${id}-consent`}>
          {t("consentStart")}
          <a href={localizedHref(PERSONAL_DATA_CONSENT_HREF, language)} target="_blank" rel="noopener">
            {t("consentLink")}
            <span className="visually-hidden">{t("newWindow")}</span>
          </a>
        </label>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className={`${fields.error} ${styles.consentError}`}>
            {say(errors.consent)}
          </p>
        ) : null}
      </div>
      <div className={styles.consent}>
        <input
          id={`${id}-offers`}
          name="specialOffers"
          type="checkbox"
          checked={values.specialOffers}
          onChange={(event) => set("specialOffers", event.target.checked)}
        />
        <label htmlFor={`${id}-offers`}>{t("specialOffers")}</label>
      </div>
      {result?.status === "failed" ? (
        <div className={styles.failed} role="alert">
          <p>
            {language === "ru" && result.reason !== "unavailable"
              ? result.message
              : t(`failed.${result.reason}`)}
          </p>
          <p>
            {t("orCall")} <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
          </p>
        </div>
      ) : null}
      <button
        type="submit"
        className={`btn btn--gold ${styles.submit}`}
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? t("sending") : t("submit")}
      </button>
    </form>
  );
}
