"use client";
/**
 * The frame of the edit and cancel pages: the booking of the session, or why it cannot be shown
 * (the session expired, the engine failed, the booking can no longer be changed).
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { hotelToday } from "@rules/dates";
import { CHECK_PATH } from "./text";
import { useWords } from "./use-words";
import { isSessionExpired, useManagedBooking, type ManagedBooking } from "./use-manage";
import { BookingLoadFailure, BookingLoading } from "./load-state";
import styles from "./check.module.css";
import { canGuestChange } from "@rules/guest-changes";

export function ManagedPage(props: {
  children: (booking: ManagedBooking) => ReactNode;
  keepInactive?: boolean;
}) {
  return (
    <div className={styles.page}>
      <ManagedContent {...props} />
    </div>
  );
}

function ManagedContent({
  children,
  keepInactive = false,
}: {
  children: (booking: ManagedBooking) => ReactNode;
  /** The cancel page keeps its result after the booking becomes «Отменено». */
  keepInactive?: boolean;
}) {
  const words = useWords();
  const { data, error, isLoading, mutate } = useManagedBooking();
  if (error && isSessionExpired(error)) {
    return (
      <div className={styles.notice} role="alert">
        <p>{words.failure(error)}</p>
        <Link className="btn btn--dark" href={words.href(CHECK_PATH)} prefetch={false}>
          {words.t("managed.find")}
        </Link>
      </div>
    );
  }
  if (error) return <BookingLoadFailure error={error} onRetry={() => void mutate()} />;
  if (!data || isLoading) {
    return <BookingLoading />;
  }
  if (!keepInactive && !canGuestChange(data.reservation, hotelToday())) {
    return <NotManageable booking={data} />;
  }
  return <>{children(data)}</>;
}

export function NotManageable({ booking }: { booking: ManagedBooking }) {
  const { t, href } = useWords();
  const { reservation } = booking;
  const { reference, status } = reservation;
  const why =
    status === "canceled" || status === "expired"
      ? t("managed.inactive", { reference, status })
      : t("managed.started", { reference });
  return (
    <div className={styles.notice} role="status">
      <p>{why}</p>
      <Link className="btn btn--dark" href={href(CHECK_PATH)} prefetch={false}>
        {t("managed.toBooking")}
      </Link>
    </div>
  );
}
