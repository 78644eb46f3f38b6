/**
 * A small reference model of docs/money.md for the model-based test of a booking's money
 * (hotel/testing/money-lifecycle.ts): the steps of a booking's life as plain data,
 * their generators, and what the policy says each step does to the money, in plain numbers.
 *
 * It is written from docs/money.md alone, not from the engine's code. Per booking it keeps the
 * money each part holds (room by its place in the booking, each extra by its code, the transfer)
 * and how much of it is refundable or kept (non-refundable). Prices are inputs: the test takes
 * them from the engine's own answers (what a room costs is not policy); the unit test gives made
 * up ones.
 *
 * Where docs/money.md leaves a choice open, the model takes the reading below and says so:
 * - a part that costs less gives up its refundable money first (step 4: «refunded as far as it is
 *   refundable»), its non-refundable money stays with the part as long as the part costs it;
 * - moved money fills the parts that cost more in their order (rooms by place, extras, transfer);
 * - a late payment's «other live booking of the same stay» is one held in time or confirmed, of
 *   the same arrival and departure (every booking of the test has the same guest).
 */
import fc from "fast-check";
import { addDays, hotelToday, type IsoDate } from "../../rules";

export const NON_REFUNDABLE_RATE = 1;
export const FLEXIBLE_RATE = 2;
/** Room types the test books: Делюкс (30 rooms) and the next category (6 rooms), both for two. */
const ROOMS_OF_TYPE: Record<number, number> = { 1: 30, 2: 6 };
const SPA_CODES = ["foot-massage", "spa-express", "back-body", "facial-massage"] as const;
const HOLD_MS = 20 * 60_000;
/** A manager's pending change holds for a day (hotel/domain/reservations/holds.ts). */
const MANAGER_CHANGE_HOLD_MS = 24 * 60 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_ROOMS = 5;

type TransferKind = "to" | "from" | "to-from";

interface RoomSpec {
  roomTypeId: number;
  rateId: number;
  adults: number;
}

export interface Stay {
  arrival: IsoDate;
  departure: IsoDate;
  rooms: RoomSpec[];
  extras: string[];
  transfer: TransferKind | null;
}

/** Today's price of each part: `room:0`, `room:1`, …, `extra:{code}`, `transfer`. */
export type Prices = ReadonlyMap<string, number>;

interface Part {
  price: number;
  refundable: number;
  kept: number;
}

interface ModelInvoice {
  amount: number;
  purpose: "booking" | "change";
  /** The pending change it pays (its sequence number), for a change's difference. */
  change: number | null;
  /** Withdrawn by the hotel: a change, a cancellation or a new invoice replaced it. */
  withdrawn: boolean;
  settled: boolean;
}

interface PendingChange {
  seq: number;
  stay: Stay;
  prices: Prices;
  toPay: number;
  holdExpiresAt: number;
  holdLimit: number;
  /** Asked by a manager: a guest's change replacing it starts a limit of its own. */
  byManager: boolean;
}

export interface ModelBooking {
  index: number;
  stay: Stay;
  /** held | confirmed | canceled | expired (stored; a held one past its time is expired: statusOf). */
  status: "held" | "confirmed" | "canceled" | "expired";
  createdAt: number;
  holdExpiresAt: number;
  parts: Map<string, Part>;
  paid: number;
  refunded: number;
  pending: PendingChange | null;
  invoice: ModelInvoice | null;
}

type BookingStatus = ModelBooking["status"];

/** 48 hours before 14:00 hotel time (UTC+2 all year) on the arrival day. */
export function deadlineOf(arrival: IsoDate): number {
  return Date.parse(`${arrival}T12:00:00Z`) - 48 * HOUR_MS;
}

export function nightsOf(stay: Pick<Stay, "arrival" | "departure">): number {
  return Math.round((Date.parse(stay.departure) - Date.parse(stay.arrival)) / DAY_MS);
}

function nightsList(stay: Pick<Stay, "arrival" | "departure">): IsoDate[] {
  return Array.from({ length: nightsOf(stay) }, (_, i) => addDays(stay.arrival, i));
}

function held(part: Part): number {
  return part.refundable + part.kept;
}

function keyOrder(key: string): [number, string] {
  if (key.startsWith("room:")) return [0, key.slice(5).padStart(3, "0")];
  if (key.startsWith("extra:")) return [1, key];
  return [2, key];
}

