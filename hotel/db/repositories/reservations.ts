/** Reservations, their rooms, extras and status history. No business rules here. */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { addDays, hotelInstant, phoneSearch, type IsoDate } from "../../../rules";
import type { Executor } from "../index";
import {
  invoices,
  ratePlans,
  reservationEvents,
  reservationExtras,
  reservationRooms,
  reservations,
  roomTypes,
  type ReservationStatus,
} from "../schema";
import type { ReservationSort } from "../../statuses";
import { lapsedCondition, type HoldLapse } from "./hold-lapse";

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type ReservationRoomRow = typeof reservationRooms.$inferSelect;
export type NewReservationRoom = Omit<typeof reservationRooms.$inferInsert, "reservationId">;
export type ReservationExtraRow = typeof reservationExtras.$inferSelect;
export type NewReservationExtra = Omit<typeof reservationExtras.$inferInsert, "reservationId">;
export type ReservationEventRow = typeof reservationEvents.$inferSelect;

export interface RoomWithTitles extends ReservationRoomRow {
  roomTypeTitle: string;
  ratePlanTitle: string;
}

export interface ReservationAggregate {
  reservation: ReservationRow;
  rooms: RoomWithTitles[];
  extras: ReservationExtraRow[];
}

/** Inserts a reservation unless its reference is taken (then undefined: draw another). */
export async function insertReservation(
  tx: Executor,
  row: NewReservation,
): Promise<ReservationRow | undefined> {
  const [inserted] = await tx
    .insert(reservations)
    .values(row)
    .onConflictDoNothing({ target: reservations.reference })
    .returning();
  return inserted;
}

/**
 * The inserts of a reservation's rooms, extras and events as statements not yet run (undefined
 * when there is nothing to insert), for a caller that sends them along with another statement.
 */
export function roomsInsert(tx: Executor, reservationId: string, rooms: readonly NewReservationRoom[]) {
  if (rooms.length === 0) return undefined;
  return tx.insert(reservationRooms).values(rooms.map((room) => ({ ...room, reservationId })));
}

export async function deleteRooms(tx: Executor, reservationId: string): Promise<void> {
  await tx.delete(reservationRooms).where(eq(reservationRooms.reservationId, reservationId));
}

export async function deleteExtras(tx: Executor, reservationId: string): Promise<void> {
  await tx.delete(reservationExtras).where(eq(reservationExtras.reservationId, reservationId));
}

export async function insertExtras(
  tx: Executor,
  reservationId: string,
  extras: readonly NewReservationExtra[],
): Promise<void> {
  const statement = extrasInsert(tx, reservationId, extras);
  if (statement) await statement;
}

export function extrasInsert(tx: Executor, reservationId: string, extras: readonly NewReservationExtra[]) {
  if (extras.length === 0) return undefined;
  return tx.insert(reservationExtras).values(extras.map((extra) => ({ ...extra, reservationId })));
}

export type NewReservationEvent = typeof reservationEvents.$inferInsert;

export async function insertEvents(tx: Executor, events: readonly NewReservationEvent[]): Promise<void> {
  const statement = eventsInsert(tx, events);
  if (statement) await statement;
}

export function eventsInsert(tx: Executor, events: readonly NewReservationEvent[]) {
  if (events.length === 0) return undefined;
  return tx.insert(reservationEvents).values([...events]);
}

export async function findReservation(db: Executor, id: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

/** The reservation row, locked for the rest of the transaction. */
export async function lockReservation(tx: Executor, id: string): Promise<ReservationRow | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update");
  return row;
}

export async function findByReference(db: Executor, reference: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.reference, reference));
  return row;
}

/** The active reservation a session created with the same request, if any. */
export async function findActiveBySessionRequest(
  db: Executor,
  sessionId: string,
  requestHash: string,
): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.sessionId, sessionId),
        eq(reservations.requestHash, requestHash),
        inArray(reservations.status, ["held", "confirmed"]),
      ),
    );
  return row;
}

