/**
 * The guest data step (docs/booking-journey-guest-data.md#form): the form's fields, their rules and
 * their Russian messages, and the mapping to the API's `main_guest`. The form checks on blur and on
 * submit (react-hook-form with this schema through zodResolver); the hotel API applies the same
 * rules.
 */
import * as z from "zod/mini";
import { FLIGHT_NUMBER_PATTERN, MESSAGES, NAME_PATTERN, isEmail, isPhone } from "./contact";
import { TRANSFER_TYPES } from "./money";

/** Check-in options: 4:00 to 13:00 hourly (10). */
export const CHECK_IN_TIMES = Array.from({ length: 10 }, (_, index) => `${4 + index}:00`);
/** Check-out options: 12:00 to 21:00 hourly (10). */
export const CHECK_OUT_TIMES = Array.from({ length: 10 }, (_, index) => `${12 + index}:00`);
export const TIME_PATTERN = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** The personal-data consent's document, linked from the forms' consent checkbox (content page). */
export const PERSONAL_DATA_CONSENT_HREF = "/documents/personal-data";
/** The special offers' checkbox, on the booking form and the request form. */
export const SPECIAL_OFFERS_LABEL = "Согласен получать специальные предложения";

// `abort` stops at the first failed check, so an empty name reads «Обязательное поле» only. The
// schemas use zod/mini: the form runs in the browser, where it is a fraction of zod's size.
export const nameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: MESSAGES.required, abort: true }),
    z.regex(NAME_PATTERN, MESSAGES.lettersOnly),
  );

/** A middle name: optional (edit-guest form), but letters only when given. */
export const optionalNameField = z.string().check(
  z.trim(),
  z.refine((value) => value === "" || NAME_PATTERN.test(value), MESSAGES.lettersOnly),
);

/** A complete, valid number in E.164, as the phone field gives it (`+78121234567`, `+442079460958`). */
export const phoneField = z.string().check(z.refine(isPhone, MESSAGES.phone));
export const emailField = z.string().check(z.trim(), z.refine(isEmail, MESSAGES.email));
const timeField = z.string().check(z.regex(TIME_PATTERN, MESSAGES.time));
const flightNumberField = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || FLIGHT_NUMBER_PATTERN.test(value), MESSAGES.flightNumber),
  ),
);
const freeText = z.optional(z.string());

export const guestFormSchema = z.object({
  lastName: nameField,
  firstName: nameField,
  middleName: nameField,
  phone: phoneField,
  email: emailField,
  checkInTime: timeField,
  checkOutTime: timeField,
  comment: freeText,
  transferType: z.optional(z.enum(TRANSFER_TYPES)),
  transferComment: freeText,
  arrivalFlightNumber: flightNumberField,
  arrivalDate: freeText,
  departureFlightNumber: flightNumberField,
  departureDate: freeText,
  /** The personal-data consent's checkbox: must be ticked (152-FZ), the document is linked. */
  personalDataConsent: z.boolean().check(z.refine((ticked) => ticked, MESSAGES.consent)),
  /** «Согласен получать специальные предложения»: unticked unless the guest ticks it. */
  specialOffers: z.optional(z.boolean()),
});

export type GuestFormInput = z.input<typeof guestFormSchema>;
export type GuestForm = z.output<typeof guestFormSchema>;
export type GuestFormField = keyof typeof guestFormSchema.shape;

/**
 * One field's message, for the check on blur; undefined when the value passes. The flight
 * blocks are optional, so a missing value passes there.
 */
export function guestFieldError(field: GuestFormField, value: unknown): string | undefined {
  const result = guestFormSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The main guest as the HTTP API writes it (snake_case). */
export interface ApiMainGuest {
  first_name: string;
  middle_name: string;
  last_name: string;
  phone: string;
  email: string;
  special_offers_permission: boolean;
  personal_data_permission: boolean;
  /** The version of the personal-data consent the guest ticked (the document's `_updatedAt`). */
  personal_data_document?: string | null | undefined;
}

/** The main guest as the engine and the site's client hold it (camelCase). */
export interface MainGuestFields {
  firstName: string;
  middleName: string;
  lastName: string;
  /** E.164: plus and digits only. */
  phone: string;
  email: string;
  specialOffersPermission: boolean;
  personalDataPermission: boolean;
  personalDataDocument?: string | null | undefined;
}

/** The API's main guest in camelCase: one mapping for the engine's routes and the site's client. */
export function mainGuestFromApi(guest: ApiMainGuest): MainGuestFields {
  return {
    firstName: guest.first_name,
    middleName: guest.middle_name,
    lastName: guest.last_name,
    phone: guest.phone,
    email: guest.email,
    specialOffersPermission: guest.special_offers_permission,
    personalDataPermission: guest.personal_data_permission,
    personalDataDocument: guest.personal_data_document ?? null,
  };
}

/**
 * A camelCase main guest as the HTTP API writes it; the consent's document only when there is one
 * (the API's request takes no null).
 */
export function mainGuestToApi(
  guest: MainGuestFields,
): Omit<ApiMainGuest, "personal_data_document"> & { personal_data_document?: string } {
  return {
    first_name: guest.firstName,
    middle_name: guest.middleName,
    last_name: guest.lastName,
    phone: guest.phone,
    email: guest.email,
    special_offers_permission: guest.specialOffersPermission,
    personal_data_permission: guest.personalDataPermission,
    ...(guest.personalDataDocument ? { personal_data_document: guest.personalDataDocument } : {}),
  };
}

/**
 * The API's main guest: the phone in E.164 (as the form holds it), the special offers as the guest answered, the
 * personal-data consent as ticked (the schema refuses a form without it) with the version of the
 * document it linked to, when the site knows it.
 */
export function mainGuestFromForm(form: GuestForm, consentDocument?: string): ApiMainGuest {
  return {
    first_name: form.firstName,
    middle_name: form.middleName,
    last_name: form.lastName,
    phone: form.phone,
    email: form.email,
    special_offers_permission: form.specialOffers ?? false,
    personal_data_permission: form.personalDataConsent,
    ...(consentDocument ? { personal_data_document: consentDocument } : {}),
  };
}

/** Edit-guest form (booking check): letters only, middle name optional, the same phone field. */
export const editGuestFormSchema = z.object({
  lastName: nameField,
  firstName: nameField,
  middleName: z.optional(optionalNameField),
  phone: phoneField,
  email: emailField,
});
