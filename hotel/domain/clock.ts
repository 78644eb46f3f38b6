/**
 * "Now" comes from a clock the engine is given, so tests can move time: hold expiry, a past
 * arrival, a cancellation deadline.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  #now: Date;
  constructor(start: Date | string) {
    this.#now = new Date(start);
  }
  now(): Date {
    return new Date(this.#now);
  }
  set(instant: Date | string): void {
    this.#now = new Date(instant);
  }
  advanceMinutes(minutes: number): void {
    this.#now = new Date(this.#now.getTime() + minutes * 60_000);
  }
}