function orderedKeys(keys: Iterable<string>): string[] {
  return [...new Set(keys)].sort((a, b) => {
    const [ga, ka] = keyOrder(a);
    const [gb, kb] = keyOrder(b);
    return ga - gb || ka.localeCompare(kb);
  });
}

function clonePartsOf(parts: ReadonlyMap<string, Part>): Map<string, Part> {
  return new Map([...parts].map(([key, part]) => [key, { ...part }]));
}

/** What a money step does: to pay, refunded now, and the parts afterwards. */
interface Repriced {
  toPay: number;
  refund: number;
  parts: Map<string, Part>;
}

/**
 * Steps 2–4 of docs/money.md#changes: each part re-priced, the parts that cost more take the
 * leftovers of those that cost less (non-refundable first), `payment` fills what is still
 * missing, and the refundable rest is refunded. Terms (old before, new after) are the caller's.
 */
function reprice(parts: ReadonlyMap<string, Part>, prices: Prices, payment: number): Repriced {
  const next = clonePartsOf(parts);
  for (const key of prices.keys()) if (!next.has(key)) next.set(key, { price: 0, refundable: 0, kept: 0 });
  const keys = orderedKeys(next.keys());
  const keptPool: { key: string; amount: number }[] = [];
  let refundablePool = 0;
  let deficit = 0;
  for (const key of keys) {
    const part = next.get(key) as Part;
    part.price = prices.get(key) ?? 0;
    const surplus = held(part) - part.price;
    if (surplus > 0) {
      const refundable = Math.min(surplus, part.refundable);
      part.refundable -= refundable;
      part.kept -= surplus - refundable;
      refundablePool += refundable;
      if (surplus - refundable > 0) keptPool.push({ key, amount: surplus - refundable });
    } else deficit += -surplus;
  }
  const pool = keptPool.reduce((sum, entry) => sum + entry.amount, 0) + refundablePool;
  const toPay = Math.max(0, deficit - pool);
  let paymentLeft = payment;
  for (const key of keys) {
    const part = next.get(key) as Part;
    let missing = part.price - held(part);
    for (const entry of keptPool) {
      if (missing <= 0) break;
      const taken = Math.min(missing, entry.amount);
      entry.amount -= taken;
      part.kept += taken;
      missing -= taken;
    }
    const fromRefundable = Math.min(missing, refundablePool);
    refundablePool -= fromRefundable;
    part.refundable += fromRefundable;
    missing -= fromRefundable;
    const fromPayment = Math.min(missing, paymentLeft);
    paymentLeft -= fromPayment;
    part.refundable += fromPayment;
  }
  // Non-refundable leftovers stay where they were; money paid beyond the price stays refundable.
  for (const entry of keptPool) (next.get(entry.key) as Part).kept += entry.amount;
  if (paymentLeft > 0) {
    const spare = next.get("spare") ?? { price: 0, refundable: 0, kept: 0 };
    spare.refundable += paymentLeft;
    next.set("spare", spare);
  }
  return { toPay, refund: refundablePool, parts: next };
}

/** Rooms on the non-refundable rate, and flexible rooms past their deadline, keep their money. */
function applyTerms(parts: Map<string, Part>, stay: Stay, now: number): void {
  const passed = deadlineOf(stay.arrival) <= now;
  stay.rooms.forEach((room, index) => {
    const part = parts.get(`room:${index}`);
    if (part && (room.rateId === NON_REFUNDABLE_RATE || passed)) {
      part.kept += part.refundable;
      part.refundable = 0;
    }
  });
}

/** A change's money as the model predicts it (before any refusal of the engine). */
interface ChangeForecast {
  toPay: number;
  toRefund: number;
  /** A paid booking's dearer change waits for its difference. */
  pending: boolean;
}

export class MoneyModel {
  now: number;
  readonly bookings: ModelBooking[] = [];
  #changes = 0;

  constructor(now: number) {
    this.now = now;
  }

  today(): IsoDate {
    return hotelToday(new Date(this.now));
  }

  target(k: number): ModelBooking | undefined {
    return this.bookings.length === 0 ? undefined : this.bookings[k % this.bookings.length];
  }

  statusOf(booking: ModelBooking): BookingStatus {
    return booking.status === "held" && booking.holdExpiresAt <= this.now ? "expired" : booking.status;
  }

