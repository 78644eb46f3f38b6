/**
 * YooKassa's amounts are strings with two decimals (`{"value": "15400.00", "currency": "RUB"}`).
 * They are written from and read into integer kopecks by string operations, never through a
 * floating-point number.
 */

/** 1540000 → "15400.00". */
export function kopecksToValue(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) {
    throw new RangeError(`Amount must be a non-negative whole number of kopecks; got ${kopecks}`);
  }
  const digits = String(kopecks).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** 15400 → "15400.00". */
export function rublesToValue(rubles: number): string {
  if (!Number.isSafeInteger(rubles) || rubles < 0) {
    throw new RangeError(`Amount must be a non-negative whole number of rubles; got ${rubles}`);
  }
  return kopecksToValue(rubles * 100);
}

/** "15400.00", "15400.5" or "15400" → 1540000, 1540050, 1540000; undefined for anything else. */
export function valueToKopecks(value: string): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  const [, rubles = "0", fraction = ""] = match;
  return Number(rubles) * 100 + Number(fraction.padEnd(2, "0"));
}