/** Unpaid holds of a session with no payment under way (locked). */
export async function lockHeldOfSessionWithoutPayment(
  tx: Executor,
  sessionId: string,
): Promise<ReservationRow[]> {
  return tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.sessionId, sessionId),
        eq(reservations.status, "held"),
        notExists(
          tx
            .select({ id: invoices.id })
            .from(invoices)
            .where(
              and(
                eq(invoices.reservationId, reservations.id),
                inArray(invoices.status, ["waiting", "succeeded"]),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(reservations.createdAt))
    .for("update");
}

export async function updateReservation(
  tx: Executor,
  id: string,
  patch: Partial<Omit<NewReservation, "id">>,
): Promise<ReservationRow> {
  const [row] = await tx.update(reservations).set(patch).where(eq(reservations.id, id)).returning();
  if (!row) throw new Error(`Reservation ${id} vanished during an update`);
  return row;
}

export async function roomsOf(db: Executor, reservationId: string): Promise<RoomWithTitles[]> {
  return (await roomsOfMany(db, [reservationId])).get(reservationId) ?? [];
}

/** Each reservation's rooms with their titles, in one query (lists and exports read many). */
export async function roomsOfMany(
  db: Executor,
  reservationIds: readonly string[],
): Promise<Map<string, RoomWithTitles[]>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({ room: reservationRooms, roomTypeTitle: roomTypes.title, ratePlanTitle: ratePlans.title })
    .from(reservationRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, reservationRooms.roomTypeId))
    .innerJoin(ratePlans, eq(ratePlans.id, reservationRooms.ratePlanId))
    .where(inArray(reservationRooms.reservationId, [...reservationIds]))
    .orderBy(asc(reservationRooms.reservationId), asc(reservationRooms.idx));
  return groupBy(
    rows.map((row) => ({ ...row.room, roomTypeTitle: row.roomTypeTitle, ratePlanTitle: row.ratePlanTitle })),
  );
}

export async function extrasOf(db: Executor, reservationId: string): Promise<ReservationExtraRow[]> {
  return (await extrasOfMany(db, [reservationId])).get(reservationId) ?? [];
}

/** Each reservation's extras, in one query. */
export async function extrasOfMany(
  db: Executor,
  reservationIds: readonly string[],
): Promise<Map<string, ReservationExtraRow[]>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reservationExtras)
    .where(inArray(reservationExtras.reservationId, [...reservationIds]))
    .orderBy(asc(reservationExtras.reservationId), asc(reservationExtras.id));
  return groupBy(rows);
}

/** Rows by their reservation, each list in the rows' order. */
function groupBy<Row extends { reservationId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const byReservation = new Map<string, Row[]>();
  for (const row of rows) {
    const list = byReservation.get(row.reservationId);
    if (list) list.push(row);
    else byReservation.set(row.reservationId, [row]);
  }
  return byReservation;
}

export async function aggregateOf(db: Executor, reservation: ReservationRow): Promise<ReservationAggregate> {
  const [rooms, extras] = [await roomsOf(db, reservation.id), await extrasOf(db, reservation.id)];
  return { reservation, rooms, extras };
}

export function eventsOf(db: Executor, reservationId: string): Promise<ReservationEventRow[]> {
  return db
    .select()
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, reservationId))
    .orderBy(asc(reservationEvents.id));
}

export interface ReservationFilter {
  text?: string | undefined;
  status?: ReservationStatus | undefined;
  arrivalFrom?: IsoDate | undefined;
  arrivalTo?: IsoDate | undefined;
  departureFrom?: IsoDate | undefined;
  departureTo?: IsoDate | undefined;
  /** Made on or after this day of the hotel's calendar. */
  createdFrom?: IsoDate | undefined;
  /** Made on or before this day of the hotel's calendar (the whole day). */
  createdTo?: IsoDate | undefined;
  /** Absent → the newest first. */
  sort?: ReservationSort | undefined;
  order?: "asc" | "desc" | undefined;
}

export interface ReservationSearch extends ReservationFilter {
  limit: number;
  offset: number;
}

