/**
 * Logistics follow the stay (docs/money.md#logistics-follow-the-stay): a change of dates moves the
 * booking's transfer with it, and a transfer that names a flight waits for the guest to confirm
 * the flight for the new date («Уточните рейс»); the guest gives it with `updateTransferFlights`.
 */
import {
  addDays,
  daysBetween,
  formatUrlDate,
  hotelToday,
  isIsoDate,
  parseIsoDate,
  parseUrlDate,
  type IsoDate,
} from "../../../rules";
import { inTransaction, type Executor } from "../../db";
import {
  insertEvents,
  lockReservation,
  updateReservation,
  type ReservationRow,
} from "../../db/repositories/reservations";
import type { TransferDetails } from "../../db/schema";
import { mailHotel } from "../mail/booking-mails";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import { afterCommit } from "./settlement";
import { effectiveStatus, loadDetails, notFound, type ReservationDetails } from "./reservations";

export interface StayDates {
  arrival: IsoDate;
  departure: IsoDate;
}

/** A transfer's date as stored: `YYYY-MM-DD` (the site), `dd.MM.yyyy` (older clients), or free text. */
function readDate(text: string): { date: IsoDate; write: (date: IsoDate) => string } | undefined {
  const iso = parseIsoDate(text.trim());
  if (iso) return { date: iso, write: (date) => date };
  const dotted = parseUrlDate(text.trim());
  if (dotted) return { date: dotted, write: formatUrlDate };
  return undefined;
}

/**
 * One leg of the transfer after its stay day moved by `shift` days: a date it can read moves by as
 * many days (a flight on the arrival day stays on it; one the evening before stays the evening
 * before), in the same writing. `confirm`: the leg names a flight, or a date that could not be
 * read, so the guest is to confirm it.
 */
function moveLeg(
  flight: string | undefined,
  date: string | undefined,
  shift: number,
): { date: string | undefined; confirm: boolean } {
  if (shift === 0) return { date, confirm: false };
  const read = date ? readDate(date) : undefined;
  const moved = read ? read.write(addDays(read.date, shift)) : date;
  return { date: moved, confirm: Boolean(flight?.trim()) || (Boolean(date?.trim()) && !read) };
}

/**
 * The transfer after the stay moved from `before` to `after`: a transfer to the hotel follows the
 * arrival day, one from the hotel the departure day (`to-from` both). Returns the same object when
 * nothing moves, so a caller can tell whether to store it.
 */
export function transferFollowingStay(
  transfer: TransferDetails | null,
  before: StayDates,
  after: StayDates,
): TransferDetails | null {
  if (!transfer) return transfer;
  const arrives = transfer.type !== "from";
  const leaves = transfer.type !== "to";
  const arrival = moveLeg(
    transfer.arrivalFlightNumber,
    transfer.arrivalDate,
    arrives ? daysBetween(before.arrival, after.arrival) : 0,
  );
  const departure = moveLeg(
    transfer.departureFlightNumber,
    transfer.departureDate,
    leaves ? daysBetween(before.departure, after.departure) : 0,
  );
  const confirm = arrival.confirm || departure.confirm;
  if (arrival.date === transfer.arrivalDate && departure.date === transfer.departureDate && !confirm) {
    return transfer;
  }
  return {
    ...transfer,
    ...(arrival.date === undefined ? {} : { arrivalDate: arrival.date }),
    ...(departure.date === undefined ? {} : { departureDate: departure.date }),
    ...(confirm || transfer.flightToConfirm ? { flightToConfirm: true } : {}),
  };
}

/** «прилёт SU1234, 2026-12-05; вылет …» for the booking's history. */
/** A transfer's date as a manager reads it: `YYYY-MM-DD` → `dd.MM.yyyy`, any other writing as it is. */
function shownDate(date: string): string {
  return isIsoDate(date) ? formatUrlDate(date) : date;
}

function describeTransfer(transfer: TransferDetails): string {
  const leg = (label: string, flight: string | undefined, date: string | undefined) =>
    flight || date ? [`${label} ${[flight, date && shownDate(date)].filter(Boolean).join(", ")}`] : [];
  const legs = [
    ...(transfer.type !== "from" ? leg("прилёт", transfer.arrivalFlightNumber, transfer.arrivalDate) : []),
    ...(transfer.type !== "to" ? leg("вылет", transfer.departureFlightNumber, transfer.departureDate) : []),
  ];
  return legs.length > 0 ? legs.join("; ") : "без рейсов";
}

/**
 * The transfer a booking's new stay takes (replaceStay writes it), with an event in the booking's
 * history when it moved.
 */
