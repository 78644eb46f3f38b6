/**
 * Creating a reservation at the guest-data step, and reading one back. A new reservation holds
 * its rooms for HOLD_MINUTES until it is paid; its total is computed here from stored prices and
 * the catalogue, never taken from the request.
 */
import { createHash } from "node:crypto";
import {
  addDays,
  DEFAULT_LANGUAGE,
  hotelToday,
  NIGHTS,
  nights as countNights,
  occupancyMessage,
  phoneDigits,
  pluralRu,
  roomFit,
  type BookingAmounts,
  type IsoDate,
  type Language,
  type TransferType,
} from "../../../rules";
import { inTransaction, violatedConstraint, type Executor, type PendingWrite } from "../../db";
import { nightlyRatesBetween } from "../../db/repositories/catalogue";
import { pendingChangeOf } from "../../db/repositories/changes";
import { latestInvoiceOf } from "../../db/repositories/payments";
import { wroteOutbox } from "../../db/repositories/outbox";
import {
  aggregateOf,
  findActiveBySessionRequest,
  eventsInsert,
  extrasInsert,
  findReservation,
  insertEvents,
  insertReservation,
  lockHeldOfSessionWithoutPayment,
  roomsOf,
  updateReservation,
  type ReservationRow,
} from "../../db/repositories/reservations";
import type { InvoiceStatus, ReservationStatus, TransferDetails } from "../../db/schema";
import { freeCancellationUntil } from "./cancellation";
import { ledgerFor } from "../money/ledger";
import { cancellationTerms, roomDeadlines, type Account, type CancellationTerms } from "../money/terms";
import { changeLive, pendingChangeDetails, type PendingChange } from "./pending-change";
import type { CatalogueData } from "../availability/catalogue";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import { checkHoldSize, checkUnpaidHolds, holdOwner, type HoldOwner } from "./hold-limits";
import {
  applyMove,
  hasLapsed,
  holdExpiry,
  lapsedHolds,
  prepareMove,
  type PreparedMove,
  type RoomStay,
} from "./holds";
import {
  priceExtras,
  priceStay,
  totals,
  type PricedExtra,
  type StayPrice,
  type Totals,
} from "../prices/booking-price";
import { newReference } from "./reference";
import {
  aggregateParts,
  balanceDue,
  pricedRoomsInsert,
  roomStays,
  type PricedRoom,
  type ReservationParts,
} from "./reservation-parts";
import { afterCommit, cancelPendingInvoice } from "./settlement";
import { checkStay } from "./stay";

export interface MainGuest {
  firstName: string;
  middleName: string;
  lastName: string;
  phone: string;
  email: string;
  specialOffersPermission: boolean;
  personalDataPermission: boolean;
  /** The version of the personal-data consent ticked; null for bookings made before it was kept. */
  personalDataDocument?: string | null | undefined;
}

export interface RoomChoice {
  adults: number;
  children: number;
  roomTypeId: number;
  rateId: number;
}

export interface ReservationRequest {
  arrival: IsoDate;
  departure: IsoDate;
  mainGuest: MainGuest;
  choices: RoomChoice[];
  comment?: string | undefined;
  arrivalTime?: string | undefined;
  departureTime?: string | undefined;
  transfer?: TransferDetails | undefined;
  extras?: { code: string; quantity: number }[] | undefined;
  /** The language the guest books in; unset → DEFAULT_LANGUAGE (docs/languages.md). */
  language?: Language | undefined;
}

export interface ReservationDetails {
  id: string;
  reference: string;
  /** held, confirmed, canceled or expired; a hold past its time reads as expired at once. */
  status: ReservationStatus;
  holdExpiresAt: Date | null;
  arrival: IsoDate;
  departure: IsoDate;
  nights: number;
  mainGuest: MainGuest;
  consentAt: Date;
  language: Language;
  rooms: PricedRoom[];
  extras: PricedExtra[];
  transfer: (TransferDetails & { price: number }) | null;
  comment: string;
  arrivalTime: string | null;
  departureTime: string | null;
  amounts: BookingAmounts;
  paymentStatus: InvoiceStatus | null;
  /** A dearer change waiting for its difference; the booking above stays as paid until then. */
  pendingChange: PendingChange | null;
  /** The booking's cancellation terms now: its one deadline, what a cancellation gives back. */
  terms: CancellationTerms;
  createdAt: Date;
  updatedAt: Date;
}

/** A hold whose time ran out reads as expired even before a write releases it. */
export function effectiveStatus(row: ReservationRow, now: Date): ReservationStatus {
  if (hasLapsed(row, lapsedHolds(now).reservations)) return "expired";
  return row.status;
}

