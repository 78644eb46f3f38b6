"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Dialog } from "@web/components/dialog/dialog";
import { Close } from "@web/components/icons/icons";
import styles from "./request.module.css";

function Loading() {
  const t = useTranslations("request");
  return <p className={styles.loading}>{t("loading")}</p>;
}

// The form (and its validation schema) loads only when a guest opens it.
const RequestForm = dynamic(() => import("./request-form").then((module) => module.RequestForm), {
  loading: Loading,
});

interface RequestButtonProps {
  /** The button's text; «Оставить заявку» by default (the catalogue's `request.title`). */
  label?: string;
  /** What the request is about, shown in the modal: «Ужин в замке». */
  topic?: string;
  /** Text the comment starts with (the spa picker's chosen procedures). */
  comment?: string;
  className?: string;
  /** The hotel's phone, for the error message. */
  phone: string;
}

/**
 * «Оставить заявку»: the button and its modal, which closes with the cross
 * (docs/site.md#request-modal). Its words are the catalogue's `request` namespace, which the page
 * hands to the browser (`<ClientMessages namespaces={["request"]}>`).
 */
export function RequestButton({ label, topic, comment, className, phone }: RequestButtonProps) {
  const t = useTranslations("request");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? "btn btn--gold"}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label === undefined ? t("title") : <span data-content>{label}</span>}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="request-title">
        <div className={styles.modal}>
          <div className={styles.head}>
            <div>
              <p className="eyebrow">{t("eyebrow")}</p>
              <h2 id="request-title" className={styles.title}>
                {t("title")}
              </h2>
              {topic ? <p className={styles.topic}>{topic}</p> : null}
            </div>
            <button
              type="button"
              className={styles.close}
              onClick={() => setOpen(false)}
              aria-label={t("close")}
            >
              <Close size={22} />
            </button>
          </div>
          <RequestForm topic={topic} initialComment={comment} phone={phone} onDone={() => setOpen(false)} />
        </div>
      </Dialog>
    </>
  );
}
