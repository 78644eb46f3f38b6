/**
 * The money policy of docs/money.md as pure functions over a booking's parts and the money each
 * part holds. Nothing here reads a clock or a database: the ledger (ledger.ts) hands in the
 * accounts, the booking's current parts and `now`, and writes back the entries these functions
 * return. Every surface that shows a deadline or a refund reads `cancellationTerms`, so the
 * figures shown and the figures applied are one computation.
 */

/** When a part's money stops being refundable: never refundable, always, or until an instant. */
export type Refundable = "always" | "never" | Date;

/** A part of the booking as it now stands: a room (by its place), an extra, the transfer. */
export interface Part {
  /** `room:<idx>`, `extra:<code>` or `transfer`. */
  key: string;
  /** What it is, as a receipt names it. */
  title: string;
  /** Units and the price of one, for a receipt of the whole part. */
  quantity: number;
  unitPrice: number;
  /** The whole part's price: quantity × unit price. */
  price: number;
  refundable: Refundable;
}

/** The money one payment (invoice) holds for one part, and how much of it is non-refundable. */
export interface Account {
  part: string;
  invoiceId: string;
  title: string;
  held: number;
  kept: number;
}

export type EntryKind = "charge" | "refund" | "keep" | "move";

/** A ledger row to write: a change of one account's held or kept money. */
export interface Entry {
  kind: EntryKind;
  part: string;
  invoiceId: string;
  title: string;
  held: number;
  kept: number;
}

/** Money of parts that are gone from the booking but still hold it until it is refunded or moved. */
export const UNAPPLIED = "unapplied";

export function refundableAt(refundable: Refundable, now: Date): boolean {
  if (refundable === "always") return true;
  if (refundable === "never") return false;
  return now.getTime() < refundable.getTime();
}

function accountKey(part: string, invoiceId: string): string {
  return `${part}\u0000${invoiceId}`;
}

/** The accounts after these entries (accounts that hold nothing are dropped). */
export function applyEntries(accounts: readonly Account[], entries: readonly Entry[]): Account[] {
  const byKey = new Map<string, Account>();
  for (const account of accounts) byKey.set(accountKey(account.part, account.invoiceId), { ...account });
  for (const entry of entries) {
    const key = accountKey(entry.part, entry.invoiceId);
    const account = byKey.get(key) ?? {
      part: entry.part,
      invoiceId: entry.invoiceId,
      title: entry.title,
      held: 0,
      kept: 0,
    };
    account.held += entry.held;
    account.kept += entry.kept;
    if (entry.held > 0) account.title = entry.title;
    byKey.set(key, account);
  }
  return [...byKey.values()].filter((account) => account.held !== 0 || account.kept !== 0);
}

export function heldBy(accounts: readonly Account[], part?: string): number {
  return accounts.reduce(
    (sum, account) => sum + (part === undefined || account.part === part ? account.held : 0),
    0,
  );
}

function free(account: Account): number {
  return account.held - account.kept;
}

/** The entries that make money non-refundable: every part whose terms no longer let it go at `now`. */
export function lockEntries(parts: readonly Part[], accounts: readonly Account[], now: Date): Entry[] {
  const terms = new Map(parts.map((part) => [part.key, part.refundable]));
  return accounts.flatMap((account): Entry[] => {
    const refundable = terms.get(account.part);
    // Money of a part that is gone keeps the state it had (a change moves or refunds it first).
    if (refundable === undefined || refundableAt(refundable, now) || free(account) <= 0) return [];
    return [{ ...pick(account), kind: "keep", held: 0, kept: free(account) }];
  });
}

function pick(account: Account): Pick<Entry, "part" | "invoiceId" | "title"> {
  return { part: account.part, invoiceId: account.invoiceId, title: account.title };
}

/** Newest payment first (invoice ids compared by their order in `invoiceOrder`, later = newer). */
function newestFirst(accounts: readonly Account[], invoiceOrder: readonly string[]): Account[] {
  const rank = (account: Account) => invoiceOrder.indexOf(account.invoiceId);
  return [...accounts].sort((a, b) => rank(b) - rank(a));
}

export interface Settlement {
  /** The entries to write, in order. */
  entries: Entry[];
  /** What the booking still misses to be paid in full. */
  toPay: number;
  /** What goes back to the guest now (the sum of the `refund` entries). */
  toRefund: number;
  /** Money the parts now hold beyond their price that is non-refundable: the hotel keeps it. */
  kept: number;
  /** Money that these entries make non-refundable (a change to a stricter rate, a passed deadline). */
  becomesNonRefundable: number;
}

