/**
 * The managers' bookings list as a CSV file for Excel (the Studio's «Бронирования», «Скачать
 * CSV»; docs/studio-tools.md#bookings): every booking the filter finds, in its order — all pages,
 * not the one on screen. Russian Excel opens it as it is: UTF-8 with a byte-order mark (else it
 * reads Cyrillic as cp1251), `;` between fields (its list separator), a header row in Russian,
 * dates as ДД.ММ.ГГГГ, money in whole roubles as plain numbers (so they sum).
 */
import { HOTEL_TIME_ZONE, hotelDate, hotelToday, type IsoDate } from "../../../rules";
import {
  extrasOfMany,
  roomsOfMany,
  searchReservations,
  type ReservationFilter,
} from "../../db/repositories/reservations";
import type { ReservationStatus } from "../../db/schema";
import type { EngineContext } from "../context";
import { toDetails, type ReservationDetails } from "../reservations/reservations";
import { paymentMethodsOfMany, type PaymentMethod } from "./booking-payments";

const STATUS_TITLES: Record<ReservationStatus, string> = {
  held: "Ожидает оплаты",
  confirmed: "Подтверждена",
  canceled: "Отменена",
  expired: "Истекла",
};

const METHOD_TITLES: Record<PaymentMethod, string> = { card: "Карта", sbp: "СБП" };

const TRANSFER_TITLES = { to: "В отель", from: "В аэропорт", "to-from": "Туда и обратно" } as const;

/** Rows read per query while the file is written. */
const PAGE = 200;

/** ДД.ММ.ГГГГ: the date Russian Excel reads as a date. */
const russianDate = (date: IsoDate): string => date.split("-").reverse().join(".");

const TIME = new Intl.DateTimeFormat("ru-RU", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: HOTEL_TIME_ZONE,
});

/** «28.11.2026 15:30» in the hotel's zone. */
const russianInstant = (instant: Date): string =>
  `${russianDate(hotelDate(instant))} ${TIME.format(instant)}`;

/**
 * One field: in quotes when it holds the separator, a quote or a line break (quotes doubled);
 * text that Excel would take for a formula (=, +, -, @ first) starts with an apostrophe, so a
 * guest's name never runs as one.
 */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMNS: readonly [
  string,
  (booking: ReservationDetails, methods: PaymentMethod[]) => string | number,
][] = [
  ["Номер брони", (b) => b.reference],
  ["Статус", (b) => STATUS_TITLES[b.status]],
  [
    "Гость",
    (b) => [b.mainGuest.lastName, b.mainGuest.firstName, b.mainGuest.middleName].filter(Boolean).join(" "),
  ],
  ["Телефон", (b) => b.mainGuest.phone],
  ["E-mail", (b) => b.mainGuest.email],
  ["Заезд", (b) => russianDate(b.arrival)],
  ["Выезд", (b) => russianDate(b.departure)],
  ["Ночей", (b) => b.nights],
  [
    "Номера",
    (b) =>
      b.rooms
        .map(
          (room) =>
            `${room.roomTypeTitle}, ${room.ratePlanTitle}: взрослых ${room.adults}` +
            (room.children ? `, детей ${room.children}` : ""),
        )
        .join("; "),
  ],
  ["Гостей", (b) => b.rooms.reduce((sum, room) => sum + room.adults + room.children, 0)],
  ["Сумма, ₽", (b) => b.amounts.total],
  ["Оплачено, ₽", (b) => b.amounts.paid],
  ["Возвращено, ₽", (b) => b.amounts.refunded],
  ["К оплате, ₽", (b) => b.amounts.balanceDue],
  ["Способ оплаты", (_, methods) => methods.map((method) => METHOD_TITLES[method]).join(", ")],
  ["Время заезда", (b) => b.arrivalTime ?? ""],
  [
    "Трансфер",
    (b) => {
      const transfer = b.transfer;
      if (!transfer) return "";
      const flights = [
        transfer.arrivalFlightNumber
          ? `прилёт ${transfer.arrivalFlightNumber} ${transfer.arrivalDate ?? ""}`
          : "",
        transfer.departureFlightNumber
          ? `вылет ${transfer.departureFlightNumber} ${transfer.departureDate ?? ""}`
          : "",
      ]
        .map((flight) => flight.trim())
        .filter(Boolean);
      return [TRANSFER_TITLES[transfer.type], ...flights].join(", ");
    },
  ],
  ["Комментарий", (b) => b.comment],
  ["Создана", (b) => russianInstant(b.createdAt)],
];

export interface BookingsFile {
  fileName: string;
  /** The file's text, the byte-order mark first. */
  csv: string;
  rows: number;
}

/** Every booking `filter` finds, in its order, as the CSV file. */
export async function bookingsCsv(ctx: EngineContext, filter: ReservationFilter): Promise<BookingsFile> {
  const now = ctx.clock.now();
  const lines = [COLUMNS.map(([title]) => csvField(title)).join(";")];
  let rows = 0;
  for (let offset = 0; ; offset += PAGE) {
    const page = await searchReservations(ctx.db, { ...filter, limit: PAGE, offset });
    // A page's rooms, extras and payments in three queries, not six per booking: a year's file
    // of a few thousand bookings is written in seconds.
    const ids = page.rows.map((row) => row.id);
    const [rooms, extras, methods] = [
      await roomsOfMany(ctx.db, ids),
      await extrasOfMany(ctx.db, ids),
      await paymentMethodsOfMany(ctx.db, ids),
    ];
    for (const row of page.rows) {
      const booking = toDetails(
        { reservation: row, rooms: rooms.get(row.id) ?? [], extras: extras.get(row.id) ?? [] },
        now,
        null,
      );
      lines.push(COLUMNS.map(([, value]) => csvField(value(booking, methods.get(row.id) ?? []))).join(";"));
      rows += 1;
    }
    if (page.rows.length < PAGE) break;
  }
  return {
    fileName: `bookings-${hotelToday(now)}.csv`,
    // CRLF between records, as RFC 4180 and Excel write them.
    csv: `\uFEFF${lines.join("\r\n")}\r\n`,
    rows,
  };
}
