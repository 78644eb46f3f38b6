/**
 * The guest's own booking after the fact: look-up by reference plus e-mail or phone (which hands
 * out a short-lived manage token), the comment, the main guest's contacts, a change of dates or
 * guests with re-pricing, cancellation by the rate's policy, and the status history.
 *
 * A look-up never tells whether a reference exists: a wrong reference and a wrong contact give
 * the same answer.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  DEFAULT_LANGUAGE,
  formatRubles,
  guestChangeRefusal,
  hotelToday,
  lookupPhoneDigits,
  phoneDigits,
  type IsoDate,
  type Language,
} from "../../../rules";
import { inTransaction, type Executor } from "../../db";
import { findManageToken, storeManageToken } from "../../db/repositories/access";
import { closeLiveChange, insertChange } from "../../db/repositories/changes";
import { openInvoiceOf } from "../../db/repositories/payments";
import {
  eventsOf,
  extrasOf,
  findByReference,
  findReservation,
  insertEvents,
  lockReservation,
  roomsOf,
  updateReservation,
  type ReservationRow,
} from "../../db/repositories/reservations";
import type { ReservationStatus } from "../../db/schema";
import { ledgerFor, partsOf, recordEntries, stayParts, transferOf, type Ledger } from "../money/ledger";
import {
  applyEntries,
  cancellation as cancellationPlan,
  cancellationTerms,
  heldBy,
  roomDeadlines,
  settle,
  type Part,
  type Settlement,
} from "../money/terms";
import type { CatalogueData } from "../availability/catalogue";
import type { PricedExtra } from "../prices/booking-price";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import { describeChange, replaceStay, storedChangeRooms } from "./changes";
import { checkChangeHolds } from "./hold-limits";
import { changeHold, lapsedHolds, moveRooms, roomDifference } from "./holds";
import { mailGuest, mailHotel } from "../mail/booking-mails";
import { recordAction, type Manager } from "../admin/audit";
import { afterCommit, cancelPendingInvoice } from "./settlement";
import { normalizeReference } from "./reference";
import { roomStays, type PricedRoom } from "./reservation-parts";
import {
  effectiveStatus,
  loadDetails,
  notFound,
  priceAddOns,
  priceChoices,
  type ReservationDetails,
  type RoomChoice,
} from "./reservations";
import { englishNote } from "./history-words";
import { checkStay } from "./stay";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function sameText(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right);
}

function contactMatches(row: ReservationRow, contact: string): boolean {
  const text = contact.trim();
  if (text.includes("@")) return sameText(row.email.trim().toLowerCase(), text.toLowerCase());
  const digits = lookupPhoneDigits(text, row.phoneDigits);
  return digits.length >= 10 && sameText(row.phoneDigits, digits);
}

export async function lookUpReservation(
  ctx: EngineContext,
  input: { reference: string; contact: string },
): Promise<{ token: string; expiresAt: Date; reservation: ReservationDetails }> {
  const now = ctx.clock.now();
  const row = await findByReference(ctx.db, normalizeReference(input.reference));
  if (!row || !contactMatches(row, input.contact)) throw notFound();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ctx.config.manageTokenMinutes * 60_000);
  await storeManageToken(
    ctx.db,
    { tokenHash: hashToken(token), reservationId: row.id, expiresAt, createdAt: now },
    now,
  );
  return { token, expiresAt, reservation: await loadDetails(ctx.db, row, now) };
}

/** Whether `token` is a live manage token of exactly this reservation. */
export async function manageTokenValid(
  ctx: EngineContext,
  reservationId: string,
  token: string | undefined,
): Promise<boolean> {
  const found = token ? await findManageToken(ctx.db, hashToken(token), ctx.clock.now()) : undefined;
  return found?.reservationId === reservationId;
}

/** The reservation a manage token opens; the token must belong to exactly this reservation. */
export async function authorizeManage(
  ctx: EngineContext,
  reservationId: string,
  token: string | undefined,
): Promise<void> {
  if (!(await manageTokenValid(ctx, reservationId, token))) {
    throw new BookingError(
      "MANAGE_TOKEN_INVALID",
      "Сессия управления бронью истекла или недействительна: найдите бронь заново",
    );
  }
}

