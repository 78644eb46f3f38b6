/**
 * Limits on unpaid holds, so that nobody can take the hotel off sale without paying
 * (docs/booking-engine.md «Hold limits»). A hold is free to make and keeps its rooms for the hold
 * period; without limits a few requests every half hour keep every room unsellable. Three rules:
 *
 * - one unpaid hold holds at most `roomNightsPerHold` room-nights (rooms × nights): a family's
 *   booking never comes near it, a hoarder's does;
 * - one guest — a client address (IPv6 per /64), an e-mail or a phone — has at most
 *   `unpaidHoldsPerGuest` unpaid holds at once; the holds a session's new reservation replaces do
 *   not count, so a guest who goes back and chooses again is never refused;
 * - a paid booking's change that waits for its difference holds rooms afresh at most
 *   `changeHoldsPerDay` times a day; asking again while the hold is live replaces it and is free.
 *
 * The counts run inside the creating transaction, under advisory locks on the guest's keys, so two
 * concurrent requests of one guest cannot both slip under the limit.
 */
import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { clientKey } from "../../../platform/client-address";
import { MINUTES, pluralRu, ROOM_NIGHTS, stayNights, TIMES } from "../../../rules";
import type { Executor } from "../../db";
import { countChangeHoldsSince, countUnpaidHolds } from "../../db/repositories/hold-limits";
import { lockKeys } from "../../db/repositories/reservations";
import { BookingError } from "../errors";
import { lapsedHolds } from "./holds";

export interface HoldLimits {
  /** Unpaid holds one address, e-mail or phone may have at once; 0 = no limit. */
  unpaidHoldsPerGuest: number;
  /** Room-nights one unpaid hold may take; 0 = no limit. */
  roomNightsPerHold: number;
  /** Fresh holds of a paid booking's pending change per day; 0 = no limit. */
  changeHoldsPerDay: number;
}

export const DEFAULT_HOLD_LIMITS: HoldLimits = {
  unpaidHoldsPerGuest: 2,
  // 5 rooms (the most one booking takes) × 14 nights: a large family's fortnight fits.
  roomNightsPerHold: 70,
  changeHoldsPerDay: 3,
};

export const NO_HOLD_LIMITS: HoldLimits = {
  unpaidHoldsPerGuest: 0,
  roomNightsPerHold: 0,
  changeHoldsPerDay: 0,
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * What a new hold is counted by: the guest's address key — an IPv6 address by its /64, one
 * subscriber's — hashed, not stored as is; the e-mail and the phone.
 */
export interface HoldOwner {
  client: string | null;
  email: string;
  phoneDigits: string;
}

export function holdOwner(address: string | undefined, email: string, phoneDigits: string): HoldOwner {
  // Not an address (an in-process call, a test without one): not counted by address.
  const key = address && isIP(address) !== 0 ? clientKey(address) : undefined;
  return {
    // An address is personal data: the hold keeps only a hash, enough to count by.
    client: key ? createHash("sha256").update(`hold-client:${key}`).digest("base64url").slice(0, 22) : null,
    email: email.trim().toLowerCase(),
    phoneDigits,
  };
}

/** Refuses a hold of more room-nights than one unpaid hold may take (before anything is read). */
export function checkHoldSize(limits: HoldLimits, rooms: number, arrival: string, departure: string): void {
  if (limits.roomNightsPerHold <= 0) return;
  const roomNights = rooms * stayNights(arrival, departure).length;
  if (roomNights <= limits.roomNightsPerHold) return;
  throw new BookingError(
    "HOLD_TOO_LARGE",
    `Без оплаты одно бронирование может удерживать не больше ${limits.roomNightsPerHold} ${pluralRu(limits.roomNightsPerHold, ROOM_NIGHTS)} (номеров × ночей), а здесь ${roomNights}. Сократите число номеров или ночей — или позвоните нам, и мы подберём условия для группы.`,
    { room_nights: roomNights, max_room_nights: limits.roomNightsPerHold },
  );
}

/**
 * Refuses a new unpaid hold when the guest — by address, e-mail or phone — already has the most
 * allowed; `replacing` are the holds this request gives back. Call inside the creating transaction.
 */
export async function checkUnpaidHolds(
  tx: Executor,
  limits: HoldLimits,
  owner: HoldOwner,
  now: Date,
  replacing: readonly string[],
  holdMinutes: number,
): Promise<void> {
  const limit = limits.unpaidHoldsPerGuest;
  if (limit <= 0) return;
  const keys = [`hold:email:${owner.email}`, `hold:phone:${owner.phoneDigits}`];
  if (owner.client) keys.push(`hold:client:${owner.client}`);
  await lockKeys(tx, keys);
  const held = await countUnpaidHolds(tx, owner, lapsedHolds(now).reservations, replacing);
  if (Math.max(held.client, held.email, held.phone) < limit) return;
  throw new BookingError(
    "HOLD_LIMIT",
    `За вами уже удерживаются неоплаченные брони (${held.byAny}). Оплатите или отмените одну из них — или дождитесь, пока время удержания истечёт (не больше ${2 * holdMinutes} ${pluralRu(2 * holdMinutes, MINUTES)}), и попробуйте снова.`,
    { unpaid_holds: held.byAny, max_unpaid_holds: limit },
  );
}

/**
 * Refuses a fresh hold for a paid booking's change when the booking has had the most allowed
 * today: a change that lapsed unpaid and is asked again cannot keep rooms held for ever.
 */
export async function checkChangeHolds(
  tx: Executor,
  limits: HoldLimits,
  reservationId: string,
  now: Date,
): Promise<void> {
  if (limits.changeHoldsPerDay <= 0) return;
  const holds = await countChangeHoldsSince(tx, reservationId, new Date(now.getTime() - DAY_MS));
  if (holds < limits.changeHoldsPerDay) return;
  throw new BookingError(
    "CHANGE_HOLD_LIMIT",
    `Изменение с доплатой уже ${holds} ${pluralRu(holds, TIMES)} ждало оплаты и не было оплачено. Попробуйте завтра или позвоните нам — изменим бронь вместе.`,
    { change_holds: holds, max_change_holds: limits.changeHoldsPerDay },
  );
}
