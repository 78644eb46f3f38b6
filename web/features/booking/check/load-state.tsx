/** What the booking check's pages show while the session's booking loads, or when it cannot. */
import { failureMessage } from "./use-manage";
import styles from "./check.module.css";

/** The engine or the network failed: why, in Russian, and «Повторить». */
export function BookingLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <p>{failureMessage(error)}</p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
}

export function BookingLoading() {
  return (
    <p className={styles.loading} role="status">
      Загружаем бронирование…
    </p>
  );
}