export function toDetails(
  aggregate: ReservationParts,
  now: Date,
  paymentStatus: InvoiceStatus | null,
  pendingChange: PendingChange | null = null,
  accounts: readonly Account[] = [],
): ReservationDetails {
  const { reservation: row, rooms, extras } = aggregate;
  const status = effectiveStatus(row, now);
  const live = status === "held" || status === "confirmed";
  const parts = aggregateParts(aggregate);
  // A room's own deadline is shown only while its money still cancels free: the same as `terms`.
  const deadlines = live ? roomDeadlines(parts, accounts, now) : new Map<string, Date>();
  const terms = live
    ? cancellationTerms(parts, accounts, now)
    : {
        freeCancellationUntil: null,
        refundIfCancelled: 0,
        nonRefundable: accounts.reduce((sum, account) => sum + account.kept, 0),
      };
  return {
    id: row.id,
    reference: row.reference,
    status,
    holdExpiresAt: row.holdExpiresAt,
    arrival: row.arrival,
    departure: row.departure,
    nights: countNights(row.arrival, row.departure),
    mainGuest: {
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      phone: row.phone,
      email: row.email,
      specialOffersPermission: row.specialOffersPermission,
      personalDataPermission: row.personalDataPermission,
      personalDataDocument: row.consentDocument,
    },
    consentAt: row.consentAt,
    language: row.language,
    rooms: rooms.map((room) => ({
      idx: room.idx,
      adults: room.adults,
      children: room.children,
      roomTypeId: room.roomTypeId,
      roomTypeTitle: room.roomTypeTitle,
      ratePlanId: room.ratePlanId,
      ratePlanTitle: room.ratePlanTitle,
      amount: room.amount,
      nightly: room.nightly,
      refundable: room.refundable,
      freeCancellationUntil: deadlines.get(`room:${room.idx}`) ?? null,
    })),
    extras: extras.map((extra) => ({
      code: extra.code,
      title: extra.title,
      unitPrice: extra.unitPrice,
      quantity: extra.quantity,
      amount: extra.amount,
    })),
    transfer: row.transfer ? { ...row.transfer, price: row.transferAmount } : null,
    comment: row.comment,
    arrivalTime: row.arrivalTime,
    departureTime: row.departureTime,
    amounts: {
      rooms: row.roomsAmount,
      extras: row.extrasAmount,
      transfer: row.transferAmount,
      total: row.totalAmount,
      paid: row.paidAmount,
      refunded: row.refundedAmount,
      balanceDue: balanceDue(row, status),
    },
    paymentStatus,
    pendingChange,
    terms,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function loadDetails(db: Executor, row: ReservationRow, now: Date): Promise<ReservationDetails> {
  const invoice = await latestInvoiceOf(db, row.id);
  const change = await pendingChangeOf(db, row.id);
  const pending = change && changeLive(change, now) ? pendingChangeDetails(change, row) : null;
  const aggregate = await aggregateOf(db, row);
  const ledger = await ledgerFor(db, row, aggregateParts(aggregate));
  return toDetails(aggregate, now, invoice?.status ?? null, pending, ledger.accounts);
}

export async function getReservation(ctx: EngineContext, id: string): Promise<ReservationDetails> {
  const row = await findReservation(ctx.db, id);
  if (!row) throw notFound();
  return loadDetails(ctx.db, row, ctx.clock.now());
}

export function notFound(): BookingError {
  return new BookingError("RESERVATION_NOT_FOUND", "Бронирование не найдено");
}

/** The refusal of a stay that a room's rate does not sell, with the reason priceStay gave. */
function unsellable(
  price: Extract<StayPrice, { ok: false }>,
  idx: number,
  roomTypeId: number,
  rateId: number,
): BookingError {
  const where = { choice_index: idx, room_type_id: roomTypeId, rate_id: rateId };
  switch (price.reason) {
    case "closed":
      return new BookingError("RATE_CLOSED", "На одну из ночей этот номер по этому тарифу не продаётся", {
        ...where,
        date: price.date,
      });
    case "closed_arrival":
      return new BookingError("CLOSED_TO_ARRIVAL", "В эту дату заезд по этому тарифу закрыт", {
        ...where,
        date: price.date,
      });
    case "closed_departure":
      return new BookingError("CLOSED_TO_DEPARTURE", "В эту дату выезд по этому тарифу закрыт", {
        ...where,
        date: price.date,
      });
    case "max_stay":
      return new BookingError(
        "MAX_STAY",
        `При заезде в эту дату максимальный срок проживания — ${price.maxStay} ${pluralRu(price.maxStay, NIGHTS)}`,
        { choice_index: idx, max_stay: price.maxStay },
      );
    case "min_stay":
      return new BookingError(
        "MIN_STAY",
        `При заезде в эту дату минимальный срок проживания — ${price.minStay} ${pluralRu(price.minStay, NIGHTS)}`,
        { choice_index: idx, min_stay: price.minStay },
      );
  }
}

/**
 * Prices each chosen room for the stay at today's stored prices. Refuses an unknown room type or
 * rate (404), guests over the type's capacity, a closed night, an arrival closed to arrival, a
 * departure closed to departure, a too-short or too-long stay (422).
 */
export async function priceChoices(
  db: Executor,
  catalogue: CatalogueData,
  stay: { arrival: IsoDate; departure: IsoDate },
  choices: readonly RoomChoice[],
): Promise<PricedRoom[]> {
  const { types, plans } = catalogue;
  const typeIds = [...new Set(choices.map((choice) => choice.roomTypeId))];
  // The departure date's row too: its closed-to-departure mark.
  const rates = await nightlyRatesBetween(db, {
    from: stay.arrival,
    to: addDays(stay.departure, 1),
    roomTypeIds: typeIds,
  });
  return choices.map((choice, idx) => {
    const type = types.find((candidate) => candidate.id === choice.roomTypeId);
    if (!type) {
      throw new BookingError("ROOM_TYPE_NOT_FOUND", "Такой категории номеров нет", {
        choice_index: idx,
        room_type_id: choice.roomTypeId,
      });
    }
    const plan = plans.find((candidate) => candidate.id === choice.rateId);
    if (!plan) {
      throw new BookingError("RATE_NOT_FOUND", "Такого тарифа нет", {
        choice_index: idx,
        rate_id: choice.rateId,
      });
    }
    if (!roomFit(type.capacity, choice).fits) {
      throw new BookingError(
        "OCCUPANCY_EXCEEDED",
        occupancyMessage(choices.length > 1 ? idx + 1 : undefined),
        {
          choice_index: idx,
          room_type_id: type.id,
          capacity: type.capacity,
          adults: choice.adults,
          children: choice.children,
        },
      );
    }
    const price = priceStay(
      rates.filter((row) => row.roomTypeId === type.id && row.ratePlanId === plan.id),
      stay.arrival,
      stay.departure,
    );
    if (!price.ok) throw unsellable(price, idx, type.id, plan.id);
    return {
      idx,
      adults: choice.adults,
      children: choice.children,
      roomTypeId: type.id,
      roomTypeTitle: type.title,
      ratePlanId: plan.id,
      ratePlanTitle: plan.title,
      amount: price.amount,
      nightly: price.nightly,
      refundable: plan.refundable,
      freeCancellationUntil: plan.refundable
        ? freeCancellationUntil(stay.arrival, plan.freeCancellationHours)
        : null,
    };
  });
}

export function priceAddOns(
  extrasCatalogue: CatalogueData["extras"],
  request: Pick<ReservationRequest, "extras" | "transfer">,
): { extras: PricedExtra[]; transferPrice: number } {
  const catalogue = new Map(extrasCatalogue.map((extra) => [extra.code, extra]));
  const spa = new Map([...catalogue].filter(([, extra]) => extra.kind === "spa"));
  const { extras, unknown } = priceExtras(request.extras ?? [], spa);
  if (unknown.length > 0) {
    throw new BookingError("EXTRA_NOT_FOUND", "Такой услуги нет в каталоге", { codes: unknown });
  }
  let transferPrice = 0;
  if (request.transfer) {
    const entry = catalogue.get(`transfer-${request.transfer.type satisfies TransferType}`);
    if (!entry)
      throw new BookingError("EXTRA_NOT_FOUND", "Трансфер сейчас не заказывается", {
        transfer: request.transfer.type,
      });
    transferPrice = entry.price;
  }
  return { extras, transferPrice };
}

/** Stable JSON of a request (keys sorted), for `x-session-id` idempotency. */
export function requestHash(value: unknown): string {
  const stable = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(stable);
    if (input && typeof input === "object") {
      return Object.fromEntries(
        Object.entries(input as Record<string, unknown>)
          .filter(([, entry]) => entry !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, entry]) => [name, stable(entry)]),
      );
    }
    return input;
  };
  return createHash("sha256")
    .update(JSON.stringify(stable(value)))
    .digest("hex");
}

