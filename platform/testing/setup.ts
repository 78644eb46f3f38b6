/**
 * Run before every test file (vitest.config.ts `setupFiles`): whatever a test does to time, the
 * harness undoes after it — Vitest's fake timers and faked Date (`vi.useFakeTimers`,
 * `vi.setSystemTime`), spies (`vi.spyOn`), and the clocks of platform/testing/clocks.ts. A test
 * moves time and leaves it: its own reset at the end of its body would be skipped by a failing
 * assertion, and every test after it (in this file, and in the next files of the worker, which
 * share its modules) would run at the wrong "now".
 */
import { afterEach, beforeEach, vi } from "vitest";
import { markClocks, rewindClocks } from "./clocks";

beforeEach(() => {
  markClocks();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  rewindClocks();
});
