/**
 * The guest's own booking after the look-up (reference + e-mail or phone): view, history,
 * comment and contact edits, a change of dates or rooms, cancellation. Every call after the
 * look-up carries the manage token it hands out.
 */
import type { IsoDate } from "../../rules";
import {
  CancelResponse,
  CancellationResponse,
  ChangeResponse,
  HistoryResponse,
  LookupResponse,
  type CancelRequest,
  type ChangeRequest,
  type CommentRequest,
  type GuestRequest,
  type LookupRequest,
  type TransferFlightsRequest,
} from "../http/schemas/manage";
import { ReservationResponse } from "../http/schemas/reservations";
import { date, dateOrNull, type Answer, type Call, type LanguageOption, type RequestBody } from "./call";
import { toReservation, toRoom } from "./reservations";
import type {
  Cancellation,
  ChangeQuote,
  HistoryEntry,
  ManageSession,
  Reservation,
  TransferFlights,
} from "./types";

export interface ChangeInput {
  arrival?: IsoDate | undefined;
  departure?: IsoDate | undefined;
  rooms?: { adults: number; children: number; roomTypeId: number; rateId: number }[] | undefined;
}

type ChangeBody = RequestBody<typeof ChangeRequest>;

function changeBody(change: ChangeInput): ChangeBody {
  return {
    check_in_date: change.arrival,
    check_out_date: change.departure,
    choices: change.rooms?.map((room) => ({
      adults: room.adults,
      children: room.children,
      room_type_id: room.roomTypeId,
      rate_id: room.rateId,
    })),
  };
}

function toChange({
  checkInDate,
  checkOutDate,
  rooms,
  reservation,
  ...rest
}: Answer<typeof ChangeResponse>["data"]): ChangeQuote {
  return {
    ...rest,
    arrival: checkInDate,
    departure: checkOutDate,
    rooms: rooms.map(toRoom),
    reservation: reservation && toReservation(reservation),
  };
}

function toCancellation(api: Answer<typeof CancellationResponse>["data"]): Cancellation {
  return { ...api, freeCancellationUntil: dateOrNull(api.freeCancellationUntil) };
}

const manage = (token: string) => ({ "x-manage-token": token });

export function manageCalls(call: Call) {
  return {
    /** Booking check: reference plus the guest's e-mail or phone. RESERVATION_NOT_FOUND when either is wrong. */
    async lookUp(
      query: { reference: string; contact: string },
      options: LanguageOption = {},
    ): Promise<ManageSession> {
      const { data } = await call<typeof LookupResponse, RequestBody<typeof LookupRequest>>(
        "POST",
        "/reservation/lookup",
        LookupResponse,
        { body: query, language: options.language },
      );
      return {
        token: data.manageToken,
        expiresAt: date(data.expiresAt),
        reservation: toReservation(data.reservation),
      };
    },

    async reservation(id: string, token: string, options: LanguageOption = {}): Promise<Reservation> {
      const { data } = await call("GET", `/reservation/${encodeURIComponent(id)}`, ReservationResponse, {
        headers: manage(token),
        language: options.language,
      });
      return toReservation(data);
    },

    async history(id: string, token: string, options: LanguageOption = {}): Promise<HistoryEntry[]> {
      const { data } = await call("GET", `/reservation/${encodeURIComponent(id)}/history`, HistoryResponse, {
        headers: manage(token),
        language: options.language,
      });
      return data.history.map((entry) => ({ ...entry, at: date(entry.at) }));
    },

    async updateComment(
      id: string,
      token: string,
      comment: string,
      options: LanguageOption = {},
    ): Promise<Reservation> {
      const { data } = await call<typeof ReservationResponse, RequestBody<typeof CommentRequest>>(
        "PATCH",
        `/reservation/${encodeURIComponent(id)}/comment`,
        ReservationResponse,
        {
          headers: manage(token),
          body: { comment },
          language: options.language,
        },
      );
      return toReservation(data);
    },

    async updateGuest(
      id: string,
      token: string,
      guest: { firstName: string; middleName?: string; lastName: string; phone: string; email: string },
      options: LanguageOption = {},
    ): Promise<Reservation> {
      const { data } = await call<typeof ReservationResponse, RequestBody<typeof GuestRequest>>(
        "PATCH",
        `/reservation/${encodeURIComponent(id)}/guest`,
        ReservationResponse,
        {
          headers: manage(token),
          body: {
            first_name: guest.firstName,
            middle_name: guest.middleName ?? "",
            last_name: guest.lastName,
            phone: guest.phone,
            email: guest.email,
          },
          language: options.language,
        },
      );
      return toReservation(data);
    },

    /**
     * Gives the transfer's flights (a leg's absent fields stay as stored; dates `YYYY-MM-DD` within
     * the stay, a day before arrival or after departure) and clears `transfer.flightToConfirm`.
     * TRANSFER_NOT_BOOKED: no transfer or not that way; TRANSFER_DATE_OUTSIDE_STAY.
     */
    async updateTransfer(
      id: string,
      token: string,
      flights: TransferFlights,
      options: LanguageOption = {},
    ): Promise<Reservation> {
      const { data } = await call<typeof ReservationResponse, RequestBody<typeof TransferFlightsRequest>>(
        "PUT",
        `/reservation/${encodeURIComponent(id)}/transfer`,
        ReservationResponse,
        {
          headers: manage(token),
          body: {
            arrival_flight_number: flights.arrivalFlightNumber,
            arrival_date: flights.arrivalDate,
            departure_flight_number: flights.departureFlightNumber,
            departure_date: flights.departureDate,
            comment: flights.comment,
          },
          language: options.language,
        },
      );
      return toReservation(data);
    },

    /** Prices a change of dates and/or rooms without making it. */
    async quoteChange(
      id: string,
      token: string,
      change: ChangeInput,
      options: LanguageOption = {},
    ): Promise<ChangeQuote> {
      const { data } = await call<typeof ChangeResponse, ChangeBody>(
        "POST",
        `/reservation/${encodeURIComponent(id)}/change/quote`,
        ChangeResponse,
        {
          headers: manage(token),
          body: changeBody(change),
          language: options.language,
        },
      );
      return toChange(data);
    },

    async change(
      id: string,
      token: string,
      change: ChangeInput,
      options: LanguageOption = {},
    ): Promise<ChangeQuote> {
      const { data } = await call<typeof ChangeResponse, ChangeBody>(
        "POST",
        `/reservation/${encodeURIComponent(id)}/change`,
        ChangeResponse,
        { headers: manage(token), body: changeBody(change), language: options.language },
      );
      return toChange(data);
    },

    async cancellation(id: string, token: string): Promise<Cancellation> {
      const { data } = await call(
        "GET",
        `/reservation/${encodeURIComponent(id)}/cancellation`,
        CancellationResponse,
        {
          headers: manage(token),
        },
      );
      return toCancellation(data);
    },

    async cancel(
      id: string,
      token: string,
      reason?: string,
      options: LanguageOption = {},
    ): Promise<{ cancellation: Cancellation; reservation: Reservation }> {
      const { data } = await call<typeof CancelResponse, RequestBody<typeof CancelRequest>>(
        "POST",
        `/reservation/${encodeURIComponent(id)}/cancel`,
        CancelResponse,
        { headers: manage(token), body: { reason }, language: options.language },
      );
      return {
        cancellation: toCancellation(data.cancellation),
        reservation: toReservation(data.reservation),
      };
    },
  };
}