/**
 * Creates a reservation that holds its rooms. With a session id, a retry with the same body
 * returns the first reservation (while it is active), and an earlier unpaid hold of the same
 * session is released: a guest who went back and changed the choice holds one set of rooms.
 *
 * The steps: price the request (refusing what cannot be sold); then, in one transaction, work out the
 * rooms to claim (releasing the session's earlier hold), cancel that hold, write the new
 * reservation and its parts, and claim the rooms last (the parts written by the claim's statement).
 * After the commit the outbox is woken (afterCommit) if the transaction wrote to it; a failed
 * transaction is answered by answerFailedCreation.
 */
export async function createReservation(
  ctx: EngineContext,
  request: ReservationRequest,
  options: { sessionId?: string | undefined; client?: string | undefined } = {},
): Promise<{ reservation: ReservationDetails; replayed: boolean }> {
  const now = ctx.clock.now();
  checkStay(request.arrival, request.departure, hotelToday(now));
  const limits = ctx.config.holdLimits;
  checkHoldSize(limits, request.choices.length, request.arrival, request.departure);
  const owner = holdOwner(options.client, request.mainGuest.email, phoneDigits(request.mainGuest.phone));
  // The default language named or left out is the same request: a retry is found either way.
  const hash = requestHash({
    ...request,
    language: request.language === DEFAULT_LANGUAGE ? undefined : request.language,
  });
  const sessionId = options.sessionId;
  if (sessionId) {
    const existing = await findActiveBySessionRequest(ctx.db, sessionId, hash);
    if (existing && effectiveStatus(existing, now) !== "expired") {
      return { reservation: await loadDetails(ctx.db, existing, now), replayed: true };
    }
  }

  const catalogue = await ctx.catalogue.load();
  try {
    // Priced before the transaction: a read that locks nothing sees the same prices inside one
    // (READ COMMITTED), and a request that cannot be sold is refused without opening one. A
    // transaction retried after a deadlock keeps these prices, as if it had come a moment earlier.
    const priced = await priceRequest(ctx.db, catalogue, request);
    const created = await inTransaction(ctx.db, async (tx) => {
      const { replaced, move } = await prepareClaim(tx, now, request, priced.rooms, sessionId);
      const replacing = replaced.map((old) => old.id);
      await checkUnpaidHolds(tx, limits, owner, now, replacing, ctx.config.holdMinutes);
      await cancelReplacedHolds(tx, now, replaced);
      const row = await insertHeldReservation(tx, ctx, now, request, priced.sum, { sessionId, hash, owner });
      // The rooms last: the nights' inventory rows stay locked only for the claim and the commit,
      // so concurrent bookings of the same nights wait for one statement, not for the whole
      // booking. The booking's parts are written by that same statement.
      await applyMove(tx, move, reservationParts(tx, ctx, now, row, priced));
      return { row, rooms: priced.rooms, extras: priced.extras, outbox: wroteOutbox(tx) };
    });
    // A booking alone writes nothing to deliver; releasing a lapsed hold may (a payment to withdraw).
    if (created.outbox) await afterCommit(ctx);
    // Everything the answer shows was just written: no need to read it back.
    const parts = { reservation: created.row, rooms: created.rooms, extras: created.extras };
    return { reservation: toDetails(parts, now, null), replayed: false };
  } catch (error) {
    return answerFailedCreation(ctx, error, now, sessionId, hash);
  }
}

