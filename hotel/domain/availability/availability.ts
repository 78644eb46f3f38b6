/**
 * What the hotel can sell: the room types list with "from" prices, the price calendar, and the
 * availability search for a stay and a layout of rooms.
 */
import {
  addDays,
  addDaysUpToLast,
  CALENDAR_DEFAULT_DAYS,
  DEFAULT_LANGUAGE,
  daysBetween,
  hotelToday,
  occupancyMessage,
  roomFit,
  type IsoDate,
  type Language,
  type RoomGuests,
} from "../../../rules";
import {
  lowestPrices,
  nightlyRatesBetween,
  type NightlyRateRow,
  type RatePlanRow,
  type RoomTypeRow,
} from "../../db/repositories/catalogue";
import { calendarDays, freeRooms, type CalendarDay, type FreeRooms } from "../../db/repositories/inventory";
import type { AmenityPage, IncludedService } from "../../db/schema";
import { freeCancellationUntil } from "../reservations/cancellation";
import { ratePlanWords, roomTypeWords } from "./localized";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import { lapsedHolds } from "../reservations/holds";
import { priceStay } from "../prices/booking-price";
import { checkStay } from "../reservations/stay";

export interface RoomTypeInfo {
  id: number;
  title: string;
  shortDesc: string;
  capacity: number;
  totalRooms: number;
  /** Per night: the lowest price of the category (types list) or of the stay's nights (search). */
  basePrice: number;
  imageUrls: string[];
  amenityTags: string[];
  amenityPages: AmenityPage[];
  order: number;
}

export interface RateInfo {
  id: number;
  title: string;
  description: string;
  refundable: boolean;
  freeCancellationHours: number | null;
  includedServices: IncludedService[];
  order: number;
}

export interface RoomTypeWithRates extends RoomTypeInfo {
  /** `price` is the rate's lowest nightly price from today on. */
  rates: (RateInfo & { price: number })[];
}

export interface RateOffer extends RateInfo {
  /** The whole stay, in rubles. */
  price: number;
  nightly: { date: IsoDate; amount: number }[];
  freeCancellationUntil: Date | null;
}

export interface RoomTypeOffer extends RoomTypeInfo {
  rates: RateOffer[];
  /** Rooms of this type still free on every night of the stay. */
  availableRooms: number;
  /** The layout fits only with one child under 7 without a separate bed. */
  childWithoutBed: boolean;
}

export interface SearchResult {
  arrival: IsoDate;
  departure: IsoDate;
  nights: number;
  choices: { idx: number; adults: number; children: number; roomTypes: RoomTypeOffer[] }[];
}

/** A room type's facts, its texts in `language` (null English → Russian: ./localized.ts). */
function roomTypeInfo(row: RoomTypeRow, basePrice: number, language: Language): RoomTypeInfo {
  const words = roomTypeWords(row, language);
  return {
    id: row.id,
    title: words.title,
    shortDesc: words.shortDesc,
    capacity: row.capacity,
    totalRooms: row.totalRooms,
    basePrice,
    imageUrls: row.imageUrls,
    amenityTags: words.amenityTags,
    amenityPages: words.amenityPages,
    order: row.sortOrder,
  };
}

function rateInfo(row: RatePlanRow, language: Language): RateInfo {
  const words = ratePlanWords(row, language);
  return {
    id: row.id,
    title: words.title,
    description: words.description,
    refundable: row.refundable,
    freeCancellationHours: row.freeCancellationHours,
    includedServices: words.includedServices,
    order: row.sortOrder,
  };
}

/**
 * The six room types with their rates and "from" prices: the lowest sellable nightly price from
 * today on (open, with a room left) — the figure the site shows as «от … ₽». Texts in `language`
 * (the managers' tools read them in Russian, the default).
 */