  /** Paid minus refunded: the money the booking holds. */
  net(booking: ModelBooking): number {
    return [...booking.parts.values()].reduce((sum, part) => sum + held(part), 0);
  }

  /**
   * The free-cancellation deadline of the booking as it stands: its flexible rooms' while it is
   * ahead, and, once paid, only while such a room's money is still refundable (null: none).
   */
  deadline(booking: ModelBooking): number | null {
    const deadline = deadlineOf(booking.stay.arrival);
    if (deadline <= this.now) return null;
    const paid = this.net(booking) > 0;
    const cancelsFree = booking.stay.rooms.some(
      (room, index) =>
        room.rateId === FLEXIBLE_RATE && (!paid || (booking.parts.get(`room:${index}`)?.refundable ?? 0) > 0),
    );
    return cancelsFree ? deadline : null;
  }

  /** What a cancellation by the policy would give back now. */
  cancelRefund(booking: ModelBooking): number {
    if (this.statusOf(booking) !== "confirmed") return 0;
    const parts = clonePartsOf(booking.parts);
    applyTerms(parts, booking.stay, this.now);
    return [...parts.values()].reduce((sum, part) => sum + part.refundable, 0);
  }

  /**
   * Whether the engine may rightly answer SOLD_OUT for these rooms: counted generously (every
   * booking not cancelled or expired, held ones past their time too, and pending changes' rooms).
   */
  soldOutPossible(stay: Stay, except?: ModelBooking): boolean {
    for (const night of nightsList(stay)) {
      for (const [type, total] of Object.entries(ROOMS_OF_TYPE)) {
        const wanted = stay.rooms.filter((room) => room.roomTypeId === Number(type)).length;
        if (wanted === 0) continue;
        let taken = 0;
        for (const other of this.bookings) {
          if (other === except || other.status === "canceled" || other.status === "expired") continue;
          for (const booked of [other.stay, other.pending?.stay]) {
            if (booked && booked.arrival <= night && night < booked.departure) {
              taken += booked.rooms.filter((room) => room.roomTypeId === Number(type)).length;
            }
          }
        }
        if (taken + wanted > total) return true;
      }
    }
    return false;
  }

  create(stay: Stay, prices: Prices): ModelBooking {
    const booking: ModelBooking = {
      index: this.bookings.length,
      stay,
      status: "held",
      createdAt: this.now,
      holdExpiresAt: this.now + HOLD_MS,
      parts: new Map([...prices].map(([key, price]) => [key, { price, refundable: 0, kept: 0 }])),
      paid: 0,
      refunded: 0,
      pending: null,
      invoice: null,
    };
    this.bookings.push(booking);
    return booking;
  }

  /** The codes the engine may answer a change with (any of them: the engine picks its order). */
  changeRefusals(booking: ModelBooking, stay: Stay): string[] {
    const codes: string[] = [];
    const status = this.statusOf(booking);
    if (status === "expired") codes.push("HOLD_EXPIRED");
    if (status === "canceled") codes.push("RESERVATION_NOT_ACTIVE");
    if (booking.stay.arrival < this.today()) codes.push("STAY_STARTED");
    if (stay.arrival < this.today()) codes.push("ARRIVAL_IN_PAST");
    return codes;
  }

  cancelRefusals(booking: ModelBooking): string[] {
    const codes: string[] = [];
    const status = this.statusOf(booking);
    if (status === "expired" || status === "canceled") codes.push("RESERVATION_NOT_ACTIVE");
    if (booking.stay.arrival < this.today()) codes.push("STAY_STARTED");
    return codes;
  }

