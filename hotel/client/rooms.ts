/** Room types with their rates, the price calendar, and the availability search. */
import type { RoomGuests } from "../../rules";
import { addDays, type IsoDate } from "../../rules";
import {
  CalendarResponse,
  RoomTypesResponse,
  SearchResponse,
  type SearchRequest,
} from "../http/schemas/rooms";
import { dateOrNull, type Call, type LanguageOption, type RequestBody } from "./call";
import type { Availability, PriceCalendar, RoomType } from "./types";

/** The wire's `shortDesc` as the site names it. */
function withShortDescription<T extends { shortDesc: string }>({ shortDesc, ...type }: T) {
  return { ...type, shortDescription: shortDesc };
}

export function roomCalls(call: Call) {
  return {
    async roomTypes(options: LanguageOption = {}): Promise<RoomType[]> {
      const { data } = await call("GET", "/rooms/types", RoomTypesResponse, { language: options.language });
      return data.roomTypes.map(withShortDescription);
    },

    async calendar(
      query: { startsAt?: IsoDate; days?: number; roomTypeId?: number } = {},
    ): Promise<PriceCalendar> {
      const params = new URLSearchParams();
      if (query.startsAt) params.set("starts_at", query.startsAt);
      if (query.days) params.set("days", String(query.days));
      if (query.roomTypeId) params.set("room_type_id", String(query.roomTypeId));
      const suffix = params.size > 0 ? `?${params}` : "";
      const { data } = await call("GET", `/rooms/calendar${suffix}`, CalendarResponse);
      return {
        startsAt: data.startsAt,
        days: data.calendar.map((entry) => ({
          date: addDays(data.startsAt, entry.idx),
          price: entry.amount,
          minStay: entry.minStay ?? 1,
          ...(entry.closedArrival && { closedArrival: true }),
          ...(entry.closedDeparture && { closedDeparture: true }),
          ...(entry.maxStay !== undefined && { maxStay: entry.maxStay }),
        })),
        // An engine without the list (older versions) says nothing about the other days.
        unavailable: (data.unavailable ?? []).map((entry) => ({
          date: addDays(data.startsAt, entry.idx),
          reason: entry.reason,
          ...(entry.closedDeparture && { closedDeparture: true }),
        })),
      };
    },

    async search(
      query: {
        arrival: IsoDate;
        departure: IsoDate;
        rooms: readonly RoomGuests[];
      } & LanguageOption,
    ): Promise<Availability> {
      const {
        data: { checkInDate, checkOutDate, choices, ...rest },
      } = await call<typeof SearchResponse, RequestBody<typeof SearchRequest>>(
        "POST",
        "/rooms",
        SearchResponse,
        {
          body: { check_in_date: query.arrival, check_out_date: query.departure, layout: [...query.rooms] },
          language: query.language,
        },
      );
      return {
        ...rest,
        arrival: checkInDate,
        departure: checkOutDate,
        choices: choices.map((choice) => ({
          ...choice,
          roomTypes: choice.roomTypes.map((type) => ({
            ...withShortDescription(type),
            rates: type.rates.map((rate) => ({
              ...rate,
              freeCancellationUntil: dateOrNull(rate.freeCancellationUntil),
            })),
          })),
        })),
      };
    },
  };
}
