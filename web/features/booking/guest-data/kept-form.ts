/**
 * What the guest typed on the data step, kept for this tab while they choose another room
 * (docs/booking-journey-guest-data.md «When it fails»): «Номер уже забронировали» promises the
 * guest data need not be typed again, but choosing another room takes the draft back to «rates»,
 * which keeps no guest. Session storage, not the draft: it is the guest's personal data, gone with
 * the tab, and it is cleared once a reservation is made with it.
 */
import type { GuestFormInput } from "@rules/guest-form";

const KEY = "booking-guest-form";

export function keepGuestForm(values: GuestFormInput): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch (error) {
    console.warn("The guest's data is not kept for the next room", error);
  }
}

export function forgetGuestForm(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch (error) {
    console.warn("The kept guest's data cannot be cleared", error);
  }
}

/** The flight dates follow the stay, which the guest may change on the way: they are not kept. */
const STAY_BOUND = new Set(["arrivalDate", "departureDate"]);

/**
 * `defaults` with what the tab kept in their place: only the fields the form has, each of the same
 * kind (a text stays a text, a tick a tick), so a broken or foreign record changes nothing.
 */
export function withKeptGuestForm(defaults: GuestFormInput): GuestFormInput {
  let kept: unknown;
  try {
    kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null");
  } catch {
    return defaults;
  }
  if (!kept || typeof kept !== "object") return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [field, value] of Object.entries(kept)) {
    if (!(field in merged) || STAY_BOUND.has(field) || value === "") continue;
    const current = merged[field];
    // The transfer's type is absent from the defaults when the add-on is off.
    if (current === undefined ? typeof value === "string" : typeof value === typeof current)
      merged[field] = value;
  }
  return merged as GuestFormInput;
}