  #pricesOf(booking: ModelBooking): Map<string, number> {
    return new Map([...booking.parts].flatMap(([key, part]) => (part.price > 0 ? [[key, part.price]] : [])));
  }

  /** Steps 1–4 and the new terms, for a booking's money, at `now`. */
  #moneyOf(booking: ModelBooking, stay: Stay, prices: Prices, payment: number): Repriced {
    const parts = clonePartsOf(booking.parts);
    applyTerms(parts, booking.stay, this.now);
    const result = reprice(parts, prices, payment);
    applyTerms(result.parts, stay, this.now);
    return result;
  }

  forecastChange(booking: ModelBooking, stay: Stay, prices: Prices): ChangeForecast {
    const newTotal = [...prices.values()].reduce((sum, price) => sum + price, 0);
    if (this.statusOf(booking) !== "confirmed") return { toPay: newTotal, toRefund: 0, pending: false };
    const money = this.#moneyOf(booking, stay, prices, 0);
    return { toPay: money.toPay, toRefund: money.toPay > 0 ? 0 : money.refund, pending: money.toPay > 0 };
  }

  /**
   * A change made (or left pending) as forecast. A manager's pending change holds for a day, with
   * a limit one hold period later, whatever it replaces (docs/booking-engine.md «A manager's change
   * that costs more»); the guest's own for one period, within the limit of the guest's change it
   * replaces (a manager's it replaces gives the guest a limit of their own: «Hold limits»).
   */
  change(booking: ModelBooking, stay: Stay, prices: Prices, byManager = false): ChangeForecast {
    const forecast = this.forecastChange(booking, stay, prices);
    this.#withdrawInvoice(booking);
    if (this.statusOf(booking) !== "confirmed") {
      booking.stay = stay;
      booking.parts = new Map([...prices].map(([key, price]) => [key, { price, refundable: 0, kept: 0 }]));
      return forecast;
    }
    const replaced = booking.pending && booking.pending.holdExpiresAt > this.now ? booking.pending : null;
    booking.pending = null;
    if (forecast.pending) {
      const managerHold = this.now + MANAGER_CHANGE_HOLD_MS;
      const holdLimit = byManager
        ? managerHold + HOLD_MS
        : replaced && !replaced.byManager
          ? replaced.holdLimit
          : this.now + 2 * HOLD_MS;
      booking.pending = {
        seq: ++this.#changes,
        stay,
        prices,
        toPay: forecast.toPay,
        holdExpiresAt: byManager ? managerHold : Math.min(this.now + HOLD_MS, holdLimit),
        holdLimit,
        byManager,
      };
      return forecast;
    }
    const money = this.#moneyOf(booking, stay, prices, 0);
    booking.stay = stay;
    booking.parts = money.parts;
    booking.refunded += money.refund;
    return forecast;
  }

  #withdrawInvoice(booking: ModelBooking): void {
    if (booking.invoice && !booking.invoice.settled) booking.invoice.withdrawn = true;
  }

  /** What the invoice of a booking would bill now, or the code of the refusal. */
  invoiceDue(booking: ModelBooking): { code: string } | { amount: number; purpose: "booking" | "change" } {
    const status = this.statusOf(booking);
    if (status === "expired") return { code: "HOLD_EXPIRED" };
    if (status === "canceled") return { code: "RESERVATION_NOT_ACTIVE" };
    if (status === "held") return { amount: this.total(booking), purpose: "booking" };
    if (booking.pending && booking.pending.holdExpiresAt > this.now) {
      return { amount: booking.pending.toPay, purpose: "change" };
    }
    const due = Math.max(0, this.total(booking) - this.net(booking));
    return due > 0 ? { amount: due, purpose: "booking" } : { code: "NOTHING_TO_PAY" };
  }

  total(booking: ModelBooking): number {
    return [...booking.parts.values()].reduce((sum, part) => sum + part.price, 0);
  }

  /** An invoice opened (or the open one for the same amount given again); extends the hold. */
  openInvoice(booking: ModelBooking): void {
    const due = this.invoiceDue(booking);
    if ("code" in due) return;
    const change = due.purpose === "change" ? (booking.pending?.seq ?? null) : null;
    const open = booking.invoice;
    if (open && !open.withdrawn && !open.settled && open.amount === due.amount && open.change === change)
      return;
    this.#withdrawInvoice(booking);
    booking.invoice = { amount: due.amount, purpose: due.purpose, change, withdrawn: false, settled: false };
    if (booking.pending && change !== null) {
      booking.pending.holdExpiresAt = Math.max(
        booking.pending.holdExpiresAt,
        Math.min(this.now + HOLD_MS, booking.pending.holdLimit),
      );
    } else if (booking.status === "held") {
      booking.holdExpiresAt = Math.max(
        booking.holdExpiresAt,
        Math.min(this.now + HOLD_MS, booking.createdAt + 2 * HOLD_MS),
      );
    }
  }

  /** When the hold the open invoice pays for lapses (null: nothing held). */
  holdOfInvoice(booking: ModelBooking): number | null {
    const invoice = booking.invoice;
    if (!invoice || invoice.withdrawn || invoice.settled) return null;
    if (invoice.purpose === "change") return booking.pending?.holdExpiresAt ?? null;
    return booking.status === "held" ? booking.holdExpiresAt : null;
  }

  #liveSameStay(booking: ModelBooking): boolean {
    return this.bookings.some(
      (other) =>
        other !== booking &&
        ["held", "confirmed"].includes(this.statusOf(other)) &&
        other.stay.arrival === booking.stay.arrival &&
        other.stay.departure === booking.stay.departure,
    );
  }

  /**
   * What the payment of the booking's open invoice does now: «taken» (the booking takes the
   * money), «refunded» (given back in full at once), or «either» (the rooms may have been sold
   * meanwhile: the engine decides, `settle` follows it).
   */
  paymentOutcome(booking: ModelBooking): "taken" | "refunded" | "either" {
    const invoice = booking.invoice;
    if (!invoice || invoice.withdrawn) return "refunded";
    if (invoice.purpose === "booking") {
      const status = this.statusOf(booking);
      if (status === "held") return "taken";
      if (status !== "expired") return "refunded";
      if (this.#liveSameStay(booking)) return "refunded";
      return this.soldOutPossible(booking.stay, booking) ? "either" : "taken";
    }
    const pending = booking.pending;
    if (!pending || pending.seq !== invoice.change || this.statusOf(booking) !== "confirmed")
      return "refunded";
    if (pending.holdExpiresAt > this.now) return "taken";
    return this.soldOutPossible(pending.stay, booking) ? "either" : "taken";
  }

  /** The open invoice paid; `taken` says whether the booking keeps the money (paymentOutcome). */
  settle(booking: ModelBooking, taken: boolean): void {
    const invoice = booking.invoice;
    if (!invoice) return;
    invoice.settled = true;
    booking.paid += invoice.amount;
    if (!taken) {
      booking.refunded += invoice.amount;
      return;
    }
    if (invoice.purpose === "change" && booking.pending) {
      const { stay, prices } = booking.pending;
      const money = this.#moneyOf(booking, stay, prices, invoice.amount);
      booking.stay = stay;
      booking.parts = money.parts;
      booking.refunded += money.refund;
      booking.pending = null;
      return;
    }
    const money = this.#moneyOf(booking, booking.stay, this.#pricesOf(booking), invoice.amount);
    booking.parts = money.parts;
    booking.refunded += money.refund;
    booking.status = "confirmed";
  }

  /** A cancellation: by the policy (the guest, or a manager) or a manager's without any refund. */
  cancel(booking: ModelBooking, refund: "policy" | "none"): number {
    const paid = this.statusOf(booking) === "confirmed";
    booking.status = "canceled";
    booking.pending = null;
    this.#withdrawInvoice(booking);
    if (!paid) return 0;
    applyTerms(booking.parts, booking.stay, this.now);
    let given = 0;
    for (const part of booking.parts.values()) {
      if (refund === "policy") given += part.refundable;
      else part.kept += part.refundable;
      part.refundable = 0;
    }
    booking.refunded += given;
    return given;
  }
}

