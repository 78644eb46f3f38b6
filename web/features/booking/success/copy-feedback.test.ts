import { beforeEach, describe, expect, it, vi } from "vitest";
import { createCopyFeedback } from "./copy-feedback";

beforeEach(() => {
  vi.useFakeTimers();
});

describe("the reference's copy button", () => {
  it("shows «Скопировано!» for two seconds", async () => {
    const changes: boolean[] = [];
    const write = vi.fn(async () => undefined);
    const feedback = createCopyFeedback(write, (copied) => changes.push(copied));
    await feedback.copy("ABCD2345");
    expect(write).toHaveBeenCalledWith("ABCD2345");
    expect(changes).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(changes).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(changes).toEqual([true, false]);
  });

  it("starts the two seconds again on a second copy", async () => {
    const changes: boolean[] = [];
    const feedback = createCopyFeedback(
      async () => undefined,
      (copied) => changes.push(copied),
    );
    await feedback.copy("A");
    await vi.advanceTimersByTimeAsync(1500);
    await feedback.copy("A");
    await vi.advanceTimersByTimeAsync(1500);
    expect(changes).toEqual([true, true]);
    await vi.advanceTimersByTimeAsync(500);
    expect(changes).toEqual([true, true, false]);
  });

  it("only logs a clipboard failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const changes: boolean[] = [];
    const feedback = createCopyFeedback(
      async () => Promise.reject(new Error("denied")),
      (copied) => changes.push(copied),
    );
    await feedback.copy("A");
    expect(changes).toEqual([]);
    expect(logged).toHaveBeenCalledOnce();
  });
});
