"use client";
/**
 * «Проверка бронирования»: the reference and the guest's e-mail or phone (any writing) → the real
 * look-up (docs/booking-journey-check.md «Look-up»).
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { bookingApi, type Reservation } from "../api";
import { lookupIssueKey } from "./issues";
import { lookupBody } from "./schemas";
import { useWords } from "./use-words";
import fields from "@web/components/form/fields.module.css";
import styles from "./check.module.css";

type Field = "reference" | "contact";

export function LookupForm({
  notice,
  onFound,
}: {
  notice?: string | undefined;
  onFound: (reservation: Reservation) => void;
}) {
  const id = useId();
  const words = useWords();
  const { t } = words;
  const [reference, setReference] = useState("");
  const [contact, setContact] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  /** Focus moved to a field by the form itself keeps that field's message. */
  const keepError = useRef(false);
  const fieldRefs = { reference: useRef<HTMLInputElement>(null), contact: useRef<HTMLInputElement>(null) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = lookupBody.safeParse({ reference, contact });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "reference" || field === "contact") && !next[field])
          next[field] = t(lookupIssueKey(field, issue.code));
      }
      setErrors(next);
      setFailure(undefined);
      keepError.current = true;
      (next.reference ? fieldRefs.reference : fieldRefs.contact).current?.focus();
      keepError.current = false;
      return;
    }
    setErrors({});
    setFailure(undefined);
    setSending(true);
    try {
      const reservation = await bookingApi<Reservation>("/api/booking/manage/lookup", { body: parsed.data });
      onFound(reservation);
    } catch (error) {
      setFailure(words.failure(error));
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, label: string, value: string, set: (value: string) => void, extra: object) => (
    <div className={fields.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        ref={fieldRefs[name]}
        id={`${id}-${name}`}
        name={name}
        value={value}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => set(event.target.value)}
        onFocus={() => {
          if (!keepError.current) setErrors((current) => ({ ...current, [name]: undefined }));
        }}
        {...extra}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className={fields.error}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className={`${styles.card} ${styles.lookup}`} noValidate onSubmit={submit} aria-busy={sending}>
      <h2 className={styles.cardTitle}>{t("lookup.title")}</h2>
      <p className={styles.hint}>{t("lookup.hint")}</p>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {field("reference", t("lookup.reference"), reference, setReference, {
        autoComplete: "off",
        autoCapitalize: "characters",
        spellCheck: false,
        placeholder: t("lookup.referencePlaceholder"),
      })}
      {field("contact", t("lookup.contact"), contact, setContact, {
        autoComplete: "email",
        placeholder: t("lookup.contactPlaceholder"),
      })}
      {failure ? (
        <p ref={failureRef} className={styles.failure} role="alert" tabIndex={-1}>
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn--dark" disabled={sending}>
        {sending ? t("lookup.sending") : t("lookup.submit")}
      </button>
    </form>
  );
}