interface PricedRequest {
  rooms: PricedRoom[];
  extras: PricedExtra[];
  sum: Totals;
}

/** Validates and prices the request: rooms at stored prices, extras and transfer from the catalogue. */
async function priceRequest(
  tx: Executor,
  catalogue: CatalogueData,
  request: ReservationRequest,
): Promise<PricedRequest> {
  const rooms = await priceChoices(tx, catalogue, request, request.choices);
  const { extras, transferPrice } = priceAddOns(catalogue.extras, request);
  const sum = totals(
    rooms.map((room) => room.amount),
    extras,
    transferPrice,
  );
  return { rooms, extras, sum };
}

/**
 * Works out the move of rooms — the new rooms taken, those of the session's earlier unpaid holds
 * (locked first) given back, lapsed holds released — without locking inventory yet (applyMove
 * does); returns the move and those holds, still to be cancelled. An expired hold is released by
 * the move itself, so only the live ones are returned.
 */
async function prepareClaim(
  tx: Executor,
  now: Date,
  request: ReservationRequest,
  rooms: readonly PricedRoom[],
  sessionId: string | undefined,
): Promise<{ replaced: ReservationRow[]; move: PreparedMove }> {
  const replaced = sessionId ? await lockHeldOfSessionWithoutPayment(tx, sessionId) : [];
  const held = replaced.filter((old) => effectiveStatus(old, now) === "held");
  const release: RoomStay[] = [];
  for (const old of held) release.push(...roomStays(old, await roomsOf(tx, old.id)));
  const move = await prepareMove(tx, now, { release, take: roomStays(request, rooms) });
  return { replaced: held, move };
}

