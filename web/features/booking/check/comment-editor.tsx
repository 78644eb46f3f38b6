"use client";
/** The booking's comment: shown as text, edited in place with «Редактировать» / «Сохранить». */
import { useId, useRef, useState } from "react";
import { mutate } from "swr";
import { bookingApi, type Reservation } from "../api";
import { MANAGE_KEY, type ManagedBooking } from "./use-manage";
import { useWords } from "./use-words";
import fields from "@web/components/form/fields.module.css";
import styles from "./check.module.css";

const MAX_COMMENT = 2000;

export function CommentEditor({ comment, editable }: { comment: string; editable: boolean }) {
  const id = useId();
  const words = useWords();
  const { t } = words;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: "saved" | "failed"; text: string } | undefined>();
  const area = useRef<HTMLTextAreaElement>(null);

  const toggle = async () => {
    if (!editing) {
      setText(comment);
      setMessage(undefined);
      setEditing(true);
      requestAnimationFrame(() => area.current?.focus());
      return;
    }
    setSaving(true);
    try {
      const reservation = await bookingApi<Reservation>("/api/booking/manage/comment", {
        method: "PATCH",
        body: { comment: text },
      });
      await mutate<ManagedBooking>(
        MANAGE_KEY,
        (current) => (current ? { ...current, reservation } : current),
        { revalidate: true },
      );
      setEditing(false);
      setMessage({ kind: "saved", text: t("comment.saved") });
    } catch (error) {
      setMessage({ kind: "failed", text: words.failure(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {t("comment.title")}
        </h2>
        {editable ? (
          <button type="button" className="btn btn--outline" onClick={() => void toggle()} disabled={saving}>
            {editing ? (saving ? t("comment.saving") : t("comment.save")) : t("comment.edit")}
          </button>
        ) : null}
      </div>
      {editing ? (
        <div className={fields.field}>
          <label htmlFor={`${id}-text`}>{t("comment.label")}</label>
          <textarea
            ref={area}
            id={`${id}-text`}
            value={text}
            maxLength={MAX_COMMENT}
            rows={4}
            aria-describedby={`${id}-count`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-count`} className={styles.hint}>
            {text.length} / {MAX_COMMENT}
          </p>
        </div>
      ) : (
        <p className={comment ? styles.commentText : styles.hint}>{comment || t("comment.none")}</p>
      )}
      <p className={styles.saved} role="status">
        {message?.kind === "saved" ? message.text : ""}
      </p>
      {message?.kind === "failed" ? (
        <p className={fields.error} role="alert">
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
