/** A new reservation, and the reservation as the site reads it (shared with manage.ts). */
import { mainGuestToApi } from "../../rules";
import { ReservationResponse, type ReservationRequest } from "../http/schemas/reservations";
import { date, dateOrNull, type Answer, type Call, type LanguageOption, type RequestBody } from "./call";
import type { NewReservation, Reservation, ReservedRoom } from "./types";

type ApiReservation = Answer<typeof ReservationResponse>["data"];

type ContractBody = RequestBody<typeof ReservationRequest>;
/**
 * The contract's request, but for the guest's consent: the contract takes only `true`; the client
 * sends the guest's answer as it is (`mainGuestToApi`, a boolean: the site's form asks for it
 * before a reservation is sent), and the engine refuses any other with VALIDATION_ERROR.
 */
type ReservationBody = Omit<ContractBody, "main_guest"> & {
  main_guest: Omit<ContractBody["main_guest"], "personal_data_permission"> & {
    personal_data_permission: boolean;
  };
};

export function toRoom(room: ApiReservation["rooms"][number]): ReservedRoom {
  return { ...room, freeCancellationUntil: dateOrNull(room.freeCancellationUntil) };
}

export function toReservation({
  reservationId,
  checkInDate,
  checkOutDate,
  holdExpiresAt,
  rooms,
  createdAt,
  updatedAt,
  consentAt: _consentAt,
  pendingChange,
  ...rest
}: ApiReservation): Reservation {
  return {
    ...rest,
    pendingChange: pendingChange && {
      arrival: pendingChange.checkInDate,
      departure: pendingChange.checkOutDate,
      rooms: pendingChange.rooms.map(toRoom),
      total: pendingChange.total,
      toPay: pendingChange.toPay,
      holdExpiresAt: dateOrNull(pendingChange.holdExpiresAt),
    },
    id: reservationId,
    arrival: checkInDate,
    departure: checkOutDate,
    holdExpiresAt: dateOrNull(holdExpiresAt),
    rooms: rooms.map(toRoom),
    createdAt: date(createdAt),
    updatedAt: date(updatedAt),
  };
}

export function reservationCalls(call: Call) {
  return {
    /**
     * Creates the reservation (rooms held until paid). The same session and body return the first
     * one. The answer's names are in `meta.language`, else in the booking's own language.
     */
    async createReservation(
      input: NewReservation,
      meta: { sessionId?: string; idempotencyKey?: string } & LanguageOption = {},
    ): Promise<Reservation> {
      const { data } = await call<typeof ReservationResponse, ReservationBody>(
        "POST",
        "/reservation",
        ReservationResponse,
        {
          headers: { "x-session-id": meta.sessionId, "idempotency-key": meta.idempotencyKey },
          language: meta.language ?? input.language,
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
            language: input.language,
          },
        },
      );
      return toReservation(data);
    },
  };
}