/** Cancels the session's earlier holds whose rooms were released, with their pending invoices. */
async function cancelReplacedHolds(
  tx: Executor,
  now: Date,
  replaced: readonly ReservationRow[],
): Promise<void> {
  for (const old of replaced) {
    // Its pending invoice is withdrawn too, so the old booking cannot be paid any more.
    await cancelPendingInvoice(tx, old.id, now);
    await updateReservation(tx, old.id, { status: "canceled", holdExpiresAt: null, updatedAt: now });
    await insertEvents(tx, [
      {
        reservationId: old.id,
        at: now,
        type: "replaced",
        status: "canceled",
        note: "Гость изменил выбор: неоплаченная бронь заменена новой",
      },
    ]);
  }
}

/** Writes the held reservation under a fresh reference (drawn again, up to 5 times, on a clash). */
async function insertHeldReservation(
  tx: Executor,
  ctx: EngineContext,
  now: Date,
  request: ReservationRequest,
  sum: Totals,
  { sessionId, hash, owner }: { sessionId: string | undefined; hash: string; owner: HoldOwner },
): Promise<ReservationRow> {
  const guest = request.mainGuest;
  let inserted: ReservationRow | undefined;
  for (let attempt = 0; attempt < 5 && !inserted; attempt++) {
    inserted = await insertReservation(tx, {
      reference: newReference(),
      status: "held",
      holdExpiresAt: holdExpiry(now, ctx.config.holdMinutes),
      sessionId: sessionId ?? null,
      holdClient: owner.client,
      requestHash: sessionId ? hash : null,
      arrival: request.arrival,
      departure: request.departure,
      firstName: guest.firstName,
      middleName: guest.middleName,
      lastName: guest.lastName,
      phone: guest.phone,
      phoneDigits: owner.phoneDigits,
      email: guest.email,
      specialOffersPermission: guest.specialOffersPermission,
      personalDataPermission: guest.personalDataPermission,
      consentAt: now,
      consentDocument: guest.personalDataDocument ?? null,
      language: request.language ?? DEFAULT_LANGUAGE,
      comment: request.comment ?? "",
      arrivalTime: request.arrivalTime ?? null,
      departureTime: request.departureTime ?? null,
      transfer: request.transfer ?? null,
      roomsAmount: sum.rooms,
      extrasAmount: sum.extras,
      transferAmount: sum.transfer,
      totalAmount: sum.total,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (!inserted) throw new Error("Could not draw a free booking reference in 5 attempts");
  return inserted;
}

/** The inserts of the new reservation's rooms, extras and its «created» event, not yet run. */
function reservationParts(
  tx: Executor,
  ctx: EngineContext,
  now: Date,
  row: ReservationRow,
  priced: PricedRequest,
): PendingWrite[] {
  const statements = [
    pricedRoomsInsert(tx, row.id, priced.rooms),
    extrasInsert(tx, row.id, priced.extras),
    eventsInsert(tx, [
      {
        reservationId: row.id,
        at: now,
        type: "created",
        status: "held",
        note: `Номера удерживаются до оплаты, ${ctx.config.holdMinutes} мин`,
        data: { total: priced.sum.total },
      },
    ]),
  ];
  return statements.filter((statement) => statement !== undefined);
}

/**
 * A transaction that failed: the same request of the same session committed a moment earlier by
 * a concurrent call answers as a replay; inventory that ran out is SOLD_OUT; anything else is
 * thrown as it is.
 */
async function answerFailedCreation(
  ctx: EngineContext,
  error: unknown,
  now: Date,
  sessionId: string | undefined,
  hash: string,
): Promise<{ reservation: ReservationDetails; replayed: boolean }> {
  if (sessionId && violatedConstraint(error) === "reservations_session_request") {
    const existing = await findActiveBySessionRequest(ctx.db, sessionId, hash);
    if (existing) return { reservation: await loadDetails(ctx.db, existing, now), replayed: true };
  }
  if (violatedConstraint(error) === "inventory_not_oversold") {
    throw new BookingError("SOLD_OUT", "На эти даты свободных номеров этой категории не осталось", undefined);
  }
  throw error;
}
