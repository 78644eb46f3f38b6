/**
 * The schema of the stored booking draft (docs/booking-journey.md «Draft and stages»): what a page
 * reads from local storage is checked against it, and a missing, broken or foreign record is no
 * draft. It is its own module because Zod's core is large and is not tree-shaken: `use-draft.ts`
 * loads it after hydration, so no page carries it in its first scripts.
 */
import * as z from "zod/mini";
import { BOOKING_STAGES, type BookingStage } from "./draft";

const roomTypeShape = z.object({ id: z.int().check(z.positive()), title: z.string(), seating: z.number() });
const rateShape = z.object({ id: z.int().check(z.positive()), title: z.string(), price: z.number() });

const choiceShape = z.object({
  adults: z.int(),
  children: z.int(),
  room_type: z.optional(roomTypeShape),
  rate: z.optional(rateShape),
});

const guestShape = z.object({
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  special_offers_permission: z.boolean(),
  personal_data_permission: z.boolean(),
});

/**
 * A room of the created reservation as the engine priced it, with its cancellation terms: the
 * payment step states the real free-cancellation deadline from here, the success page what was
 * booked (docs/booking-journey-payment.md).
 */
const reservedRoomShape = z.object({
  room_type_title: z.string(),
  rate_title: z.string(),
  adults: z.int(),
  children: z.int(),
  amount: z.number(),
  refundable: z.boolean(),
  /** ISO instant; null when the rate has no free cancellation. */
  free_cancellation_until: z.nullable(z.string()),
});

const extraShape = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(100)),
  title: z.string(),
  quantity: z.int().check(z.minimum(1), z.maximum(99)),
  unit_price: z.int().check(z.minimum(0)),
});

const transferShape = z.object({
  type: z.enum(["to", "from", "to-from"]),
  arrival_flight_number: z.optional(z.string()),
  arrival_date: z.optional(z.string()),
  departure_flight_number: z.optional(z.string()),
  departure_date: z.optional(z.string()),
  comment: z.optional(z.string()),
});

/**
 * Drafts stored before the stages had names say 0, 1 and 2; returning guests' browsers still hold
 * them, and they load as «rates», «data» and «payment». A draft is always written with the name.
 */
const NUMBERED_STAGES = { 0: "rates", 1: "data", 2: "payment" } as const satisfies Record<
  number,
  BookingStage
>;
const stageShape = z.pipe(
  z.union([z.enum(BOOKING_STAGES), z.literal(0), z.literal(1), z.literal(2)]),
  z.transform((stage): BookingStage => (typeof stage === "number" ? NUMBERED_STAGES[stage] : stage)),
);

/**
 * The stored record. Field names are the draft's own (snake_case, dates dd.MM.yyyy;
 * docs/booking-journey.md#draft-and-stages), except `reservationId`, which keeps the camelCase
 * name drafts already stored in guests' browsers carry.
 */
export const bookingDraftSchema = z.object({
  stage: stageShape,
  arrival_date: z.string(),
  departure_date: z.string(),
  choices: z.array(choiceShape),
  arrival_time: z.optional(z.string()),
  departure_time: z.optional(z.string()),
  guest: z.optional(guestShape),
  comment: z.optional(z.string()),
  reservationId: z.optional(z.string()),
  /** The reference the guest sees (8 characters), once the reservation exists. */
  reference: z.optional(z.string()),
  /** When the reservation's hold ends (ISO instant), for the summary's countdown. */
  hold_expires_at: z.optional(z.string()),
  /** The engine's total for the reservation, once it exists. */
  total: z.optional(z.number()),
  /** Spa procedures picked on /services/spa, carried into the reservation. */
  extras: z.optional(z.array(extraShape)),
  transfer: z.optional(transferShape),
  /** The engine's price of the transfer, once the reservation exists (the summaries show it). */
  transfer_price: z.optional(z.int().check(z.minimum(0))),
  /** `x-session-id` of the create-reservation call: one guest, one hold. */
  session_id: z.optional(z.string()),
  /** The room page the guest chose a rate on (`rrp`), for the rate step's way back. */
  from_room: z.optional(z.int().check(z.positive())),
  /** The reservation's rooms, once it exists (`withReservation` in transitions.ts). */
  rooms: z.optional(z.array(reservedRoomShape)),
});

export type BookingDraft = z.infer<typeof bookingDraftSchema>;

/** Reads a stored draft; a missing, broken or foreign record gives undefined. */
export function parseDraft(text: string | null | undefined): BookingDraft | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = bookingDraftSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
