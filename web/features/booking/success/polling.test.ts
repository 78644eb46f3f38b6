import type { PaymentStatus } from "@hotel/client/types";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pollPaymentStatus, type PollState } from "./polling";

beforeEach(() => {
  vi.useFakeTimers();
});

function run(answers: (PaymentStatus | Error)[]) {
  const states: PollState[] = [];
  let calls = 0;
  const check = vi.fn(async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error("no answer");
    return answer;
  });
  const stop = pollPaymentStatus(check, (state) => states.push(state));
  return { states, check, stop };
}

describe("checking the payment on the success page", () => {
  it("asks at once, then once a second, five times in all, then gives up", async () => {
    const { states, check } = run(["pending"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(check).toHaveBeenCalledTimes(5);
    expect(states.at(-1)).toEqual({ kind: "unpaid", lastStatus: "pending" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(5);
  });

  it("stops as paid on succeeded", async () => {
    const { states, check } = run(["pending", "pending", "succeeded"]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toEqual({ kind: "paid", status: "succeeded" });
  });

  it("counts waiting as paid: the bank holds the money", async () => {
    const { states, check } = run(["waiting"]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(states).toEqual([
      { kind: "checking", tries: 0 },
      { kind: "paid", status: "waiting" },
    ]);
  });

  it("counts failed requests as tries", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { states, check } = run([new Error("offline")]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(5);
    expect(states.at(-1)).toEqual({ kind: "unpaid", lastStatus: undefined });
  });

  it("asks nothing more once stopped", async () => {
    const { check, stop } = run(["pending"]);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("stops at once when the page may not see the payment at all, and does not call it failed", async () => {
    const refused = Object.assign(new Error("not found"), { code: "RESERVATION_NOT_FOUND" });
    const states: PollState[] = [];
    const check = vi.fn(async (): Promise<PaymentStatus> => {
      throw refused;
    });
    pollPaymentStatus(check, (state) => states.push(state), {
      refuses: (error) => (error as { code?: string }).code === "RESERVATION_NOT_FOUND",
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toEqual({ kind: "refused" });
  });
});
