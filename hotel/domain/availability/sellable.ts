/**
 * The cache of the sellable inventory (docs/booking-engine.md#cache-of-the-sellable-inventory):
 * nightly prices, free rooms, room types and rate plans of a window of days from the hotel's
 * today, held in memory so that the calendar and the search answer without reading those tables.
 *
 * Exact, never stale: a copy is used only while the database's sellable version is the one it was
 * loaded at (one tiny read per request, shared by the requests that arrive while it runs) and
 * before the earliest hold it counts as taken lapses. Every write that changes what can be sold
 * bumps the version in its own transaction (triggers, whatever process or script writes), so a
 * write through another instance on the same database is seen by the next read here.
 */
import { addDays, addDaysUpToLast, daysBetween, hotelToday, type IsoDate } from "../../../rules";
import type { HotelDb } from "../../db";
import type { NightlyRateRow, RatePlanRow, RoomTypeRow } from "../../db/repositories/catalogue";
import type { CalendarDay, FreeRooms } from "../../db/repositories/inventory";
import { loadSellable, sellableVersion, type SellableRows } from "../../db/repositories/sellable";
import type { Clock } from "../clock";
import { lapsedHolds } from "../reservations/holds";

/**
 * Days the copy covers from the hotel's today: the longest calendar (550 days) and a month's stay
 * beyond it. A request reaching past it is answered from the database.
 */
export const SELLABLE_WINDOW_DAYS = 600;
/**
 * Answers (calendars, searches) kept per copy, the least recently used dropped first. A search
 * answer and its JSON text take about 50 KB: up to about 200 MB for a full copy, held only while
 * no write moves the version (docs/booking-engine.md#cache-of-the-sellable-inventory).
 */
export const SELLABLE_ANSWERS = 4096;

/** One copy of the sellable inventory, at one version, valid until its first hold lapses. */
export class SellableSnapshot {
  readonly version: bigint;
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly loadedAtMs: number;
  /** The first instant at which a hold this copy counts as taken lapses (Infinity: none waits). */
  readonly validUntilMs: number;
  readonly types: readonly RoomTypeRow[];
  readonly plans: readonly RatePlanRow[];
  /** Room type → rate plan → row per day of the window (index = days from `from`). */
  readonly #rates = new Map<number, Map<number, (NightlyRateRow | undefined)[]>>();
  /** Room type → free rooms per day of the window. */
  readonly #free = new Map<number, (FreeRooms | undefined)[]>();
  readonly #answers = new Map<string, unknown>();

  constructor(rows: SellableRows, window: { from: IsoDate; to: IsoDate }, loadedAtMs: number) {
    this.version = rows.version;
    this.from = window.from;
    this.to = window.to;
    this.loadedAtMs = loadedAtMs;
    this.validUntilMs = rows.nextLapseMs ?? Number.POSITIVE_INFINITY;
    this.types = rows.types;
    this.plans = rows.plans;
    const days = daysBetween(window.from, window.to);
    for (const row of rows.rates) {
      let byPlan = this.#rates.get(row.roomTypeId);
      if (!byPlan) this.#rates.set(row.roomTypeId, (byPlan = new Map()));
      let byDay = byPlan.get(row.ratePlanId);
      if (!byDay) byPlan.set(row.ratePlanId, (byDay = new Array<NightlyRateRow | undefined>(days)));
      byDay[daysBetween(window.from, row.date)] = row;
    }
    for (const row of rows.free) {
      let byDay = this.#free.get(row.roomTypeId);
      if (!byDay) this.#free.set(row.roomTypeId, (byDay = new Array<FreeRooms | undefined>(days)));
      byDay[daysBetween(window.from, row.date)] = row;
    }
  }

  /** Whether the copy still tells the truth at `nowMs` (its version and its first day aside). */
  validAt(nowMs: number): boolean {
    return this.loadedAtMs <= nowMs && nowMs < this.validUntilMs;
  }

