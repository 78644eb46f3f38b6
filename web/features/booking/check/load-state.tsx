"use client";
/** What the booking check's pages show while the session's booking loads, or when it cannot. */
import { useWords } from "./use-words";
import styles from "./check.module.css";

/** The engine or the network failed: why, in the page's language, and «Повторить». */
export function BookingLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const words = useWords();
  return (
    <div className={styles.notice} role="alert">
      <p>{words.failure(error)}</p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        {words.t("managed.retry")}
      </button>
    </div>
  );
}

export function BookingLoading() {
  const { t } = useWords();
  return (
    <p className={styles.loading} role="status">
      {t("managed.loading")}
    </p>
  );
}
