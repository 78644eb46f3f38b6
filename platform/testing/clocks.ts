/**
 * Clocks that tests move by hand (hotel/domain/clock.ts's ManualClock, made by hotel/testing/harness.ts),
 * put back by the harness after every test (platform/testing/setup.ts) to the instant they read
 * when the test began, so that a test failing half-way leaves no moved "now" to the tests after it.
 */
export interface MovableClock {
  now(): Date;
  set(instant: Date): void;
}

/** Each clock with the instant it goes back to. Files share this module (`isolate: false`). */
const clocks = new Map<MovableClock, Date>();

/** Rewinds `clock` after every test from now on; made during a test, to where it starts. */
export function rewoundAfterEachTest<T extends MovableClock>(clock: T): T {
  clocks.set(clock, clock.now());
  return clock;
}

/** At a test's start, before its beforeEach hooks: where each clock goes back to. */
export function markClocks(): void {
  for (const clock of clocks.keys()) clocks.set(clock, clock.now());
}

/** After a test and its afterEach hooks: every clock back to its mark. */
export function rewindClocks(): void {
  for (const [clock, mark] of clocks) clock.set(mark);
}
