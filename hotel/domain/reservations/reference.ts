/**
 * The booking reference a guest sees: 8 characters from an alphabet without look-alikes (no 0/O,
 * 1/I/L), drawn from a cryptographic source: 31^8 ≈ 8.5·10^11 values, so references cannot be
 * enumerated, and the look-up also needs the guest's e-mail or phone.
 */
import { randomInt } from "node:crypto";

export const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERENCE_LENGTH = 8;

export function newReference(): string {
  let reference = "";
  for (let index = 0; index < REFERENCE_LENGTH; index++) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}

/** A reference as a guest may type it: any case, with spaces or dashes. */
export function normalizeReference(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, "");
}