/**
 * A booking's events in order, each with its note in `language`: the Russian note it was written
 * with, or its English told from its type and data (./history-words.ts).
 */
export async function reservationHistory(
  ctx: EngineContext,
  reservationId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ at: Date; type: string; status: ReservationStatus; note: string }[]> {
  const row = await findReservation(ctx.db, reservationId);
  if (!row) throw notFound();
  const events = await eventsOf(ctx.db, reservationId);
  return events.map((event) => ({
    at: event.at,
    type: event.type,
    status: event.status,
    note: language === "ru" ? event.note : englishNote(event),
  }));
}

/** Locks a reservation a guest may still change (rules/guest-changes.ts), or says why not. */
async function lockChangeable(tx: Executor, reservationId: string, now: Date): Promise<ReservationRow> {
  const row = await lockReservation(tx, reservationId);
  if (!row) throw notFound();
  switch (guestChangeRefusal({ status: effectiveStatus(row, now), arrival: row.arrival }, hotelToday(now))) {
    case "expired":
      throw new BookingError("HOLD_EXPIRED", "Бронь не была оплачена вовремя и больше не действует");
    case "canceled":
      throw new BookingError("RESERVATION_NOT_ACTIVE", "Бронирование отменено");
    case "stay-started":
      throw new BookingError(
        "STAY_STARTED",
        "Проживание уже началось: изменения — через администратора отеля",
      );
    case undefined:
      return row;
  }
}

export async function updateComment(
  ctx: EngineContext,
  reservationId: string,
  comment: string,
): Promise<ReservationDetails> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const current = await lockChangeable(tx, reservationId, now);
    const updated = await updateReservation(tx, reservationId, { comment, updatedAt: now });
    await insertEvents(tx, [
      {
        reservationId,
        at: now,
        type: "comment_changed",
        status: current.status,
        note: "Гость изменил комментарий",
      },
    ]);
    return updated;
  });
  return loadDetails(ctx.db, row, now);
}

export async function updateMainGuest(
  ctx: EngineContext,
  reservationId: string,
  guest: { firstName: string; middleName: string; lastName: string; phone: string; email: string },
): Promise<ReservationDetails> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const current = await lockChangeable(tx, reservationId, now);
    const updated = await updateReservation(tx, reservationId, {
      ...guest,
      phoneDigits: phoneDigits(guest.phone),
      updatedAt: now,
    });
    await insertEvents(tx, [
      {
        reservationId,
        at: now,
        type: "guest_changed",
        status: current.status,
        note: "Изменены данные гостя",
      },
    ]);
    return updated;
  });
  return loadDetails(ctx.db, row, now);
}

export interface ChangeRequest {
  arrival?: IsoDate | undefined;
  departure?: IsoDate | undefined;
  /** New rooms; absent → the same rooms (room type, rate, guests) as now. */
  choices?: RoomChoice[] | undefined;
  /** The extras after the change (spa procedures and quantities); absent → the same as now. */
  extras?: { code: string; quantity: number }[] | undefined;
}

export interface ChangeResult {
  arrival: IsoDate;
  departure: IsoDate;
  rooms: PricedRoom[];
  extras: PricedExtra[];
  oldTotal: number;
  newTotal: number;
  difference: number;
  /** What the guest pays for the change to be made (docs/money.md «Changes»). */
  toPay: number;
  /** What goes back to the guest when it is made. */
  toRefund: number;
  /** Money beyond the new price that is non-refundable: the hotel keeps it. */
  kept: number;
  /** Money the change makes non-refundable (a stricter rate, a deadline already passed). */
  becomesNonRefundable: number;
  /** The free-cancellation deadline of the booking after the change. */
  freeCancellationUntil: Date | null;
}

interface PlannedChange {
  result: ChangeResult;
  /** The rooms as priced, with their rates' deadlines (what is stored); `result.rooms` is shown. */
  rooms: PricedRoom[];
  oldRooms: Awaited<ReturnType<typeof roomsOf>>;
  ledger: Ledger;
  settlement: Settlement;
  parts: Part[];
  /** The parts before the change (a removed part's receipt line). */
  oldParts: Part[];
}

