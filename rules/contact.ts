/**
 * Names, phones and e-mails as the site's forms check them
 * (docs/booking-journey-guest-data.md#form, #phone), shared by the guest form, the request form and
 * the hotel API's own validation of a main guest.
 */
import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
// Russia's entry of libphonenumber-js's own metadata (+7), so the browser does not load the world's.
import ruPhoneMetadata from "./phone-metadata.ru.json" with { type: "json" };

/** Latin or Cyrillic letters, hyphen, space. */
export const NAME_PATTERN = /^[A-Za-zА-Яа-яЁё\- ]+$/;
/** name@domain with a top-level part of 2 to 4 letters (Latin or Cyrillic, for .рф). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-zА-Яа-яЁё]{2,4}$/;
/** Letters and digits only (flight numbers). */
export const FLIGHT_NUMBER_PATTERN = /^[A-Za-zА-Яа-яЁё0-9]+$/;

export { MESSAGES } from "./messages";

export const PHONE_PREFIX = "+7 (";

/** The phone without dashes, brackets and spaces. */
function compactPhone(value: string): string {
  return value.replace(/[\s()\-]/g, "");
}

/** The guest form's rule: after removing dashes, brackets and spaces, +7 and 10 digits. */
export function isRussianPhone(value: string): boolean {
  return /^\+7\d{10}$/.test(compactPhone(value));
}

/** The edit-guest form's rule: 10 to 15 digits with an optional plus. */
export function isInternationalPhone(value: string): boolean {
  return /^\+?\d{10,15}$/.test(compactPhone(value));
}

/** What the API receives: plus and digits only (`+7 (999) 123-45-67` → `+79991234567`). */
export function phoneForApi(value: string): string {
  const digits = value.replace(/\D/g, "");
  return `+${digits}`;
}

/**
 * The national number (up to 10 digits, after +7) a guest means by what was typed, pasted or
 * filled in by the browser: «8 916 123-45-67», «+7 916…», «7 916…» and «9161234567» all mean
 * 9161234567 (docs/booking-journey-guest-data.md «Phone»). A complete number is read by
 * libphonenumber-js with Russia's metadata only (so «8121234567» is St Petersburg's 812); anything
 * else drops a leading trunk «8» or country «7».
 */
export function russianNationalDigits(raw: string): string {
  const parsed = parsePhoneNumberFromString(raw, "RU", ruPhoneMetadata as MetadataJson);
  if (parsed?.countryCallingCode === "7" && parsed.isValid()) return parsed.nationalNumber;
  const digits = raw.replace(/\D/g, "");
  // A plus with another country's code is not a Russian number: nothing of it is kept.
  if (raw.trimStart().startsWith("+"))
    return digits.startsWith("7") || digits === "" ? digits.slice(1, 11) : "";
  if (/^[78]/.test(digits)) return digits.slice(1, 11);
  return digits.slice(0, 10);
}

/**
 * The digits a phone is stored and searched by: a Russian number written with the trunk «8»
 * (8XXXXXXXXXX) is the same as +7XXXXXXXXXX; any other writing keeps its digits. The engine stores
 * a guest's phone this way, and the guest's look-up and the managers' search read what they are
 * given the same way.
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("8") ? `7${digits.slice(1)}` : digits;
}

/**
 * What a manager's search for a phone, complete or partial, matches in the stored digits
 * (`phoneDigits`): the digits typed anywhere in the number, and — when they start with the trunk
 * «8» — also the start of a +7 number, so «8 900 555» finds +7 900 555-44-33 as «8 900 555-44-33»
 * does. Fewer than 4 digits search no phone.
 */
export function phoneSearch(text: string): { contains: string; startsWith?: string } | undefined {
  const digits = phoneDigits(text);
  if (digits.length < 4) return undefined;
  return digits.length < 11 && digits.startsWith("8")
    ? { contains: digits, startsWith: `7${digits.slice(1)}` }
    : { contains: digits };
}

/** The stored number (`+79161234567`) of a complete Russian phone in any writing, else undefined. */
export function normalizeRussianPhone(raw: string): string | undefined {
  const digits = russianNationalDigits(raw);
  return digits.length === 10 ? `+7${digits}` : undefined;
}

/** The field's writing of national digits, partial too: always starts with `+7 (`, grows into `+7 (999) 999-99-99`. */
export function formatRussianPhone(nationalDigits: string): string {
  const digits = nationalDigits.replace(/\D/g, "").slice(0, 10);
  let text = PHONE_PREFIX + digits.slice(0, 3);
  if (digits.length > 3) text += ") " + digits.slice(3, 6);
  if (digits.length > 6) text += "-" + digits.slice(6, 8);
  if (digits.length > 8) text += "-" + digits.slice(8, 10);
  return text;
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