export async function roomTypesWithRates(
  ctx: EngineContext,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RoomTypeWithRates[]> {
  const today = hotelToday(ctx.clock.now());
  const { types, plans } = await ctx.catalogue.load();
  const lowest = await lowestPrices(ctx.db, today);
  return types.map((type) => {
    const rates = plans.flatMap((plan) => {
      const price = lowest.find((entry) => entry.roomTypeId === type.id && entry.ratePlanId === plan.id);
      return price ? [{ ...rateInfo(plan, language), price: price.amount }] : [];
    });
    const from = rates.length > 0 ? Math.min(...rates.map((rate) => rate.price)) : type.basePrice;
    return { ...roomTypeInfo(type, from, language), rates };
  });
}

/** Why a day of the calendar cannot be booked: no open rate (maintenance, not priced) or no free room. */
export type UnbookableReason = "closed" | "sold_out";

export interface PriceCalendarResult {
  startsAt: IsoDate;
  /** Days with something to sell: the lowest nightly price and the smallest minimum stay for an arrival. */
  calendar: {
    amount: number;
    idx: number;
    minStay: number;
    closedArrival: boolean;
    closedDeparture: boolean;
    maxStay: number | null;
  }[];
  /** Every other day of the window, with the reason (and whether a stay may end that day). */
  unavailable: { idx: number; reason: UnbookableReason; closedDeparture: boolean }[];
}

/**
 * The lowest nightly price per day with something to sell (closed or sold-out days are not
 * priced but listed apart with their reason), and the smallest minimum stay among the rates that
 * can be sold that day, so the calendar can say before the search why a stay will not do.
 */
export async function priceCalendar(
  ctx: EngineContext,
  query: { startsAt?: IsoDate | undefined; days?: number | undefined; roomTypeId?: number | undefined },
): Promise<PriceCalendarResult> {
  const today = hotelToday(ctx.clock.now());
  const startsAt = query.startsAt && query.startsAt > today ? query.startsAt : today;
  const range = { from: startsAt, to: addDaysUpToLast(startsAt, query.days ?? CALENDAR_DEFAULT_DAYS) };
  const snapshot = await ctx.sellable.current(range);
  if (snapshot) {
    return snapshot.answer(`calendar|${range.from}|${range.to}|${query.roomTypeId ?? ""}`, () => {
      checkRoomType(snapshot.types, query.roomTypeId);
      return calendarOf(startsAt, snapshot.calendarDays({ ...range, roomTypeId: query.roomTypeId }));
    });
  }
  if (query.roomTypeId !== undefined) checkRoomType((await ctx.catalogue.load()).types, query.roomTypeId);
  const rows = await calendarDays(ctx.db, {
    ...range,
    lapsed: lapsedHolds(ctx.clock.now()),
    roomTypeId: query.roomTypeId,
  });
  return calendarOf(startsAt, rows);
}

function checkRoomType(types: readonly RoomTypeRow[], roomTypeId: number | undefined): void {
  if (roomTypeId !== undefined && !types.some((type) => type.id === roomTypeId)) {
    throw new BookingError("ROOM_TYPE_NOT_FOUND", "Такой категории номеров нет", {
      room_type_id: roomTypeId,
    });
  }
}

function calendarOf(startsAt: IsoDate, rows: readonly CalendarDay[]): PriceCalendarResult {
  const result: PriceCalendarResult = { startsAt, calendar: [], unavailable: [] };
  for (const row of rows) {
    const idx = daysBetween(startsAt, row.date);
    if (row.amount !== null) {
      result.calendar.push({
        amount: row.amount,
        idx,
        minStay: row.minStay ?? 1,
        closedArrival: row.closedArrival,
        closedDeparture: row.closedDeparture,
        maxStay: row.maxStay,
      });
    } else {
      result.unavailable.push({
        idx,
        reason: row.open ? "sold_out" : "closed",
        closedDeparture: row.closedDeparture,
      });
    }
  }
  return result;
}

/** Types that fit each room of the layout; a room that fits none is refused with a clear message. */
export function fittingTypes(
  types: readonly RoomTypeRow[],
  layout: readonly RoomGuests[],
): { type: RoomTypeRow; childWithoutBed: boolean }[][] {
  return layout.map((room, index) => {
    const fitting = types.flatMap((type) => {
      const fit = roomFit(type.capacity, room);
      return fit.fits ? [{ type, childWithoutBed: fit.childWithoutBed }] : [];
    });
    if (fitting.length === 0) {
      throw new BookingError(
        "OCCUPANCY_EXCEEDED",
        occupancyMessage(layout.length > 1 ? index + 1 : undefined),
        {
          room_index: index,
          adults: room.adults,
          children: room.children,
          max_capacity: Math.max(0, ...types.map((type) => type.capacity)),
        },
      );
    }
    return fitting;
  });
}

/**
 * Availability search: for each requested room, the room types that fit and are free, with the
 * stay's prices and the catalogue's texts in the request's language — from the cache of the
 * sellable inventory when it covers the stay, else from the database. The cache keeps an answer
 * per language: a Russian and an English answer to the same stay are two answers.
 */
export async function searchAvailability(
  ctx: EngineContext,
  request: { arrival: IsoDate; departure: IsoDate; layout: RoomGuests[]; language: Language },
): Promise<SearchResult> {
  const now = ctx.clock.now();
  const nights = checkStay(request.arrival, request.departure, hotelToday(now));
  const range = { from: request.arrival, to: request.departure };
  // Prices up to the departure date's row: its closed-to-departure mark.
  const priced = { from: request.arrival, to: addDays(request.departure, 1) };
  const snapshot = await ctx.sellable.current(priced);
  if (snapshot) {
    const layout = request.layout.map((room) => `${room.adults},${room.children}`).join(";");
    return snapshot.answer(`search|${request.language}|${range.from}|${range.to}|${layout}`, () =>
      offersFor(
        {
          types: snapshot.types,
          plans: snapshot.plans,
          fitting: fittingTypes(snapshot.types, request.layout),
          rates: snapshot.nightlyRates(priced),
          free: snapshot.freeRooms(range),
        },
        request,
        nights,
      ),
    );
  }
  const { types, plans } = await ctx.catalogue.load();
  const fitting = fittingTypes(types, request.layout);
  const [rates, free] = [
    await nightlyRatesBetween(ctx.db, priced),
    await freeRooms(ctx.db, { ...range, lapsed: lapsedHolds(now) }),
  ];
  return offersFor({ types, plans, fitting, rates, free }, request, nights);
}

function offersFor(
  data: {
    types: readonly RoomTypeRow[];
    plans: readonly RatePlanRow[];
    fitting: ReturnType<typeof fittingTypes>;
    rates: readonly NightlyRateRow[];
    free: readonly FreeRooms[];
  },
  request: { arrival: IsoDate; departure: IsoDate; layout: RoomGuests[]; language: Language },
  nights: number,
): SearchResult {
  // The deadline depends on the arrival and the rate only: worked out once per rate.
  const deadlines = new Map(
    data.plans.map((plan) => [
      plan.id,
      plan.refundable ? freeCancellationUntil(request.arrival, plan.freeCancellationHours) : null,
    ]),
  );
  const offers = new Map<number, Omit<RoomTypeOffer, "childWithoutBed"> | null>();
  for (const type of data.types) {
    offers.set(type.id, offerFor(type, data.plans, deadlines, data.rates, data.free, request, nights));
  }
  return {
    arrival: request.arrival,
    departure: request.departure,
    nights,
    choices: request.layout.map((room, idx) => ({
      idx,
      adults: room.adults,
      children: room.children,
      roomTypes: (data.fitting[idx] ?? []).flatMap(({ type, childWithoutBed }) => {
        const offer = offers.get(type.id);
        return offer ? [{ ...offer, childWithoutBed }] : [];
      }),
    })),
  };
}

function offerFor(
  type: RoomTypeRow,
  plans: readonly RatePlanRow[],
  deadlines: ReadonlyMap<number, Date | null>,
  rates: readonly NightlyRateRow[],
  free: readonly { roomTypeId: number; date: string; free: number }[],
  stay: { arrival: IsoDate; departure: IsoDate; language: Language },
  nights: number,
): Omit<RoomTypeOffer, "childWithoutBed"> | null {
  const freeNights = free.filter((row) => row.roomTypeId === type.id);
  // A night without an inventory row is not for sale.
  if (freeNights.length < nights) return null;
  const availableRooms = Math.min(...freeNights.map((row) => row.free));
  if (availableRooms < 1) return null;
  const offers: RateOffer[] = plans.flatMap((plan) => {
    const rows = rates.filter((row) => row.roomTypeId === type.id && row.ratePlanId === plan.id);
    const price = priceStay(rows, stay.arrival, stay.departure);
    if (!price.ok) return [];
    return [
      {
        ...rateInfo(plan, stay.language),
        price: price.amount,
        nightly: price.nightly,
        freeCancellationUntil: deadlines.get(plan.id) ?? null,
      },
    ];
  });
  if (offers.length === 0) return null;
  const lowestNight = Math.min(...offers.flatMap((offer) => offer.nightly.map((night) => night.amount)));
  return { ...roomTypeInfo(type, lowestNight, stay.language), rates: offers, availableRooms };
}
