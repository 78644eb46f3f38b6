/**
 * What the data step sends to create the reservation, and how the site's route turns it into the
 * engine's `NewReservation` (docs/booking-journey-guest-data.md «Creating the reservation»). The
 * guest form is checked with the same schema in the browser and on the server; extras carry only
 * codes and counts, since the engine prices them from its own catalogue.
 */
import { LANGUAGES, type Language } from "@rules/language";
import * as z from "zod/mini";
import { isIsoDate, parseUrlDate } from "@rules/dates";
import {
  guestFormSchema,
  mainGuestFromApi,
  mainGuestFromForm,
  type GuestForm,
  type GuestFormInput,
} from "@rules/guest-form";
import { MAX_ADULTS, MAX_CHILDREN, MAX_ROOMS, MIN_ADULTS } from "@rules/guests";
import type { NewReservation } from "@hotel/client/types";
import type { BookingDraft } from "../draft";
import { MAX_EXTRA_QUANTITY } from "./extras";

const isoDate = z.string().check(z.refine(isIsoDate, "Дата в формате ГГГГ-ММ-ДД"));

const count = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));

export const reservationRequestSchema = z.object({
  sessionId: z.uuid(),
  /** The page's language: the booking's e-mails and pay page are in it (docs/languages.md). */
  language: z.optional(z.enum(LANGUAGES)),
  arrival: isoDate,
  departure: isoDate,
  choices: z
    .array(
      z.object({
        adults: count(MIN_ADULTS, MAX_ADULTS),
        children: count(0, MAX_CHILDREN),
        roomTypeId: z.number().check(z.int(), z.positive()),
        rateId: z.number().check(z.int(), z.positive()),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_ROOMS)),
  extras: z
    .array(
      z.object({
        code: z.string().check(z.minLength(1), z.maxLength(100)),
        quantity: count(1, MAX_EXTRA_QUANTITY),
      }),
    )
    .check(z.maxLength(30)),
  form: guestFormSchema,
});

export type ReservationRequest = z.input<typeof reservationRequestSchema>;
export type CheckedReservationRequest = z.output<typeof reservationRequestSchema>;

/** A filled text, or undefined for an empty one (the engine refuses an empty flight number). */
function filled(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The transfer of the form: the arrival flight for «В отель» and «Туда и обратно», the departure
 * flight for «Из отеля» and «Туда и обратно»; none when the add-on is off.
 */
export function transferFromForm(form: GuestForm): NewReservation["transfer"] {
  const type = form.transferType;
  if (!type) return undefined;
  const arriving = type === "to" || type === "to-from";
  const leaving = type === "from" || type === "to-from";
  return {
    type,
    arrivalFlightNumber: arriving ? filled(form.arrivalFlightNumber) : undefined,
    arrivalDate: arriving ? filled(form.arrivalDate) : undefined,
    departureFlightNumber: leaving ? filled(form.departureFlightNumber) : undefined,
    departureDate: leaving ? filled(form.departureDate) : undefined,
    comment: filled(form.transferComment),
  };
}

/**
 * The engine's reservation from the checked request; `consentDocument` is the version of the
 * personal-data consent the form linked to (web/features/content/site.ts).
 */
export function newReservation(request: CheckedReservationRequest, consentDocument?: string): NewReservation {
  return {
    arrival: request.arrival,
    departure: request.departure,
    mainGuest: mainGuestFromApi(mainGuestFromForm(request.form, consentDocument)),
    choices: request.choices,
    comment: filled(request.form.comment),
    arrivalTime: request.form.checkInTime,
    departureTime: request.form.checkOutTime,
    transfer: transferFromForm(request.form),
    extras: request.extras.length > 0 ? request.extras : undefined,
    ...(request.language ? { language: request.language } : {}),
  };
}

/**
 * The request for a draft whose every room has a type and a rate (the page's guard saw to it),
 * or undefined when the draft lacks any of it.
 */
export function reservationRequest(
  draft: BookingDraft,
  form: GuestFormInput,
  sessionId: string,
  language?: Language,
): ReservationRequest | undefined {
  const arrival = parseUrlDate(draft.arrival_date);
  const departure = parseUrlDate(draft.departure_date);
  if (!arrival || !departure) return undefined;
  const choices: ReservationRequest["choices"] = [];
  for (const choice of draft.choices) {
    if (!choice.room_type || !choice.rate) return undefined;
    choices.push({
      adults: choice.adults,
      children: choice.children,
      roomTypeId: choice.room_type.id,
      rateId: choice.rate.id,
    });
  }
  return {
    sessionId,
    arrival,
    departure,
    choices,
    extras: (draft.extras ?? []).map(({ code, quantity }) => ({ code, quantity })),
    form,
    ...(language ? { language } : {}),
  };
}
