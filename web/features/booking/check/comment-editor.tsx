"use client";
/** The booking's comment: shown as text, edited in place with «Редактировать» / «Сохранить». */
import { useId, useRef, useState } from "react";
import { mutate } from "swr";
import { bookingApi, type Reservation } from "../api";
import { MANAGE_KEY, failureMessage, type ManagedBooking } from "./use-manage";
import fields from "@web/components/form/fields.module.css";
import styles from "./check.module.css";

const MAX_COMMENT = 2000;

export function CommentEditor({ comment, editable }: { comment: string; editable: boolean }) {
  const id = useId();
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
      setMessage({ kind: "saved", text: "Комментарий сохранён" });
    } catch (error) {
      setMessage({ kind: "failed", text: failureMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          Комментарий
        </h2>
        {editable ? (
          <button type="button" className="btn btn--outline" onClick={() => void toggle()} disabled={saving}>
            {editing ? (saving ? "Сохраняем…" : "Сохранить") : "Редактировать"}
          </button>
        ) : null}
      </div>
      {editing ? (
        <div className={fields.field}>
          <label htmlFor={`${id}-text`}>Комментарий к бронированию</label>
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
        <p className={comment ? styles.commentText : styles.hint}>{comment || "Комментария нет"}</p>
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