async function planChange(
  tx: Executor,
  catalogue: CatalogueData,
  row: ReservationRow,
  request: ChangeRequest,
  now: Date,
): Promise<PlannedChange> {
  const arrival = request.arrival ?? row.arrival;
  const departure = request.departure ?? row.departure;
  checkStay(arrival, departure, hotelToday(now));
  const oldRooms = await roomsOf(tx, row.id);
  const oldExtras = await extrasOf(tx, row.id);
  const choices =
    request.choices ??
    oldRooms.map((room) => ({
      adults: room.adults,
      children: room.children,
      roomTypeId: room.roomTypeId,
      rateId: room.ratePlanId,
    }));
  const rooms = await priceChoices(tx, catalogue, { arrival, departure }, choices);
  const extras: PricedExtra[] = request.extras
    ? priceAddOns(catalogue.extras, { extras: request.extras }).extras
    : oldExtras.map((extra) => ({
        code: extra.code,
        title: extra.title,
        unitPrice: extra.unitPrice,
        quantity: extra.quantity,
        amount: extra.amount,
      }));
  const transfer = await transferOf(tx, row);
  const oldParts = stayParts({
    arrival: row.arrival,
    departure: row.departure,
    rooms: oldRooms,
    extras: oldExtras,
    transfer,
  });
  const parts = stayParts({ arrival, departure, rooms, extras, transfer });
  const ledger = await ledgerFor(tx, row, oldParts);
  const settlement = settle({
    oldParts,
    newParts: parts,
    accounts: ledger.accounts,
    invoiceOrder: ledger.invoices.map((invoice) => invoice.id),
    now,
  });
  const newTotal =
    rooms.reduce((sum, room) => sum + room.amount, 0) +
    extras.reduce((sum, extra) => sum + extra.amount, 0) +
    row.transferAmount;
  const afterAccounts = applyEntries(ledger.accounts, settlement.entries);
  const after = cancellationTerms(parts, afterAccounts, now);
  // Each room shows a deadline only while it will still cancel free: the same as the booking's.
  const deadlines = roomDeadlines(parts, afterAccounts, now);
  return {
    rooms,
    result: {
      arrival,
      departure,
      rooms: rooms.map((room) => ({
        ...room,
        freeCancellationUntil: deadlines.get(`room:${room.idx}`) ?? null,
      })),
      extras,
      oldTotal: row.totalAmount,
      newTotal,
      difference: newTotal - row.totalAmount,
      toPay: settlement.toPay,
      toRefund: settlement.toRefund,
      kept: settlement.kept,
      becomesNonRefundable: settlement.becomesNonRefundable,
      freeCancellationUntil: after.freeCancellationUntil,
    },
    oldRooms,
    ledger,
    settlement,
    parts,
    oldParts,
  };
}

/**
 * A manager's change is recorded with who made it: in the managers' actions and in the booking's
 * history (`data.by`), in the change's own transaction.
 */
async function recordManagerChange(
  tx: Executor,
  now: Date,
  manager: Manager | undefined,
  booking: ReservationRow,
  summary: string,
  data: Record<string, unknown>,
): Promise<void> {
  if (!manager) return;
  await recordAction(tx, now, manager, {
    action: "reservation.change",
    reservationId: booking.id,
    summary: `Бронь ${booking.reference}: ${summary}`,
    details: data,
  });
}

/** «10.04.2027–14.04.2027 → 10.04.2027–12.04.2027»: the stay before and after a change. */
function stayMove(before: ReservationRow, after: ChangeResult): string {
  const date = (iso: IsoDate) => iso.split("-").reverse().join(".");
  const stay = (arrival: IsoDate, departure: IsoDate) => `${date(arrival)}–${date(departure)}`;
  return `${stay(before.arrival, before.departure)} → ${stay(after.arrival, after.departure)}`;
}

