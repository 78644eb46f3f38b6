/** The hold's countdown on the payment step: rooms stay the guest's until `hold_expires_at`. */

/** Milliseconds left of the hold at `now`, never below zero. */
export function holdLeft(expiresAt: string, now: Date): number {
  return Math.max(0, new Date(expiresAt).getTime() - now.getTime());
}

/** «14:05» (minutes and seconds), or «1:02:03» past an hour. */
export function holdLeftText(milliseconds: number): string {
  const total = Math.ceil(milliseconds / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(hours > 0 ? 2 : 1, "0");
  const ss = String(seconds).padStart(2, "0");
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