/**
 * Brings the money of a booking to its parts as they now stand (docs/money.md «Changes»): old
 * terms applied at `now`; parts that cost more take money from parts that cost less, non-refundable
 * money first; `payment` (if any) covers what is still missing; the rest of the parts that cost
 * less is refunded as far as it is refundable; then the new terms are applied.
 */
export function settle(input: {
  oldParts: readonly Part[];
  newParts: readonly Part[];
  accounts: readonly Account[];
  /** Invoice ids, oldest first. */
  invoiceOrder: readonly string[];
  now: Date;
  /** A payment that arrives with this settlement: its invoice id and amount. */
  payment?: { invoiceId: string; amount: number } | undefined;
  /** Whether what is left over is refunded (false while the booking still misses money). */
  refund?: boolean;
  /**
   * When the old terms are applied (step 1), if not `now`: a pending change paid within its hold
   * keeps the old terms as they stood when it was asked, as its quote said.
   */
  oldTermsAt?: Date | undefined;
}): Settlement {
  const { oldParts, newParts, now } = input;
  const entries: Entry[] = [];
  const push = (list: Entry[]) => {
    entries.push(...list);
    accounts = applyEntries(accounts, list);
  };
  let accounts = applyEntries(input.accounts, []);
  const keptBefore = accounts.reduce((sum, account) => sum + account.kept, 0);

  // 1. The old terms at this moment.
  push(lockEntries(oldParts, accounts, input.oldTermsAt ?? now));

  // 2. Parts that cost more take from parts that cost less, non-refundable money first.
  const price = new Map(newParts.map((part) => [part.key, part.price]));
  const titles = new Map(newParts.map((part) => [part.key, part.title]));
  const surplusOf = (part: string) => heldBy(accounts, part) - (price.get(part) ?? 0);
  // What a part holds beyond its price is its refundable money first: its non-refundable money
  // stays with it as long as the part costs it (docs/money.md «Changes», step 4).
  const keptSurplusOf = (part: string) =>
    Math.max(
      0,
      surplusOf(part) -
        accounts.reduce((sum, account) => sum + (account.part === part ? free(account) : 0), 0),
    );
  const shortfalls = newParts.map((part) => ({
    part: part.key,
    missing: part.price - heldBy(accounts, part.key),
  }));
  for (const keptFirst of [true, false]) {
    for (const shortfall of shortfalls) {
      for (const source of newestFirst(accounts, input.invoiceOrder)) {
        if (shortfall.missing <= 0) break;
        const surplus = surplusOf(source.part);
        if (surplus <= 0 || source.part === shortfall.part) continue;
        const movable = keptFirst ? Math.min(source.kept, keptSurplusOf(source.part)) : free(source);
        const amount = Math.min(movable, surplus, shortfall.missing);
        if (amount <= 0) continue;
        const kept = keptFirst ? amount : 0;
        const title = titles.get(shortfall.part) ?? shortfall.part;
        push([
          { ...pick(source), kind: "move", held: -amount, kept: -kept },
          { part: shortfall.part, invoiceId: source.invoiceId, title, kind: "move", held: amount, kept },
        ]);
        shortfall.missing -= amount;
      }
    }
  }

  // 3. A payment covers what is still missing, part by part; anything beyond goes to the first part.
  if (input.payment && input.payment.amount > 0) {
    let left = input.payment.amount;
    const charges: Entry[] = [];
    for (const shortfall of shortfalls) {
      const amount = Math.min(left, Math.max(0, shortfall.missing));
      if (amount <= 0) continue;
      charges.push(
        charge(shortfall.part, titles.get(shortfall.part) ?? shortfall.part, input.payment.invoiceId, amount),
      );
      shortfall.missing -= amount;
      left -= amount;
    }
    if (left > 0) {
      const first = newParts[0];
      charges.push(charge(first?.key ?? UNAPPLIED, first?.title ?? "Оплата", input.payment.invoiceId, left));
    }
    push(charges);
  }
  const toPay = shortfalls.reduce((sum, shortfall) => sum + Math.max(0, shortfall.missing), 0);

  // 4. What is left over in parts that cost less goes back as far as it is refundable.
  let toRefund = 0;
  if ((input.refund ?? true) && toPay === 0) {
    const refunds: Entry[] = [];
    for (const source of newestFirst(accounts, input.invoiceOrder)) {
      const surplus =
        surplusOf(source.part) +
        refunds.filter((entry) => entry.part === source.part).reduce((sum, entry) => sum + entry.held, 0);
      const amount = Math.min(free(source), surplus);
      if (amount <= 0) continue;
      refunds.push({ ...pick(source), kind: "refund", held: -amount, kept: 0 });
      toRefund += amount;
    }
    push(refunds);
  }

  // 5. The new terms at this moment.
  push(lockEntries(newParts, accounts, now));

  const kept = new Set(newParts.map((part) => part.key));
  const keptSurplus = [...new Set(accounts.map((account) => account.part))].reduce(
    (sum, part) => sum + Math.max(0, heldBy(accounts, part) - (kept.has(part) ? (price.get(part) ?? 0) : 0)),
    0,
  );
  return {
    entries,
    toPay,
    toRefund,
    kept: toPay === 0 ? keptSurplus : 0,
    becomesNonRefundable: accounts.reduce((sum, account) => sum + account.kept, 0) - keptBefore,
  };
}

