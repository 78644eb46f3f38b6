/** The engine's objects in the API's shape (snake_case, instants as ISO strings). */
import type { z } from "@hono/zod-openapi";
import type {
  RateInfo,
  RoomTypeOffer,
  RoomTypeWithRates,
  SearchResult,
} from "../domain/availability/availability";
import { RUSSIAN_NAMES, type BookingNames } from "../domain/availability/localized";
import type { CancellationInfo, ChangeResult } from "../domain/reservations/manage";
import type { InvoiceDetails, PaymentVariant } from "../domain/payments/invoices";
import type { PricedRoom } from "../domain/reservations/reservation-parts";
import type { ReservationDetails } from "../domain/reservations/reservations";
import type { Cancellation, ChangeResponse } from "./schemas/manage";
import type { Invoice, PaymentVariantsResponse } from "./schemas/payments";
import type { Reservation, ReservationSummary } from "./schemas/reservations";
import type { Rate, RoomType, RoomTypeOffer as RoomTypeOfferSchema, SearchResponse } from "./schemas/rooms";

const iso = (date: Date): string => date.toISOString();
const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

function rate(info: RateInfo & { price: number }): z.infer<typeof Rate> {
  return {
    id: info.id,
    title: info.title,
    description: info.description,
    price: info.price,
    order: info.order,
    included_services: info.includedServices,
    refundable: info.refundable,
    free_cancellation_hours: info.freeCancellationHours,
  };
}

function roomTypeBase(type: RoomTypeWithRates | RoomTypeOffer) {
  return {
    id: type.id,
    title: type.title,
    short_desc: type.shortDesc,
    base_price: type.basePrice,
    image_urls: type.imageUrls,
    amenity_tags: type.amenityTags,
    order: type.order,
    amenity_pages: type.amenityPages,
    capacity: type.capacity,
    total_rooms: type.totalRooms,
  };
}

export function presentRoomType(type: RoomTypeWithRates): z.infer<typeof RoomType> {
  return { ...roomTypeBase(type), rates: type.rates.map(rate) };
}

function presentOffer(offer: RoomTypeOffer): z.infer<typeof RoomTypeOfferSchema> {
  return {
    ...roomTypeBase(offer),
    rates: offer.rates.map((entry) => ({
      ...rate(entry),
      nightly: entry.nightly,
      free_cancellation_until: isoOrNull(entry.freeCancellationUntil),
    })),
    available_rooms: offer.availableRooms,
    child_without_bed: offer.childWithoutBed,
  };
}

export function presentSearch(result: SearchResult): z.infer<typeof SearchResponse>["data"] {
  return {
    check_in_date: result.arrival,
    check_out_date: result.departure,
    nights: result.nights,
    choices: result.choices.map((choice) => ({
      idx: choice.idx,
      adults: choice.adults,
      children: choice.children,
      room_types: choice.roomTypes.map(presentOffer),
    })),
  };
}

function presentRoom(room: PricedRoom, names: BookingNames) {
  return {
    idx: room.idx,
    adults: room.adults,
    children: room.children,
    room_type_id: room.roomTypeId,
    room_type_title: names.roomType(room.roomTypeId, room.roomTypeTitle),
    rate_id: room.ratePlanId,
    rate_title: names.ratePlan(room.ratePlanId, room.ratePlanTitle),
    amount: room.amount,
    nightly: room.nightly,
    refundable: room.refundable,
    free_cancellation_until: isoOrNull(room.freeCancellationUntil),
  };
}

/**
 * A booking as the API shows it; its rooms' and extras' names in the answer's language (`names`,
 * domain/availability/localized.ts: Russian unless told).
 */
