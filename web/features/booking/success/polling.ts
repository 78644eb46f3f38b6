/**
 * The success page's check of the payment (docs/booking-journey-payment.md «Success page»): the
 * invoice's status is asked once on entry and then once a second, at most five times in all.
 * `succeeded` and `waiting` (the bank holds the money, or SBP is still processing: the rooms are
 * the guest's) end it as paid; five answers of anything else, or failed requests, end it as not
 * paid. An answer that the page may not see this payment at all (`refuses`: the engine's unknown
 * booking, for an address whose token is wrong) ends it at once as refused: nothing is known of
 * the payment, so it is not called failed.
 */
import type { PaymentStatus } from "@hotel/client/types";

export const POLL_TRIES = 5;
export const POLL_INTERVAL_MS = 1000;

export type PollState =
  | { kind: "checking"; tries: number }
  | { kind: "paid"; status: "succeeded" | "waiting" }
  | { kind: "unpaid"; lastStatus: PaymentStatus | undefined }
  | { kind: "refused" };

export function isPaid(status: PaymentStatus): status is "succeeded" | "waiting" {
  return status === "succeeded" || status === "waiting";
}

/**
 * Starts checking; `onState` hears every change. Returns a function that stops it (the page
 * leaves, or React re-runs its effect).
 */
export function pollPaymentStatus(
  check: () => Promise<PaymentStatus>,
  onState: (state: PollState) => void,
  options: { tries?: number; intervalMs?: number; refuses?: (error: unknown) => boolean } = {},
): () => void {
  const tries = options.tries ?? POLL_TRIES;
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastStatus: PaymentStatus | undefined;

  const attempt = async (done: number) => {
    onState({ kind: "checking", tries: done });
    try {
      const status = await check();
      if (stopped) return;
      if (isPaid(status)) {
        onState({ kind: "paid", status });
        return;
      }
      lastStatus = status;
    } catch (error) {
      if (stopped) return;
      if (options.refuses?.(error)) {
        onState({ kind: "refused" });
        return;
      }
      // A failed request counts as a try: the guest still learns the outcome after five seconds.
      console.warn("payment status check failed", error);
    }
    if (done + 1 >= tries) {
      onState({ kind: "unpaid", lastStatus });
      return;
    }
    timer = setTimeout(() => void attempt(done + 1), intervalMs);
  };

  void attempt(0);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