// The steps of a booking's life, as data (printed readably when a sequence fails).

export type Step =
  | {
      kind: "create";
      arrivalIn: number;
      nights: number;
      rooms: RoomSpec[];
      extras: string[];
      transfer: TransferKind | null;
      sameStayAs: number | null;
    }
  | { kind: "invoice"; k: number }
  | { kind: "pay"; k: number; mode: "once" | "twice" | "out-of-order" | "late" }
  | { kind: "dates"; k: number; shift: number; nightsDelta: number; by: "guest" | "manager" }
  | { kind: "rate"; k: number; room: number; rateId: number }
  | { kind: "add-room"; k: number; room: RoomSpec }
  | { kind: "remove-room"; k: number; room: number }
  | { kind: "category"; k: number; room: number }
  | { kind: "guests"; k: number; room: number; by: "guest" | "manager" }
  | { kind: "remove-extra"; k: number }
  | { kind: "cancel"; k: number; by: "guest" | "manager-policy" | "manager-none" }
  | { kind: "advance"; minutes: number }
  | { kind: "to-deadline"; k: number; minutes: number };

const rateName = (rateId: number) => (rateId === FLEXIBLE_RATE ? "Оптимальный" : "Невозвратный");
const roomName = (room: RoomSpec) => `type ${room.roomTypeId} ${rateName(room.rateId)} ${room.adults} ad.`;

