"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { trapTab } from "./focus";
import styles from "./dialog.module.css";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name: the id of the visible title. */
  labelledBy: string;
  children: ReactNode;
  variant?: "panel" | "sheet" | "fullscreen";
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, Escape closes it
 * (the `cancel` event), and Tab is kept inside explicitly so keyboard users never fall out to
 * the browser's chrome. Focus returns to the element that opened it.
 */
export function Dialog({ open, onClose, labelledBy, children, variant = "panel", className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      document.documentElement.dataset.modalOpen = "true";
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const handleClose = () => {
      delete document.documentElement.dataset.modalOpen;
      const previous = opener.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
    const handleKey = (event: KeyboardEvent) => {
      trapTab(event, dialog);
    };
    dialog.addEventListener("cancel", handleCancel);
    dialog.addEventListener("close", handleClose);
    dialog.addEventListener("keydown", handleKey);
    return () => {
      dialog.removeEventListener("cancel", handleCancel);
      dialog.removeEventListener("close", handleClose);
      dialog.removeEventListener("keydown", handleKey);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-modal="true"
      className={`${styles.dialog} ${styles[variant]} ${className ?? ""}`}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget && variant !== "fullscreen") onCloseRef.current();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