export async function moveTransfer(
  tx: Executor,
  reservation: ReservationRow,
  stay: StayDates,
  now: Date,
): Promise<TransferDetails | null> {
  const moved = transferFollowingStay(reservation.transfer, reservation, stay);
  if (moved && moved !== reservation.transfer) {
    await insertEvents(tx, [
      {
        reservationId: reservation.id,
        at: now,
        type: "transfer_moved",
        status: reservation.status,
        note:
          `Трансфер перенесён на новые даты: ${describeTransfer(moved)}` +
          (moved.flightToConfirm ? ". Рейс нужно уточнить" : ""),
        data: { before: reservation.transfer, after: moved },
      },
    ]);
  }
  return moved;
}

/** The flights the guest gives for the booking's transfer; a leg's absent fields stay as stored. */
export interface FlightUpdate {
  arrivalFlightNumber?: string | undefined;
  arrivalDate?: IsoDate | undefined;
  departureFlightNumber?: string | undefined;
  departureDate?: IsoDate | undefined;
  comment?: string | undefined;
}

/**
 * The transfer with the guest's flights, checked against the booking: only the legs it has, dates
 * within the stay give or take a day. The flight counts as confirmed.
 */
export function withFlights(
  transfer: TransferDetails | null,
  stay: StayDates,
  update: FlightUpdate,
): TransferDetails {
  if (!transfer) {
    throw new BookingError("TRANSFER_NOT_BOOKED", "В брони нет трансфера: уточнять нечего");
  }
  const arrival = update.arrivalFlightNumber !== undefined || update.arrivalDate !== undefined;
  const departure = update.departureFlightNumber !== undefined || update.departureDate !== undefined;
  if ((arrival && transfer.type === "from") || (departure && transfer.type === "to")) {
    throw new BookingError(
      "TRANSFER_NOT_BOOKED",
      transfer.type === "to"
        ? "Трансфер заказан только из аэропорта в отель: рейс вылета указывать не нужно"
        : "Трансфер заказан только из отеля в аэропорт: рейс прилёта указывать не нужно",
      { type: transfer.type },
    );
  }
  const earliest = addDays(stay.arrival, -1);
  const latest = addDays(stay.departure, 1);
  for (const [field, date] of [
    ["arrival_date", update.arrivalDate],
    ["departure_date", update.departureDate],
  ] as const) {
    if (date !== undefined && (date < earliest || date > latest)) {
      throw new BookingError(
        "TRANSFER_DATE_OUTSIDE_STAY",
        `Дата рейса должна быть в пределах проживания: с ${formatUrlDate(earliest)} по ${formatUrlDate(latest)}`,
        { field, earliest, latest },
      );
    }
  }
  const { flightToConfirm: _confirmed, ...rest } = transfer;
  return {
    ...rest,
    ...(update.arrivalFlightNumber !== undefined ? { arrivalFlightNumber: update.arrivalFlightNumber } : {}),
    ...(update.arrivalDate !== undefined ? { arrivalDate: update.arrivalDate } : {}),
    ...(update.departureFlightNumber !== undefined
      ? { departureFlightNumber: update.departureFlightNumber }
      : {}),
    ...(update.departureDate !== undefined ? { departureDate: update.departureDate } : {}),
    ...(update.comment !== undefined ? { comment: update.comment } : {}),
  };
}

/** The booking, locked, while its transfer may still change: held or confirmed, the stay not begun. */
async function lockBeforeStay(tx: Executor, reservationId: string, now: Date): Promise<ReservationRow> {
  const row = await lockReservation(tx, reservationId);
  if (!row) throw notFound();
  const status = effectiveStatus(row, now);
  if (status !== "held" && status !== "confirmed") {
    throw new BookingError("RESERVATION_NOT_ACTIVE", "Бронирование уже не действует", { status });
  }
  if (row.arrival < hotelToday(now)) {
    throw new BookingError("STAY_STARTED", "Проживание уже началось: трансфер — через администратора отеля");
  }
  return row;
}

/**
 * The guest gives the transfer's flights (after a change of dates asked for them, or any time
 * before the stay): stored, the «Уточните рейс» mark cleared, written into the history, and the
 * hotel told when the booking is paid.
 */
export async function updateTransferFlights(
  ctx: EngineContext,
  reservationId: string,
  update: FlightUpdate,
): Promise<ReservationDetails> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const current = await lockBeforeStay(tx, reservationId, now);
    const transfer = withFlights(current.transfer, current, update);
    const updated = await updateReservation(tx, reservationId, { transfer, updatedAt: now });
    await insertEvents(tx, [
      {
        reservationId,
        at: now,
        type: "transfer_changed",
        status: current.status,
        note: `Гость уточнил трансфер: ${describeTransfer(transfer)}`,
        data: { before: current.transfer, after: transfer },
      },
    ]);
    if (current.status === "confirmed") {
      await mailHotel(ctx, tx, reservationId, now, { kind: "transfer" });
    }
    return updated;
  });
  await afterCommit(ctx);
  return loadDetails(ctx.db, row, now);
}