/**
 * A change of dates or guests: the new rooms priced at today's prices, checked for availability
 * (the booking's own rooms count as free for it), with the difference to pay or to refund. With
 * `apply`, the change is made; otherwise it is only quoted and nothing is stored.
 *
 * Of a paid booking, a change that costs more than was paid becomes a pending change: the booking
 * stays as paid, the rooms the change needs beyond it are held for a hold period, and it is made
 * when its difference is paid (changes.ts). Asking again replaces it within the first one's hold
 * limit. A change that costs the same or less, or any change of an unpaid hold (whose own hold
 * keeps its time), is made at once.
 *
 * A manager (`by`) changes by the same rules and money as the guest; only the record says who.
 */
export async function changeReservation(
  ctx: EngineContext,
  reservationId: string,
  request: ChangeRequest,
  options: { apply: boolean; by?: Manager | undefined },
): Promise<{ change: ChangeResult; reservation?: ReservationDetails }> {
  const now = ctx.clock.now();
  const quoteOnly = new Error("quote only: roll back");
  const catalogue = await ctx.catalogue.load();
  let change: ChangeResult | undefined;
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      const current = await lockChangeable(tx, reservationId, now);
      const open = await openInvoiceOf(tx, reservationId);
      if (open?.status === "waiting") {
        throw new BookingError(
          "PAYMENT_IN_PROGRESS",
          "Платёж по брони ещё обрабатывается: повторите через минуту",
        );
      }
      const planned = await planChange(tx, catalogue, current, request, now);
      const { result, oldRooms } = planned;
      change = result;
      const before = roomStays(current, oldRooms);
      const after = roomStays(result, result.rooms);
      // A change asked again replaces the one still waiting for its difference.
      const replaced = await closeLiveChange(tx, reservationId, lapsedHolds(now).changes, "replaced");
      const pending = current.status === "confirmed" && result.toPay > 0;
      // A change asked again within a live hold replaces it; a fresh hold is counted. The limit is
      // the guest's: a manager's change is neither refused by it nor counted in it.
      if (pending && !replaced && !options.by) {
        await checkChangeHolds(tx, ctx.config.holdLimits, reservationId, now);
      }
      const extra = roomDifference(before, after).extra;
      await moveRooms(
        tx,
        now,
        pending
          ? { releaseNights: replaced?.extraNights ?? [], takeNights: extra }
          : { releaseNights: replaced?.extraNights ?? [], release: before, take: after },
      );
      // A quote checks availability with the same locks and writes, then rolls them back.
      if (!options.apply) throw quoteOnly;

      await cancelPendingInvoice(tx, reservationId, now);
      const data = {
        from: { arrival: current.arrival, departure: current.departure, total: current.totalAmount },
        to: { arrival: result.arrival, departure: result.departure, total: result.newTotal },
        to_pay: result.toPay,
        to_refund: result.toRefund,
        ...(options.by ? { by: { manager_id: options.by.id, manager_name: options.by.name } } : {}),
      };
      const byManager = options.by ? ` (менеджер ${options.by.name})` : "";
      if (pending) {
        // A guest's change replacing a manager's starts its own limit: the manager's day is not
        // the guest's to keep extending.
        const asManager = options.by !== undefined;
        const sameAsker = replaced !== undefined && replaced.byManager === asManager;
        const hold = changeHold(
          now,
          ctx.config.holdMinutes,
          asManager,
          sameAsker ? replaced.holdLimit : undefined,
        );
        const held = await insertChange(tx, {
          reservationId,
          status: "pending",
          holdExpiresAt: hold.expiresAt,
          holdLimit: hold.limit,
          arrival: result.arrival,
          departure: result.departure,
          rooms: storedChangeRooms(planned.rooms),
          extras: request.extras ? result.extras : null,
          roomsAmount: result.rooms.reduce((sum, room) => sum + room.amount, 0),
          totalAmount: result.newTotal,
          extraNights: extra,
          byManager: asManager,
          createdAt: now,
          updatedAt: now,
        });
        await insertEvents(tx, [
          {
            reservationId,
            at: now,
            type: "change_pending",
            status: current.status,
            note: `Изменение ждёт доплаты${byManager} (${describeChange(current, result)}): номера удерживаются до оплаты`,
            data: { ...data, change_id: held.id, hold_expires_at: held.holdExpiresAt },
          },
        ]);
        await recordManagerChange(
          tx,
          now,
          options.by,
          current,
          `изменение ${stayMove(current, result)} ждёт доплаты гостя — ${describeChange(current, result)}`,
          { ...data, change_id: held.id },
        );
        // The guest changing their own booking is on the payment step now; the guest whose
        // booking a manager changed hears of it only from us.
        if (options.by) {
          await mailGuest(ctx, tx, reservationId, now, [
            {
              template: "booking-change-pending",
              change: {
                to: data.to,
                guests: result.rooms.map((room) => ({ adults: room.adults, children: room.children })),
                toPay: result.toPay,
                payUntil: hold.expiresAt.toISOString(),
              },
            },
          ]);
        }
        return current;
      }

      let updated = await replaceStay(
        tx,
        current,
        { ...result, rooms: planned.rooms, extras: request.extras ? result.extras : undefined },
        now,
      );
      await insertEvents(tx, [
        {
          reservationId,
          at: now,
          type: "changed",
          status: current.status,
          note: `Бронь изменена${byManager}: ${describeChange(current, result)}`,
          data,
        },
      ]);
      await recordManagerChange(
        tx,
        now,
        options.by,
        current,
        `изменена ${stayMove(current, result)} — ${describeChange(current, result)}`,
        data,
      );
      updated = await recordEntries(ctx, tx, updated, planned.ledger, planned.settlement.entries, {
        reason: "Изменение брони",
        now,
        parts: [...planned.parts, ...planned.oldParts],
      });
      // An unpaid hold has had no e-mail yet: its guest hears from us once it is paid.
      if (current.status === "confirmed") {
        await mailGuest(ctx, tx, reservationId, now, [
          {
            template: "booking-changed",
            change: { from: data.from, toPay: 0, toRefund: result.toRefund },
          },
        ]);
        await mailHotel(ctx, tx, reservationId, now, {
          kind: "changed",
          before: current,
          refund: result.toRefund,
        });
      }
      return updated;
    });
    await afterCommit(ctx);
    if (!change) throw new Error("The change was not planned");
    return { change, reservation: await loadDetails(ctx.db, row, now) };
  } catch (error) {
    if (error === quoteOnly && change) return { change };
    throw error;
  }
}

