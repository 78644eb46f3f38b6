/**
 * The language a booking was paid from, kept for this browser (docs/languages.md#addresses): the
 * engine's payment page returns the guest to the success page at its Russian address
 * (`/booking/success?reservation=…`); the success page then opens the same address in the language
 * the guest paid in (`/en/booking/success?…`). A browser that kept nothing stays on the Russian page,
 * whose switch leads to the English one.
 */
import type { Language } from "@rules/language";

const KEY = "booking-return-language";

export function rememberReturnLanguage(reservationId: string, language: Language): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ reservationId, language }));
  } catch (error) {
    console.warn("The payment's language is not kept", error);
  }
}

/** The language `reservationId` was paid from in this browser, if it was kept. */
export function returnLanguage(reservationId: string): Language | undefined {
  try {
    const kept = JSON.parse(window.localStorage.getItem(KEY) ?? "null") as {
      reservationId?: unknown;
      language?: unknown;
    } | null;
    if (kept?.reservationId !== reservationId) return undefined;
    return kept.language === "en" || kept.language === "ru" ? kept.language : undefined;
  } catch {
    return undefined;
  }
}