  covers(range: { from: IsoDate; to: IsoDate }): boolean {
    return this.from <= range.from && range.to <= this.to && range.from <= range.to;
  }

  /** As nightlyRatesBetween: rows in [from, to), by room type, rate plan and date. */
  nightlyRates(range: { from: IsoDate; to: IsoDate }): NightlyRateRow[] {
    const [start, end] = this.#span(range);
    const rows: NightlyRateRow[] = [];
    for (const typeId of sortedKeys(this.#rates)) {
      const byPlan = this.#rates.get(typeId);
      for (const planId of sortedKeys(byPlan)) {
        const byDay = byPlan?.get(planId);
        for (let day = start; day < end; day++) {
          const row = byDay?.[day];
          if (row) rows.push(row);
        }
      }
    }
    return rows;
  }

  /** As freeRooms: free rooms per type and night in [from, to), by type and date. */
  freeRooms(range: { from: IsoDate; to: IsoDate }): FreeRooms[] {
    const [start, end] = this.#span(range);
    const rows: FreeRooms[] = [];
    for (const typeId of sortedKeys(this.#free)) {
      const byDay = this.#free.get(typeId);
      for (let day = start; day < end; day++) {
        const row = byDay?.[day];
        if (row) rows.push(row);
      }
    }
    return rows;
  }

  /**
   * As calendarDays: per day of [from, to), the lowest price and smallest minimum stay among the
   * open rates of types with a free room, whether any rate of the (filtered) types is open, and
   * the days' restrictions (closed to arrival or departure, maximum stay).
   */
  calendarDays(range: { from: IsoDate; to: IsoDate; roomTypeId?: number | undefined }): CalendarDay[] {
    const [start, end] = this.#span(range);
    const types = [...this.#rates].filter(
      ([typeId]) => range.roomTypeId === undefined || typeId === range.roomTypeId,
    );
    const days: CalendarDay[] = [];
    for (let day = start; day < end; day++) {
      let amount: number | null = null;
      let minStay: number | null = null;
      let open = false;
      let priced = false;
      let closedArrival = true;
      let closedDeparture = true;
      let maxStay: number | null = null;
      let unlimited: boolean | null = null;
      for (const [typeId, byPlan] of types) {
        const free = this.#free.get(typeId)?.[day];
        for (const byDay of byPlan.values()) {
          const rate = byDay[day];
          if (!rate) continue;
          closedDeparture &&= rate.closedDeparture;
          priced = true;
          if (rate.closed) continue;
          open = true;
          if (!free || free.free <= 0) continue;
          amount = amount === null ? rate.amount : Math.min(amount, rate.amount);
          minStay = minStay === null ? rate.minStay : Math.min(minStay, rate.minStay);
          closedArrival &&= rate.closedArrival;
          if (rate.closedArrival) continue;
          if (rate.maxStay === null) unlimited = true;
          else {
            unlimited ??= false;
            maxStay = maxStay === null ? rate.maxStay : Math.max(maxStay, rate.maxStay);
          }
        }
      }
      days.push({
        date: addDays(this.from, day),
        amount,
        minStay,
        open,
        closedArrival: amount !== null && closedArrival,
        closedDeparture: priced && closedDeparture,
        maxStay: unlimited === false ? maxStay : null,
      });
    }
    return days;
  }

  /** The answer under `key`, computed once per copy (a failed computation is not kept). */
  answer<T>(key: string, compute: () => T): T {
    if (this.#answers.has(key)) {
      const kept = this.#answers.get(key) as T;
      this.#answers.delete(key);
      this.#answers.set(key, kept);
      return kept;
    }
    const value = compute();
    this.#answers.set(key, value);
    if (this.#answers.size > SELLABLE_ANSWERS) {
      const oldest = this.#answers.keys().next();
      if (!oldest.done) this.#answers.delete(oldest.value);
    }
    return value;
  }

  #span(range: { from: IsoDate; to: IsoDate }): [number, number] {
    return [daysBetween(this.from, range.from), daysBetween(this.from, range.to)];
  }
}

function sortedKeys(map: ReadonlyMap<number, unknown> | undefined): number[] {
  return map ? [...map.keys()].sort((a, b) => a - b) : [];
}

/**
 * The database's version, read once for all the callers that asked before the read was sent; a
 * caller that comes while a read is under way waits for the next one, which starts when that one
 * ends — a read sent before a caller came could miss a write the caller has already seen.
 */
class VersionProbe {
  #inflight: Promise<bigint> | undefined;
  #next: Promise<bigint> | undefined;