function charge(part: string, title: string, invoiceId: string, amount: number): Entry {
  return { kind: "charge", part, invoiceId, title, held: amount, kept: 0 };
}

/** A cancellation at `now`: the terms applied, then every part's refundable money given back. */
export function cancellation(
  parts: readonly Part[],
  accounts: readonly Account[],
  invoiceOrder: readonly string[],
  now: Date,
  refund: boolean,
): { entries: Entry[]; refund: number; kept: number } {
  const entries = lockEntries(parts, accounts, now);
  let after = applyEntries(accounts, entries);
  const returned: Entry[] = [];
  for (const account of newestFirst(after, invoiceOrder)) {
    if (free(account) <= 0) continue;
    returned.push(
      refund
        ? { ...pick(account), kind: "refund", held: -free(account), kept: 0 }
        : { ...pick(account), kind: "keep", held: 0, kept: free(account) },
    );
  }
  entries.push(...returned);
  after = applyEntries(after, returned);
  return {
    entries,
    refund: returned.reduce((sum, entry) => sum - entry.held, 0),
    kept: after.reduce((sum, account) => sum + account.kept, 0),
  };
}

export interface CancellationTerms {
  /**
   * The one free-cancellation deadline: the earliest deadline of a room whose money is still
   * refundable (or, before any payment, of a room on a flexible rate); null when none is.
   */
  freeCancellationUntil: Date | null;
  /** What a cancellation at `now` gives back. */
  refundIfCancelled: number;
  /** What the hotel keeps whatever happens (non-refundable money held). */
  nonRefundable: number;
}

/**
 * Each room that still cancels free, with its deadline: the deadline is ahead, and its money is
 * still refundable at `now` (before any payment: its rate is flexible). A room whose money became
 * the hotel's, or whose deadline has passed, has none.
 */
export function roomDeadlines(
  parts: readonly Part[],
  accounts: readonly Account[],
  now: Date,
): Map<string, Date> {
  const after = applyEntries(accounts, lockEntries(parts, accounts, now));
  const paid = heldBy(after) > 0;
  const deadlines = new Map<string, Date>();
  for (const part of parts) {
    if (!(part.refundable instanceof Date) || part.refundable.getTime() <= now.getTime()) continue;
    if (paid && !after.some((account) => account.part === part.key && free(account) > 0)) continue;
    deadlines.set(part.key, part.refundable);
  }
  return deadlines;
}

/** The terms a booking stands on at `now`: read by every surface and applied by the refund. */
export function cancellationTerms(
  parts: readonly Part[],
  accounts: readonly Account[],
  now: Date,
): CancellationTerms {
  const after = applyEntries(accounts, lockEntries(parts, accounts, now));
  const deadlines = [...roomDeadlines(parts, accounts, now).values()].map((date) => date.getTime());
  return {
    freeCancellationUntil: deadlines.length > 0 ? new Date(Math.min(...deadlines)) : null,
    refundIfCancelled: after.reduce((sum, account) => sum + Math.max(0, free(account)), 0),
    nonRefundable: after.reduce((sum, account) => sum + account.kept, 0),
  };
}