export interface CancellationInfo {
  /** What a cancellation now gives back. */
  refund: number;
  /** What the hotel keeps of what was paid. */
  penalty: number;
  /** The booking's one free-cancellation deadline (money/terms.ts `cancellationTerms`). */
  freeCancellationUntil: Date | null;
  /** Paid minus refunded so far. */
  paid: number;
}

/** The booking's parts and ledger as they stand, for its cancellation terms. */
async function moneyOf(tx: Executor, row: ReservationRow): Promise<{ parts: Part[]; ledger: Ledger }> {
  const parts = await partsOf(tx, row);
  return { parts, ledger: await ledgerFor(tx, row, parts) };
}

function quoteFor({ parts, ledger }: { parts: Part[]; ledger: Ledger }, now: Date): CancellationInfo {
  const terms = cancellationTerms(parts, ledger.accounts, now);
  const paid = heldBy(ledger.accounts);
  return {
    refund: terms.refundIfCancelled,
    penalty: paid - terms.refundIfCancelled,
    freeCancellationUntil: terms.freeCancellationUntil,
    paid,
  };
}

export async function cancellationInfo(ctx: EngineContext, reservationId: string): Promise<CancellationInfo> {
  const now = ctx.clock.now();
  const row = await findReservation(ctx.db, reservationId);
  if (!row) throw notFound();
  const status = effectiveStatus(row, now);
  if (status === "canceled" || status === "expired") {
    throw new BookingError("RESERVATION_NOT_ACTIVE", "Бронирование уже не действует");
  }
  return quoteFor(await moneyOf(ctx.db, row), now);
}

/** Who cancels: the guest (by the policy), or a manager, who may also decide that nothing comes back. */
export type CancelledBy = { by: "guest" } | { by: "manager"; manager: Manager; refund: "policy" | "none" };