export function describeStep(step: Step): string {
  const target = "k" in step ? `#${step.k}` : "";
  switch (step.kind) {
    case "create":
      return (
        `create(in ${step.arrivalIn}d, ${step.nights}n, [${step.rooms.map(roomName).join("; ")}]` +
        `${step.extras.length ? `, spa ${step.extras.join("+")}` : ""}${step.transfer ? `, transfer ${step.transfer}` : ""}` +
        `${step.sameStayAs === null ? "" : `, same stay as #${step.sameStayAs}`})`
      );
    case "pay":
      return `pay(${target}, ${step.mode})`;
    case "dates":
      return `dates(${target}, shift ${step.shift}d, nights ${step.nightsDelta >= 0 ? "+" : ""}${step.nightsDelta}${step.by === "manager" ? ", by a manager" : ""})`;
    case "rate":
      return `rate(${target}, room ${step.room} → ${rateName(step.rateId)})`;
    case "add-room":
      return `add-room(${target}, ${roomName(step.room)})`;
    case "remove-room":
    case "category":
      return `${step.kind}(${target}, room ${step.room})`;
    case "guests":
      return `guests(${target}, room ${step.room}${step.by === "manager" ? ", by a manager" : ""})`;
    case "cancel":
      return `cancel(${target}, ${step.by})`;
    case "advance":
      return `advance(${step.minutes} min)`;
    case "to-deadline":
      return `to-deadline(${target}, ${step.minutes >= 0 ? "+" : ""}${step.minutes} min)`;
    default:
      return `${step.kind}(${target})`;
  }
}

const roomSpec = fc.record({
  roomTypeId: fc.constantFrom(1, 1, 2),
  rateId: fc.constantFrom(NON_REFUNDABLE_RATE, FLEXIBLE_RATE),
  adults: fc.constantFrom(1, 2),
});
const k = fc.nat(3);
const roomIndex = fc.nat(4);

const createStep: fc.Arbitrary<Step> = fc.record({
  kind: fc.constant("create" as const),
  arrivalIn: fc.integer({ min: 1, max: 12 }),
  nights: fc.integer({ min: 1, max: 4 }),
  rooms: fc.array(roomSpec, { minLength: 1, maxLength: 3 }),
  extras: fc.subarray([...SPA_CODES], { maxLength: 2 }),
  transfer: fc.constantFrom(null, null, "to" as const, "from" as const, "to-from" as const),
  sameStayAs: fc.option(k, { freq: 3, nil: null }),
});

/** One step, weighted so that most sequences pay, change and cancel (money-model.test.ts). */
function stepArbitrary(options: { extrasChange: boolean }): fc.Arbitrary<Step> {
  const steps: fc.WeightedArbitrary<Step>[] = [
    { weight: 3, arbitrary: createStep },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("invoice" as const), k }) },
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant("pay" as const),
        k,
        mode: fc.constantFrom(
          "once" as const,
          "twice" as const,
          "out-of-order" as const,
          "late" as const,
          "late" as const,
        ),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("dates" as const),
        k,
        shift: fc.integer({ min: -3, max: 7 }),
        nightsDelta: fc.integer({ min: -2, max: 2 }),
        // A manager's change from the Studio's booking card: the guest's rules, a day's hold.
        by: fc.constantFrom("guest" as const, "guest" as const, "manager" as const),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("rate" as const),
        k,
        room: roomIndex,
        rateId: fc.constantFrom(NON_REFUNDABLE_RATE, FLEXIBLE_RATE),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("add-room" as const), k, room: roomSpec }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("remove-room" as const), k, room: roomIndex }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("category" as const), k, room: roomIndex }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("guests" as const),
        k,
        room: roomIndex,
        // The booking card changes guests too, by the same rules.
        by: fc.constantFrom("guest" as const, "guest" as const, "manager" as const),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("cancel" as const),
        k,
        by: fc.constantFrom(
          "guest" as const,
          "guest" as const,
          "manager-policy" as const,
          "manager-none" as const,
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("advance" as const),
        minutes: fc.constantFrom(5, 21, 41, 24 * 60, 3 * 24 * 60),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("to-deadline" as const),
        k,
        minutes: fc.constantFrom(-1, 1, 1),
      }),
    },
  ];
  if (options.extrasChange) {
    steps.push({ weight: 1, arbitrary: fc.record({ kind: fc.constant("remove-extra" as const), k }) });
  }
  return fc.oneof(...steps);
}

