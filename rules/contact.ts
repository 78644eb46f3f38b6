/**
 * Names, phones and e-mails as the site's forms check them
 * (docs/booking-journey-guest-data.md#form, #phone), shared by the guest form, the request form and
 * the hotel API's own validation of a main guest.
 */
import {
  AsYouType,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
} from "libphonenumber-js/core";
// Russia's entry of libphonenumber-js's own metadata (+7): what the browser has before the phone
// field is reached; the world's comes with ./phone-world (docs/booking-journey-guest-data.md «Phone»).
import ruPhoneMetadata from "./phone-metadata.ru.json" with { type: "json" };
// Every country's calling code (2.5 KB), so the country list shows before the metadata loads.
import phoneCountries from "./phone-countries.json" with { type: "json" };

/** Latin or Cyrillic letters, hyphen, space. */
export const NAME_PATTERN = /^[A-Za-zА-Яа-яЁё\- ]+$/;
/** name@domain with a top-level part of 2 to 4 letters (Latin or Cyrillic, for .рф). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-zА-Яа-яЁё]{2,4}$/;
/** Letters and digits only (flight numbers). */
export const FLIGHT_NUMBER_PATTERN = /^[A-Za-zА-Яа-яЁё0-9]+$/;

export { MESSAGES } from "./messages";

/** The metadata the phone rules read: Russia's until the world's is given by `setPhoneMetadata`. */
let phoneMetadata = ruPhoneMetadata as MetadataJson;

/**
 * Gives the phone rules a fuller metadata (the world's, ./phone-world): the servers at start, the
 * browser once the guest reaches a phone field. Only then is a number outside +7 valid.
 */
export function setPhoneMetadata(metadata: MetadataJson): void {
  phoneMetadata = metadata;
}

/** The countries of the phone's country list, by ISO code: Russia, Belarus, Kazakhstan first. */
export const FIRST_PHONE_COUNTRIES: readonly CountryCode[] = ["RU", "BY", "KZ"];

/** Every country libphonenumber-js knows, with its calling code («44» for GB). */
export const PHONE_COUNTRY_CODES = phoneCountries as Record<CountryCode, string>;

/** What the phone field makes of its text, typed in part or whole (`readPhone`). */
export interface PhoneReading {
  /** The text as the field shows it: «8 (812) 123-45-67», «+44 20 7946 0958». */
  text: string;
  /** The number in E.164, in part while typed («+7812»), "" with no digits: what the form holds. */
  value: string;
  /** The number's country when its code tells it («+7 701…» is Kazakhstan), else `country`. */
  country: CountryCode;
}

/**
 * Reads the field's text (docs/booking-journey-guest-data.md «Phone»): with a plus it is an
 * international number and names its own country; without, a national one of `country`, its
 * trunk prefix included («8 (812)…» in Russia, «020…» in the UK). libphonenumber-js's as-you-type
 * formatter writes it out, the way the country writes its numbers.
 */
export function readPhone(text: string, country: CountryCode): PhoneReading {
  const typer = new AsYouType(country, phoneMetadata);
  const formatted = typer.input(text);
  const callingCode = typer.getCallingCode();
  const named =
    typer.getCountry() ??
    (callingCode && callingCode !== PHONE_COUNTRY_CODES[country]
      ? (phoneMetadata.country_calling_codes[callingCode]?.[0] as CountryCode | undefined)
      : undefined);
  return { text: formatted, value: typer.getNumberValue() ?? "", country: named ?? country };
}

/** Whether a form's value is a complete, valid number in E.164 (`+442079460958`). */
export function isPhone(value: string): boolean {
  return /^\+\d+$/.test(value) && parsePhoneNumberFromString(value, phoneMetadata)?.isValid() === true;
}

/** An E.164 number as people write it internationally (`+44 20 7946 0958`), else as given. */
export function formatPhone(value: string): string {
  return parsePhoneNumberFromString(value, phoneMetadata)?.formatInternational() ?? value;
}

/** The country of an E.164 number, when the rules can tell it. */
export function phoneCountry(value: string): CountryCode | undefined {
  return parsePhoneNumberFromString(value, phoneMetadata)?.country;
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
 * The digits a guest's look-up gives for a booking whose phone is stored as `storedDigits`: the
 * digits of a number written with its plus (`phoneDigits`), and a number written without its
 * country code read as the booking's country writes its own — «8 (701) 123-45-67» for
 * +7 701 123-45-67, «020 7946 0958» for +44 20 7946 0958 — so the guest finds the booking by the
 * phone in whatever way they type it (docs/booking-engine.md, look-up).
 */
export function lookupPhoneDigits(typed: string, storedDigits: string): string {
  const digits = phoneDigits(typed);
  if (typed.trimStart().startsWith("+")) return digits;
  const country = phoneCountry(`+${storedDigits}`);
  const national = country ? parsePhoneNumberFromString(typed, country, phoneMetadata) : undefined;
  return national?.isValid() ? national.number.slice(1) : digits;
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

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
