/** A new reservation, and the reservation as the site reads it (shared with manage.ts). */
import type { z } from "zod";
import { mainGuestFromApi, mainGuestToApi } from "../../rules";
import { ReservationResponse } from "../http/schemas";
import { date, dateOrNull, type Call } from "./call";
import type { NewReservation, Reservation, ReservedRoom } from "./types";

type ApiReservation = z.infer<typeof ReservationResponse>["data"];
type ApiRoom = ApiReservation["rooms"][number];

export function toRoom(room: ApiRoom): ReservedRoom {
  return {
    idx: room.idx,
    adults: room.adults,
    children: room.children,
    roomTypeId: room.room_type_id,
    roomTypeTitle: room.room_type_title,
    rateId: room.rate_id,
    rateTitle: room.rate_title,
    amount: room.amount,
    nightly: room.nightly,
    refundable: room.refundable,
    freeCancellationUntil: dateOrNull(room.free_cancellation_until),
  };
}

export function toReservation(api: ApiReservation): Reservation {
  return {
    id: api.reservation_id,
    reference: api.reference,
    status: api.status,
    holdExpiresAt: dateOrNull(api.hold_expires_at),
    arrival: api.check_in_date,
    departure: api.check_out_date,
    nights: api.nights,
    mainGuest: mainGuestFromApi(api.main_guest),
    rooms: api.rooms.map(toRoom),
    extras: api.extras.map((extra) => ({
      code: extra.code,
      title: extra.title,
      unitPrice: extra.unit_price,
      quantity: extra.quantity,
      amount: extra.amount,
    })),
    transfer: api.transfer && {
      type: api.transfer.type,
      arrivalFlightNumber: api.transfer.arrival_flight_number,
      arrivalDate: api.transfer.arrival_date,
      departureFlightNumber: api.transfer.departure_flight_number,
      departureDate: api.transfer.departure_date,
      comment: api.transfer.comment,
      price: api.transfer.price,
    },
    comment: api.comment,
    arrivalTime: api.arrival_time,
    departureTime: api.departure_time,
    amounts: {
      rooms: api.amounts.rooms,
      extras: api.amounts.extras,
      transfer: api.amounts.transfer,
      total: api.amounts.total,
      paid: api.amounts.paid,
      refunded: api.amounts.refunded,
      balanceDue: api.amounts.balance_due,
    },
    paymentStatus: api.payment_status,
    createdAt: date(api.created_at),
    updatedAt: date(api.updated_at),
  };
}

export function reservationCalls(call: Call) {
  return {
    /** Creates the reservation (rooms held until paid). The same session and body return the first one. */
    async createReservation(
      input: NewReservation,
      meta: { sessionId?: string; idempotencyKey?: string } = {},
    ): Promise<Reservation> {
      const { data } = await call("POST", "/reservation", ReservationResponse, {
        headers: { "x-session-id": meta.sessionId, "idempotency-key": meta.idempotencyKey },
        body: {
          check_in_date: input.arrival,
          check_out_date: input.departure,
          main_guest: mainGuestToApi(input.mainGuest),
          choices: input.choices.map((choice) => ({
            adults: choice.adults,
            children: choice.children,
            room_type_id: choice.roomTypeId,
            rate_id: choice.rateId,
          })),
          comment: input.comment,
          arrival_time: input.arrivalTime,
          departure_time: input.departureTime,
          transfer: input.transfer && {
            type: input.transfer.type,
            arrival_flight_number: input.transfer.arrivalFlightNumber,
            arrival_date: input.transfer.arrivalDate,
            departure_flight_number: input.transfer.departureFlightNumber,
            departure_date: input.transfer.departureDate,
            comment: input.transfer.comment,
          },
          extras: input.extras,
        },
      });
      return toReservation(data);
    },
  };
}
