/**
 * Overbooking under stress: one night of one room category is booked down to its last rooms, then
 * many guests ask for it at the same moment. Exactly as many reservations as there were rooms must
 * be made, every other guest must get the engine's SOLD_OUT, and the night must end with no room
 * free and none sold twice. On PostgreSQL the requests race in parallel transactions; PGlite runs
 * one transaction at a time, so there it checks the counting, not the locking.
 */
import { addDays, hotelToday, isoWeekday } from "../../rules";
import { minimumStay } from "../../hotel/db/seed/prices";
import type { OverbookingRun } from "../results";
import type { BenchContext } from "../sites";
import { reservationBody, type RunningApi } from "./api";

/** Супериор: four rooms in the seed (hotel/db/seed/room-types.json). */
const ROOM_TYPE_ID = 3;
const RATE_ID = 1;

/** A weekday night two months ahead that a one-night stay may book (the seed's minimum stays). */
export function stressNight(today = hotelToday()): string {
  let night = addDays(today, 60);
  while (minimumStay(night) !== 1 || isoWeekday(night) > 4) night = addDays(night, 1);
  return night;
}

async function freeRooms(api: RunningApi, night: string): Promise<{ free: number; total: number }> {
  const response = await fetch(`${api.base}/admin/inventory?from=${night}&to=${addDays(night, 1)}`, {
    headers: api.adminHeaders,
  });
  if (!response.ok) throw new Error(`GET /v1/admin/inventory answered ${response.status}`);
  const { data } = (await response.json()) as {
    data: { inventory: { room_type_id: number; date: string; total: number; free: number }[] };
  };
  const row = data.inventory.find((entry) => entry.room_type_id === ROOM_TYPE_ID && entry.date === night);
  if (!row) throw new Error(`no inventory of room type ${ROOM_TYPE_ID} on ${night}`);
  return { free: row.free, total: row.total };
}

async function book(
  api: RunningApi,
  night: string,
  guest: string,
): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${api.base}/reservation`, {
    method: "POST",
    headers: { ...api.headers, "x-session-id": guest },
    body: JSON.stringify(reservationBody(night, { roomTypeId: ROOM_TYPE_ID, rateId: RATE_ID }, 1)),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
  return { status: response.status, code: body.error?.code };
}

export async function stressOverbooking(context: BenchContext, api: RunningApi): Promise<OverbookingRun> {
  const { settings } = context;
  const night = stressNight();
  const guests = settings.BENCH_OVERBOOKING_GUESTS;
  // Sell the night down to its last rooms, one guest at a time.
  let { free } = await freeRooms(api, night);
  for (let guest = 0; free > settings.BENCH_OVERBOOKING_ROOMS; guest++) {
    const result = await book(api, night, `bench-before-${guest}`);
    if (result.status !== 201)
      throw new Error(`selling the night down: ${result.status} ${result.code ?? ""}`);
    free -= 1;
  }
  const inventory = (await freeRooms(api, night)).free;
  if (inventory === 0) throw new Error(`no room of type ${ROOM_TYPE_ID} is left on ${night} to contest`);

  const results = await Promise.all(
    Array.from({ length: guests }, (_, index) => book(api, night, `bench-guest-${index}`)),
  );
  const sold = results.filter((result) => result.status === 201).length;
  const refused = results.filter((result) => result.status === 409 && result.code === "SOLD_OUT").length;
  const other: Record<string, number> = {};
  for (const result of results) {
    if (result.status === 201 || (result.status === 409 && result.code === "SOLD_OUT")) continue;
    const key = `${result.status} ${result.code ?? ""}`.trim();
    other[key] = (other[key] ?? 0) + 1;
  }
  const freeAfter = (await freeRooms(api, night)).free;
  context.log(
    `  ${api.database}: sold ${sold} / inventory ${inventory} / refused ${refused}; free after ${freeAfter}`,
  );
  return {
    database: api.database,
    night,
    roomTypeId: ROOM_TYPE_ID,
    guests,
    inventory,
    sold,
    refused,
    other,
    freeAfter,
  };
}
