"use client";
/**
 * /booking/check: the look-up form, then the booking view on the same page; straight to the view
 * when the session cookie is there (the server page tells, the cookie itself is httpOnly).
 */
import { useState } from "react";
import { bookingApi } from "../api";
import { BookingView } from "./booking-view";
import { LookupForm } from "./lookup-form";
import { failureMessage, isSessionExpired, refreshManagedBooking, useManagedBooking } from "./use-manage";
import styles from "./check.module.css";

export function CheckView({ hasSession, changed }: { hasSession: boolean; changed: boolean }) {
  const [active, setActive] = useState(hasSession);
  const [saved, setSaved] = useState(changed);
  const { data, error, mutate } = useManagedBooking(active);

  if (!active || isSessionExpired(error)) {
    return (
      <LookupForm
        notice={active && error ? error.message : undefined}
        onFound={() => {
          setActive(true);
          setSaved(false);
          void refreshManagedBooking();
        }}
      />
    );
  }
  if (error) {
    return (
      <div className={styles.notice} role="alert">
        <p>{failureMessage(error)}</p>
        <button type="button" className="btn btn--outline" onClick={() => void mutate()}>
          Повторить
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <p className={styles.loading} role="status">
        Загружаем бронирование…
      </p>
    );
  }
  return (
    <>
      {saved ? (
        <p className={styles.saved} role="status">
          Изменения сохранены
        </p>
      ) : null}
      <BookingView
        booking={data}
        onForget={() => {
          void bookingApi("/api/booking/manage", { method: "DELETE" })
            .catch((failure: unknown) => console.warn("The manage session was not forgotten", failure))
            .finally(() => {
              setActive(false);
              setSaved(false);
              void mutate(undefined, { revalidate: false });
            });
        }}
      />
    </>
  );
}