  constructor(private readonly read: () => Promise<bigint>) {}

  current(): Promise<bigint> {
    if (!this.#inflight) return this.#start();
    const after = () => {
      this.#next = undefined;
      return this.#start();
    };
    this.#next ??= this.#inflight.then(after, after);
    return this.#next;
  }

  #start(): Promise<bigint> {
    const read = this.read();
    this.#inflight = read;
    const clear = () => {
      if (this.#inflight === read) this.#inflight = undefined;
    };
    read.then(clear, clear);
    return read;
  }
}

export interface SellableStats {
  /** Copies loaded from the database. */
  loads: number;
  /** Reads of the version. */
  versionReads: number;
  /** Calendars and searches answered from a copy. */
  served: number;
  /** Those answered from the database (outside the window, or the version kept moving). */
  fallbacks: number;
}

export class SellableCache {
  #snapshot: SellableSnapshot | undefined;
  #loading: Promise<SellableSnapshot> | undefined;
  readonly #probe: VersionProbe;
  readonly stats: SellableStats = { loads: 0, versionReads: 0, served: 0, fallbacks: 0 };

  constructor(
    private readonly db: HotelDb,
    private readonly clock: Clock,
  ) {
    this.#probe = new VersionProbe(() => {
      this.stats.versionReads += 1;
      return sellableVersion(this.db);
    });
  }

  /**
   * A copy that is current now and covers [from, to), or undefined: then the caller reads the
   * database itself (a range past the window, or writes moving the version faster than copies load).
   */
  async current(range: { from: IsoDate; to: IsoDate }): Promise<SellableSnapshot | undefined> {
    const version = await this.#probe.current();
    for (let attempt = 0; attempt < 3; attempt++) {
      const snapshot = this.#snapshot;
      // A copy of this version or a newer one: nothing committed before the request is missing.
      const now = this.clock.now();
      if (
        snapshot &&
        snapshot.version >= version &&
        snapshot.validAt(now.getTime()) &&
        snapshot.from === hotelToday(now)
      ) {
        if (!snapshot.covers(range)) break;
        this.stats.served += 1;
        return snapshot;
      }
      await this.#load();
    }
    this.stats.fallbacks += 1;
    return undefined;
  }

  /** Drops the copy (tests; a write always moves the version anyway). */
  clear(): void {
    this.#snapshot = undefined;
  }

  #load(): Promise<SellableSnapshot> {
    if (this.#loading) return this.#loading;
    const loading = (async () => {
      this.stats.loads += 1;
      const now = this.clock.now();
      const from = hotelToday(now);
      const window = { from, to: addDaysUpToLast(from, SELLABLE_WINDOW_DAYS) };
      const rows = await loadSellable(this.db, { ...window, lapsed: lapsedHolds(now) });
      const snapshot = new SellableSnapshot(rows, window, now.getTime());
      const kept = this.#snapshot;
      if (!kept || snapshot.version >= kept.version) this.#snapshot = snapshot;
      return snapshot;
    })();
    this.#loading = loading;
    const clear = () => {
      if (this.#loading === loading) this.#loading = undefined;
    };
    loading.then(clear, clear);
    return loading;
  }
}