/**
 * A booking's life: a booking first, most often paid at once, then more steps — 2 to 8 in all (a
 * step that does not apply is skipped).
 */
export function sequenceArbitrary(options: { extrasChange: boolean }): fc.Arbitrary<Step[]> {
  const firstPayment = fc.record({
    kind: fc.constant("pay" as const),
    k: fc.constant(0),
    mode: fc.constantFrom("once" as const, "twice" as const, "out-of-order" as const),
  });
  return fc
    .tuple(
      createStep,
      fc.option(firstPayment, { freq: 4 }),
      fc.array(stepArbitrary(options), { minLength: 1, maxLength: 6 }),
    )
    .map(([first, payment, rest]) => [first, ...(payment ? [payment] : []), ...rest]);
}

/** Whether a step applies to the model as it stands (fast-check skips the others). */
export function applies(model: MoneyModel, step: Step): boolean {
  if (step.kind === "create" || step.kind === "advance") return true;
  const booking = model.target(step.k);
  if (!booking) return false;
  if (step.kind === "to-deadline")
    return deadlineOf(booking.stay.arrival) + step.minutes * 60_000 > model.now;
  if (step.kind === "invoice" || step.kind === "pay" || step.kind === "cancel") return true;
  return requestedStay(model, step) !== undefined;
}

/** The stay a step asks for, from the booking as it stands (undefined: the step does not apply). */
export function requestedStay(model: MoneyModel, step: Step): Stay | undefined {
  if (step.kind === "create") {
    const same = step.sameStayAs === null ? undefined : model.target(step.sameStayAs);
    const arrival =
      same && same.stay.arrival >= model.today() ? same.stay.arrival : addDays(model.today(), step.arrivalIn);
    const departure =
      same && arrival === same.stay.arrival ? same.stay.departure : addDays(arrival, step.nights);
    return { arrival, departure, rooms: step.rooms, extras: step.extras, transfer: step.transfer };
  }
  if (!("k" in step)) return undefined;
  const booking = model.target(step.k);
  if (!booking) return undefined;
  const stay = booking.stay;
  const rooms = stay.rooms.map((room) => ({ ...room }));
  const at = "room" in step && typeof step.room === "number" ? step.room % rooms.length : 0;
  const room = rooms[at] as RoomSpec;
  switch (step.kind) {
    case "dates": {
      const arrival = addDays(stay.arrival, step.shift);
      const nights = Math.min(10, Math.max(1, nightsOf(stay) + step.nightsDelta));
      if (step.shift === 0 && nights === nightsOf(stay)) return undefined;
      return { ...stay, rooms, arrival, departure: addDays(arrival, nights) };
    }
    case "rate":
      if (room.rateId === step.rateId) return undefined;
      room.rateId = step.rateId;
      return { ...stay, rooms };
    case "add-room":
      return rooms.length >= MAX_ROOMS ? undefined : { ...stay, rooms: [...rooms, step.room] };
    case "remove-room":
      return rooms.length <= 1 ? undefined : { ...stay, rooms: rooms.filter((_, i) => i !== at) };
    case "category":
      room.roomTypeId = room.roomTypeId === 1 ? 2 : 1;
      return { ...stay, rooms };
    case "guests":
      room.adults = room.adults === 1 ? 2 : 1;
      return { ...stay, rooms };
    case "remove-extra":
      return stay.extras.length === 0 ? undefined : { ...stay, rooms, extras: stay.extras.slice(1) };
    default:
      return undefined;
  }
}

/** The prices of a stay's parts: rooms from `roomPrice`, the extras and the transfer from `addOns`. */
export function pricesOf(stay: Stay, roomPrices: readonly number[], addOns: Prices): Map<string, number> {
  const prices = new Map<string, number>();
  roomPrices.forEach((price, index) => prices.set(`room:${index}`, price));
  for (const code of stay.extras) prices.set(`extra:${code}`, addOns.get(`extra:${code}`) ?? 0);
  if (stay.transfer) prices.set("transfer", addOns.get("transfer") ?? 0);
  return prices;
}
