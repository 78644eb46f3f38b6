/** Room types with their rates, the price calendar, and the availability search. */
import type { z } from "zod";
import type { RoomGuests } from "../../rules";
import { addDays, type IsoDate } from "../../rules";
import { CalendarResponse, RoomTypesResponse, SearchResponse } from "../http/schemas";
import { dateOrNull, type Call } from "./call";
import type { Availability, PriceCalendar, RoomType } from "./types";

type ApiRoomType = z.infer<typeof RoomTypesResponse>["data"]["room_types"][number];

function toRoomTypeBase(type: Omit<ApiRoomType, "rates">) {
  return {
    id: type.id,
    title: type.title,
    shortDescription: type.short_desc,
    basePrice: type.base_price,
    imageUrls: type.image_urls,
    amenityTags: type.amenity_tags,
    order: type.order,
    amenityPages: type.amenity_pages.map((page) => ({
      title: page.title,
      imageUrl: page.image_url,
      amenities: page.amenities.map((amenity) => ({ iconId: amenity.icon_id, title: amenity.title })),
    })),
    capacity: type.capacity,
    totalRooms: type.total_rooms,
  };
}

function toRate(rate: ApiRoomType["rates"][number]) {
  return {
    id: rate.id,
    title: rate.title,
    description: rate.description,
    price: rate.price,
    order: rate.order,
    includedServices: rate.included_services,
    refundable: rate.refundable,
    freeCancellationHours: rate.free_cancellation_hours,
  };
}

export function roomCalls(call: Call) {
  return {
    async roomTypes(): Promise<RoomType[]> {
      const { data } = await call("GET", "/rooms/types", RoomTypesResponse);
      return data.room_types.map((type) => ({ ...toRoomTypeBase(type), rates: type.rates.map(toRate) }));
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
        startsAt: data.starts_at,
        days: data.calendar.map((entry) => ({
          date: addDays(data.starts_at, entry.idx),
          price: entry.amount,
          minStay: entry.min_stay ?? 1,
        })),
        // An engine without the list (older versions) says nothing about the other days.
        unavailable: (data.unavailable ?? []).map((entry) => ({
          date: addDays(data.starts_at, entry.idx),
          reason: entry.reason,
        })),
      };
    },

    async search(query: {
      arrival: IsoDate;
      departure: IsoDate;
      rooms: readonly RoomGuests[];
    }): Promise<Availability> {
      const { data } = await call("POST", "/rooms", SearchResponse, {
        body: { check_in_date: query.arrival, check_out_date: query.departure, layout: query.rooms },
      });
      return {
        arrival: data.check_in_date,
        departure: data.check_out_date,
        nights: data.nights,
        choices: data.choices.map((choice) => ({
          idx: choice.idx,
          adults: choice.adults,
          children: choice.children,
          roomTypes: choice.room_types.map((type) => ({
            ...toRoomTypeBase(type),
            rates: type.rates.map((rate) => ({
              ...toRate(rate),
              nightly: rate.nightly,
              freeCancellationUntil: dateOrNull(rate.free_cancellation_until),
            })),
            availableRooms: type.available_rooms,
            childWithoutBed: type.child_without_bed,
          })),
        })),
      };
    },
  };
}