/**
 * Cancels: the rooms are released and the refundable part of what was paid is returned by the
 * rate's policy — unless a manager cancels without a refund (recorded with who and when).
 */
export async function cancelReservation(
  ctx: EngineContext,
  reservationId: string,
  reason: string | undefined,
  cancelledBy: CancelledBy = { by: "guest" },
): Promise<{ cancellation: CancellationInfo; reservation: ReservationDetails }> {
  const now = ctx.clock.now();
  const { row, cancellation } = await inTransaction(ctx.db, async (tx) => {
    const current = await lockReservation(tx, reservationId);
    if (!current) throw notFound();
    // The guest's rule (rules/guest-changes.ts) holds for a manager's cancellation too.
    const refusal = guestChangeRefusal(
      { status: effectiveStatus(current, now), arrival: current.arrival },
      hotelToday(now),
    );
    if (refusal === "canceled" || refusal === "expired") {
      throw new BookingError("RESERVATION_NOT_ACTIVE", "Бронирование уже не действует");
    }
    if (refusal === "stay-started") {
      throw new BookingError(
        "STAY_STARTED",
        cancelledBy.by === "manager"
          ? "Проживание уже началось: такую бронь отменить нельзя"
          : "Проживание уже началось: отмена — через администратора отеля",
      );
    }
    const money = await moneyOf(tx, current);
    const { parts, ledger } = money;
    const policy = quoteFor(money, now);
    const withoutRefund = cancelledBy.by === "manager" && cancelledBy.refund === "none";
    const plan = cancellationPlan(
      parts,
      ledger.accounts,
      ledger.invoices.map((invoice) => invoice.id),
      now,
      !withoutRefund,
    );
    // What is applied is what was quoted: one computation of the terms (money/terms.ts).
    const quote: CancellationInfo = { ...policy, refund: plan.refund, penalty: policy.paid - plan.refund };
    await cancelPendingInvoice(tx, reservationId, now);
    const pendingChange = await closeLiveChange(tx, reservationId, lapsedHolds(now).changes, "canceled");
    await moveRooms(tx, now, {
      release: roomStays(current, await roomsOf(tx, reservationId)),
      releaseNights: pendingChange?.extraNights ?? [],
    });
    let updated = await updateReservation(tx, reservationId, {
      status: "canceled",
      holdExpiresAt: null,
      updatedAt: now,
    });
    await insertEvents(tx, [
      {
        reservationId,
        at: now,
        type: "canceled",
        status: "canceled",
        note:
          `${cancelledBy.by === "guest" ? "Гость отменил бронь" : "Бронь отменена отелем"}${reason ? `: ${reason}` : ""}. ` +
          (quote.refund > 0 ? `К возврату ${formatRubles(quote.refund)}` : "Возврата нет"),
        data: { refund: quote.refund, penalty: quote.penalty },
      },
    ]);
    if (cancelledBy.by === "manager") {
      await recordAction(tx, now, cancelledBy.manager, {
        action: "reservation.cancel",
        reservationId,
        summary:
          `Бронь ${current.reference} отменена${reason ? `: ${reason}` : ""}; ` +
          (withoutRefund
            ? `без возврата (по правилам тарифа вернулось бы ${formatRubles(policy.refund)})`
            : quote.refund > 0
              ? `возврат по правилам тарифа ${formatRubles(quote.refund)}`
              : "по правилам тарифа возврата нет"),
        details: { refund: quote.refund, policy_refund: policy.refund, mode: cancelledBy.refund },
      });
    }
    updated = await recordEntries(ctx, tx, updated, ledger, plan.entries, {
      reason: "Отмена брони",
      now,
      parts,
    });
    if (current.status === "confirmed") {
      await mailGuest(ctx, tx, reservationId, now, [{ template: "booking-canceled", refund: quote.refund }]);
      await mailHotel(ctx, tx, reservationId, now, {
        kind: "canceled",
        by: cancelledBy,
        reason,
        refund: quote.refund,
      });
    }
    return { row: updated, cancellation: quote };
  });
  await afterCommit(ctx);
  return { cancellation, reservation: await loadDetails(ctx.db, row, now) };
}
