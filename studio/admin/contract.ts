/**
 * The engine's answers as the manager tools read them: the API's own contract
 * (hotel/http/schemas, the Zod schemas the OpenAPI document is made of), not shapes restated
 * here. `useManagerApi` parses every answer with its schema, and the tools' types are the
 * schemas' types, so a field the engine renames fails the typecheck, and an answer that is not
 * the contract's shows the tool's error instead of breaking it.
 *
 * The contract reaches only leaves (hotel/limits.ts, hotel/statuses.ts, rules/, the domain's error
 * codes), never storage or the domain's rules: `studio-reaches-no-storage-or-domain` in
 * .dependency-cruiser.mjs keeps it so for the Studio's bundle.
 */
import type { z } from "zod";
import type { OutboxEntry } from "../../hotel/http/schemas/admin";
import type { Reservation } from "../../hotel/http/schemas/reservations";
import {
  AdminRoomTypesResponse,
  PriceChangeInput,
  PriceGridResponse,
  PricePreviewResponse,
  PriceSaveResponse,
  PriceUndoResponse,
} from "../../hotel/http/schemas/admin-prices";
import {
  BookingCardResponse,
  BookingNoteResponse,
  ResendResponse,
} from "../../hotel/http/schemas/admin-bookings";
import { AdminReservationsResponse } from "../../hotel/http/schemas/admin";
import { CancelResponse, ChangeResponse } from "../../hotel/http/schemas/manage";
import { RESERVATION_SORTS, type ReservationSort } from "../../hotel/statuses";
import {
  AdminGuestRequestResponse,
  AdminGuestRequestsResponse,
} from "../../hotel/http/schemas/admin-requests";

export {
  AdminReservationsResponse,
  BookingCardResponse,
  BookingNoteResponse,
  CancelResponse,
  ChangeResponse,
  RESERVATION_SORTS,
  AdminGuestRequestResponse,
  AdminGuestRequestsResponse,
  AdminRoomTypesResponse,
  PriceChangeInput,
  PriceGridResponse,
  PricePreviewResponse,
  PriceSaveResponse,
  PriceUndoResponse,
  ResendResponse,
};

/** A successful answer's envelope, `{data: …}`, as every schema above describes it. */
export type Answer = z.ZodType<{ data: unknown }>;
/** What an answer carries under `data`. */
export type DataOf<S extends Answer> = z.output<S>["data"];

export type Grid = DataOf<typeof PriceGridResponse>;
export type Preview = DataOf<typeof PricePreviewResponse>;
export type Booking = z.output<typeof Reservation>;
export type ChangeQuote = DataOf<typeof ChangeResponse>;
export type { ReservationSort };
export type OutboxRow = z.output<typeof OutboxEntry>;
export type GuestRequest = DataOf<typeof AdminGuestRequestsResponse>["requests"][number];
