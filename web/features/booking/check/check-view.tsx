"use client";
/**
 * /booking/check: the look-up form, then the booking view on the same page. The session cookie is
 * httpOnly and sent to the manage routes only, so the page asks `GET /api/booking/manage` first:
 * the booking when the session lives, the look-up form on 401.
 */
import { useState } from "react";
import { bookingApi } from "../api";
import { BookingView } from "./booking-view";
import { LookupForm } from "./lookup-form";
import { isSessionExpired, refreshManagedBooking, useManagedBooking } from "./use-manage";
import { BookingLoadFailure, BookingLoading } from "./load-state";
import { useWords } from "./use-words";
import styles from "./check.module.css";

export function CheckView({ changed }: { changed: boolean }) {
  return (
    <div className={styles.page}>
      <CheckContent changed={changed} />
    </div>
  );
}

function CheckContent({ changed }: { changed: boolean }) {
  const words = useWords();
  const [active, setActive] = useState(true);
  const [saved, setSaved] = useState(changed);
  /** The booking was shown in this visit: a 401 now means the session expired on the way. */
  const [seen, setSeen] = useState(false);
  const { data, error, mutate } = useManagedBooking(active);
  if (data && !seen) setSeen(true);

  if (!active || isSessionExpired(error)) {
    return (
      <LookupForm
        notice={active && seen && error ? words.failure(error) : undefined}
        onFound={() => {
          setActive(true);
          setSaved(false);
          void refreshManagedBooking();
        }}
      />
    );
  }
  if (error) return <BookingLoadFailure error={error} onRetry={() => void mutate()} />;
  if (!data) {
    return <BookingLoading />;
  }
  return (
    <>
      {saved ? (
        <p className={styles.saved} role="status">
          {words.t("view.saved")}
        </p>
      ) : null}
      <BookingView
        booking={data}
        onForget={() => {
          void bookingApi("/api/booking/manage", { method: "DELETE" })
            .catch((failure: unknown) => console.warn("The manage session was not forgotten", failure))
            .finally(() => {
              setActive(false);
              setSeen(false);
              setSaved(false);
              void mutate(undefined, { revalidate: false });
            });
        }}
      />
    </>
  );
}