export function presentReservation(
  reservation: ReservationDetails,
  names: BookingNames = RUSSIAN_NAMES,
): z.infer<typeof Reservation> {
  const guest = reservation.mainGuest;
  const transfer = reservation.transfer;
  return {
    reservation_id: reservation.id,
    reference: reservation.reference,
    status: reservation.status,
    hold_expires_at: isoOrNull(reservation.holdExpiresAt),
    check_in_date: reservation.arrival,
    check_out_date: reservation.departure,
    nights: reservation.nights,
    main_guest: {
      first_name: guest.firstName,
      middle_name: guest.middleName,
      last_name: guest.lastName,
      phone: guest.phone,
      email: guest.email,
      special_offers_permission: guest.specialOffersPermission,
      personal_data_permission: guest.personalDataPermission,
      personal_data_document: guest.personalDataDocument ?? null,
    },
    consent_at: iso(reservation.consentAt),
    language: reservation.language,
    rooms: reservation.rooms.map((room) => presentRoom(room, names)),
    extras: reservation.extras.map((extra) => ({
      code: extra.code,
      title: names.extra(extra.code, extra.title),
      unit_price: extra.unitPrice,
      quantity: extra.quantity,
      amount: extra.amount,
    })),
    transfer: transfer
      ? {
          type: transfer.type,
          arrival_flight_number: transfer.arrivalFlightNumber,
          arrival_date: transfer.arrivalDate,
          departure_flight_number: transfer.departureFlightNumber,
          departure_date: transfer.departureDate,
          comment: transfer.comment,
          price: transfer.price,
          flight_to_confirm: transfer.flightToConfirm === true,
        }
      : null,
    comment: reservation.comment,
    arrival_time: reservation.arrivalTime,
    departure_time: reservation.departureTime,
    amounts: {
      rooms: reservation.amounts.rooms,
      extras: reservation.amounts.extras,
      transfer: reservation.amounts.transfer,
      total: reservation.amounts.total,
      paid: reservation.amounts.paid,
      refunded: reservation.amounts.refunded,
      balance_due: reservation.amounts.balanceDue,
    },
    payment_status: reservation.paymentStatus,
    terms: {
      free_cancellation_until: isoOrNull(reservation.terms.freeCancellationUntil),
      refund_if_cancelled: reservation.terms.refundIfCancelled,
      non_refundable: reservation.terms.nonRefundable,
    },
    pending_change: reservation.pendingChange
      ? {
          check_in_date: reservation.pendingChange.arrival,
          check_out_date: reservation.pendingChange.departure,
          rooms: reservation.pendingChange.rooms.map((room) => presentRoom(room, names)),
          total: reservation.pendingChange.total,
          to_pay: reservation.pendingChange.toPay,
          hold_expires_at: isoOrNull(reservation.pendingChange.holdExpiresAt),
        }
      : null,
    created_at: iso(reservation.createdAt),
    updated_at: iso(reservation.updatedAt),
  };
}

/** The booking's summary for the return address: no personal data (schemas/reservations.ts). */
export function presentReservationSummary(
  reservation: ReservationDetails,
  names: BookingNames = RUSSIAN_NAMES,
): z.infer<typeof ReservationSummary> {
  const {
    reservation_id,
    reference,
    status,
    hold_expires_at,
    check_in_date,
    check_out_date,
    nights,
    rooms,
    extras,
    amounts,
    payment_status,
    transfer,
  } = presentReservation(reservation, names);
  return {
    reservation_id,
    reference,
    status,
    hold_expires_at,
    check_in_date,
    check_out_date,
    nights,
    rooms,
    extras,
    amounts,
    payment_status,
    transfer: transfer ? { type: transfer.type, price: transfer.price } : null,
  };
}

export function presentChange(
  change: ChangeResult,
  reservation: ReservationDetails | undefined,
  names: BookingNames = RUSSIAN_NAMES,
): z.infer<typeof ChangeResponse>["data"] {
  return {
    check_in_date: change.arrival,
    check_out_date: change.departure,
    rooms: change.rooms.map((room) => presentRoom(room, names)),
    old_total: change.oldTotal,
    new_total: change.newTotal,
    difference: change.difference,
    to_pay: change.toPay,
    to_refund: change.toRefund,
    kept: change.kept,
    becomes_non_refundable: change.becomesNonRefundable,
    free_cancellation_until: isoOrNull(change.freeCancellationUntil),
    extras: change.extras.map((extra) => ({
      code: extra.code,
      title: names.extra(extra.code, extra.title),
      unit_price: extra.unitPrice,
      quantity: extra.quantity,
      amount: extra.amount,
    })),
    ...(reservation ? { reservation: presentReservation(reservation, names) } : {}),
  };
}

export function presentCancellation(info: CancellationInfo): z.infer<typeof Cancellation> {
  return {
    refund: info.refund,
    penalty: info.penalty,
    paid: info.paid,
    free_cancellation_until: isoOrNull(info.freeCancellationUntil),
  };
}

export function presentInvoice(invoice: InvoiceDetails): z.infer<typeof Invoice> {
  return {
    invoice_id: invoice.id,
    reservation_id: invoice.reservationId,
    status: invoice.status,
    amount: invoice.amount,
    payment_provider_id: invoice.paymentProviderId,
    payment_type: invoice.paymentType,
    confirmation_url: invoice.confirmationUrl,
    created_at: iso(invoice.createdAt),
    paid_at: isoOrNull(invoice.paidAt),
    test: invoice.test,
  };
}

/** The variants, and whether payments are in test mode (the sandbox acquirer takes them). */
export function presentPaymentVariants(
  variants: readonly PaymentVariant[],
  testMode: boolean,
): z.infer<typeof PaymentVariantsResponse>["data"] {
  return { payment_variants: variants.map(presentVariant), test_mode: testMode };
}

export function presentVariant(
  variant: PaymentVariant,
): z.infer<typeof PaymentVariantsResponse>["data"]["payment_variants"][number] {
  return {
    payment_provider_id: variant.paymentProviderId,
    payment_type: variant.paymentType,
    name: variant.name,
    price: variant.price,
    short_description: variant.shortDescription,
    description: variant.description,
    icon_ids: variant.iconIds,
  };
}