function searchConditions(search: ReservationFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (search.text) {
    const like = (text: string) => `%${text.replace(/[%_\\]/g, (match) => `\\${match}`)}%`;
    const phone = phoneSearch(search.text);
    // Every word somewhere in the reference, e-mail or names: «Иванова Анна» finds Анна Иванова.
    const words = search.text.split(/\s+/).filter(Boolean);
    const wordConditions = words.flatMap((word) => {
      const pattern = like(word);
      const any = or(
        ilike(reservations.reference, pattern),
        ilike(reservations.email, pattern),
        ilike(reservations.lastName, pattern),
        ilike(reservations.firstName, pattern),
        ilike(reservations.middleName, pattern),
      );
      return any ? [any] : [];
    });
    const textConditions: SQL[] = [];
    const allWords = and(...wordConditions);
    if (allWords) textConditions.push(allWords);
    // A phone in any writing, partial too (the trunk «8» taken as +7, as when it was stored).
    if (phone) textConditions.push(sql`${reservations.phoneDigits} LIKE ${`%${phone.contains}%`}`);
    if (phone?.startsWith)
      textConditions.push(sql`${reservations.phoneDigits} LIKE ${`${phone.startsWith}%`}`);
    const combined = or(...textConditions);
    if (combined) conditions.push(combined);
  }
  if (search.status) conditions.push(eq(reservations.status, search.status));
  if (search.arrivalFrom) conditions.push(gte(reservations.arrival, search.arrivalFrom));
  if (search.arrivalTo) conditions.push(lte(reservations.arrival, search.arrivalTo));
  if (search.departureFrom) conditions.push(gte(reservations.departure, search.departureFrom));
  if (search.departureTo) conditions.push(lte(reservations.departure, search.departureTo));
  if (search.createdFrom) conditions.push(gte(reservations.createdAt, hotelInstant(search.createdFrom)));
  if (search.createdTo) {
    conditions.push(lt(reservations.createdAt, hotelInstant(addDays(search.createdTo, 1))));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function searchOrder(search: ReservationFilter): SQL[] {
  const direction = search.order === "asc" ? asc : desc;
  const keys = {
    created: [reservations.createdAt],
    arrival: [reservations.arrival, reservations.departure],
    departure: [reservations.departure, reservations.arrival],
    total: [reservations.totalAmount],
    name: [
      sql`lower(${reservations.lastName})`,
      sql`lower(${reservations.firstName})`,
      sql`lower(${reservations.middleName})`,
    ],
  }[search.sort ?? "created"];
  // The creation and the id after the key: one order even among equal keys, so pages never overlap.
  return [
    ...keys.map((key) => direction(key)),
    direction(reservations.createdAt),
    direction(reservations.id),
  ];
}

/**
 * Managers' search: by reference, guest name, e-mail or phone, status, arrival, departure and
 * creation dates; in the order asked, one page of it, and how many match in all.
 */
export async function searchReservations(
  db: Executor,
  search: ReservationSearch,
): Promise<{ rows: ReservationRow[]; total: number }> {
  const where = searchConditions(search);
  const rows = await db
    .select()
    .from(reservations)
    .where(where)
    .orderBy(...searchOrder(search))
    .limit(search.limit)
    .offset(search.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reservations)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Another booking of the same stay that still counts: the same arrival and departure, the same
 * guest (e-mail without regard to case, or the phone's digits) and live — confirmed, or held and
 * not `lapse`d; or any held or confirmed booking of the same session and request (the one the
 * session's unique index would refuse a second of). Confirmed ones first.
 */
export async function findLiveTwin(
  db: Executor,
  of: Pick<
    ReservationRow,
    "id" | "arrival" | "departure" | "email" | "phoneDigits" | "sessionId" | "requestHash"
  >,
  lapse: HoldLapse,
): Promise<ReservationRow | undefined> {
  const sameGuest = or(
    sql`lower(${reservations.email}) = lower(${of.email})`,
    of.phoneDigits ? eq(reservations.phoneDigits, of.phoneDigits) : undefined,
  );
  const live = or(
    eq(reservations.status, "confirmed"),
    and(
      eq(reservations.status, "held"),
      sql`NOT ${lapsedCondition(sql`${reservations.status}`, sql`${reservations.holdExpiresAt}`, lapse)}`,
    ),
  );
  const sameRequest =
    of.sessionId && of.requestHash
      ? and(
          eq(reservations.sessionId, of.sessionId),
          eq(reservations.requestHash, of.requestHash),
          inArray(reservations.status, ["held", "confirmed"]),
        )
      : undefined;
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        ne(reservations.id, of.id),
        or(
          and(
            eq(reservations.arrival, of.arrival),
            eq(reservations.departure, of.departure),
            sameGuest,
            live,
          ),
          sameRequest,
        ),
      ),
    )
    .orderBy(sql`${reservations.status} = 'confirmed' DESC`, asc(reservations.createdAt))
    .limit(1);
  return row;
}

/**
 * Transaction-scoped advisory locks on the given keys (sorted, so two holders never wait for each
 * other crosswise): transactions that lock the same key run one after the other.
 */
export async function lockKeys(tx: Executor, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/** Whether the booking's history has an event of `type` about the invoice (`data.invoice_id`). */
export async function hasInvoiceEvent(
  db: Executor,
  reservationId: string,
  type: string,
  invoiceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reservationEvents.id })
    .from(reservationEvents)
    .where(
      and(
        eq(reservationEvents.reservationId, reservationId),
        eq(reservationEvents.type, type),
        sql`${reservationEvents.data}->>'invoice_id' = ${invoiceId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
