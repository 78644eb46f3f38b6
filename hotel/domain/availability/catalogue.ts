/**
 * The catalogue (room types, rate plans, extras) read on nearly every request and changed only by
 * a manager: kept in memory for a short while. A change made through this process clears it at
 * once; another instance's change is seen within CATALOGUE_TTL_MS.
 */
import type { HotelDb } from "../../db";
import {
  listExtras,
  listRatePlans,
  listRoomTypes,
  type ExtraRow,
  type RatePlanRow,
  type RoomTypeRow,
} from "../../db/repositories/catalogue";
import type { Clock } from "../clock";

export const CATALOGUE_TTL_MS = 30_000;

export interface CatalogueData {
  types: RoomTypeRow[];
  plans: RatePlanRow[];
  extras: ExtraRow[];
}

export class Catalogue {
  #cached: { data: Promise<CatalogueData>; loadedAt: number } | undefined;

  constructor(
    private readonly db: HotelDb,
    private readonly clock: Clock,
  ) {}

  load(): Promise<CatalogueData> {
    const now = this.clock.now().getTime();
    if (!this.#cached || now - this.#cached.loadedAt > CATALOGUE_TTL_MS) {
      const data = (async () => ({
        types: await listRoomTypes(this.db),
        plans: await listRatePlans(this.db),
        extras: await listExtras(this.db),
      }))();
      this.#cached = { data, loadedAt: now };
      // A failed load is not kept: the next call tries again.
      data.catch(() => {
        if (this.#cached?.data === data) this.#cached = undefined;
      });
    }
    return this.#cached.data;
  }

  invalidate(): void {
    this.#cached = undefined;
  }
}
