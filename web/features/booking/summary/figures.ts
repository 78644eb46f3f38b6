/**
 * The summary's figures (docs/booking-journey-guest-data.md «Summary»): what each room, extra and
 * the transfer cost and the total. The draft's prices are only a hint; the engine decides:
 * before the reservation exists, its search for the draft's stay prices the rooms (and tells a
 * room sold out meanwhile) and its catalogue prices the extras and the transfer; once the
 * reservation exists, its own amounts. Pure, so the page and its tests share it.
 */
import { nights, type IsoDate } from "@rules/dates";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { formatMoney, type TransferType } from "@rules/money";
import { journey } from "@web/messages/journey";
import type { ExtraOffer } from "@hotel/client/types";
import type { Availability, Json } from "../api";
import type { BookingDraft } from "../draft";
import { dayMonthShort, nightsText } from "../format";

/** «12 дек — 14 дек, 2 ночи». */
export function shortStayText(
  arrival: IsoDate,
  departure: IsoDate,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const day = (date: IsoDate) => dayMonthShort(date, language).replace(/\.$/, "");
  const dash = language === "ru" ? "—" : "–";
  return `${day(arrival)} ${dash} ${day(departure)}, ${nightsText(nights(arrival, departure), language)}`;
}

/** The nightly breakdown's heading: «2 ночи × 14 000 ₽» when every night costs the same. */
export function nightlyHeading(
  nightly: readonly { amount: number }[],
  language: Language = DEFAULT_LANGUAGE,
): string {
  const first = nightly[0];
  if (!first) return "";
  const same = nightly.every((night) => night.amount === first.amount);
  const count = nightsText(nightly.length, language);
  return same
    ? `${count} × ${formatMoney(first.amount, language)}`
    : journey[language].summary.byNight.replace("{nights}", count);
}

export interface SummaryRoom {
  index: number;
  roomTypeTitle: string;
  rateTitle: string;
  adults: number;
  children: number;
  /** The whole stay; the draft's hint until the engine has priced it. */
  amount: number;
  nightly: { date: string; amount: number }[];
  /** The engine's search no longer offers this room type and rate for the stay (or too few rooms). */
  soldOut: boolean;
}

export type CatalogueExtra = Json<ExtraOffer>;

export interface SummaryExtra {
  code: string;
  title: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface SummaryFigures {
  rooms: SummaryRoom[];
  extras: SummaryExtra[];
  /** The transfer's price is null until the engine has priced it (its catalogue, or the reservation). */
  transfer?: { type: TransferType; price: number | null };
  total: number;
  /** Every figure is the engine's (not the draft's hint). */
  confirmed: boolean;
  /** Some room can no longer be booked as chosen. */
  soldOut: boolean;
}

export const TRANSFER_TITLES: Record<TransferType, string> = journey.ru.summary.transfers;

/**
 * The transfer's price of a type as the engine's catalogue has it (extras `transfer-to`,
 * `transfer-from`, `transfer-to-from`); undefined without the catalogue or without that extra.
 * There is no other source: a manager changes these prices in the engine.
 */
export function catalogueTransferPrice(
  catalogue: readonly Pick<CatalogueExtra, "code" | "price">[] | undefined,
  type: TransferType,
): number | undefined {
  return catalogue?.find((item) => item.code === `transfer-${type}`)?.price;
}

export interface FigureSources {
  draft: BookingDraft;
  /** The engine's search for the draft's stay and guests (POST /api/booking/search). */
  availability?: Availability | undefined;
  /** The engine's extras catalogue (GET /api/booking/extras). */
  catalogue?: CatalogueExtra[] | undefined;
  /** The transfer as the form has it now (the draft's otherwise); null when the add-on is off. */
  transfer?: TransferType | null | undefined;
}

export function summaryFigures({ draft, availability, catalogue, transfer }: FigureSources): SummaryFigures {
  const reserved = draft.reservationId !== undefined && draft.total !== undefined;
  const chosenPerType = new Map<number, number>();
  for (const choice of draft.choices) {
    if (choice.room_type)
      chosenPerType.set(choice.room_type.id, (chosenPerType.get(choice.room_type.id) ?? 0) + 1);
  }

  const rooms = draft.choices.map((choice, index): SummaryRoom => {
    const booked = reserved ? draft.rooms?.[index] : undefined;
    const offer = availability?.choices[index]?.roomTypes.find((type) => type.id === choice.room_type?.id);
    const rate = offer?.rates.find((candidate) => candidate.id === choice.rate?.id);
    const tooFew = offer ? (chosenPerType.get(offer.id) ?? 0) > offer.availableRooms : false;
    return {
      index,
      roomTypeTitle: booked?.room_type_title ?? choice.room_type?.title ?? "",
      rateTitle: booked?.rate_title ?? choice.rate?.title ?? "",
      adults: choice.adults,
      children: choice.children,
      amount: booked?.amount ?? rate?.price ?? choice.rate?.price ?? 0,
      nightly: rate?.nightly ?? [],
      soldOut: !reserved && availability !== undefined && (!rate || tooFew),
    };
  });

  const extras = (draft.extras ?? []).map((extra): SummaryExtra => {
    const unitPrice = catalogue?.find((item) => item.code === extra.code)?.price ?? extra.unit_price;
    return {
      code: extra.code,
      title: extra.title,
      quantity: extra.quantity,
      unitPrice,
      amount: unitPrice * extra.quantity,
    };
  });

  const transferType = transfer === undefined ? draft.transfer?.type : (transfer ?? undefined);
  const transferLine = transferType
    ? {
        type: transferType,
        price:
          (reserved ? draft.transfer_price : undefined) ??
          catalogueTransferPrice(catalogue, transferType) ??
          null,
      }
    : undefined;

  const sum =
    rooms.reduce((total, room) => total + room.amount, 0) +
    extras.reduce((total, extra) => total + extra.amount, 0) +
    (transferLine?.price ?? 0);

  return {
    rooms,
    extras,
    ...(transferLine ? { transfer: transferLine } : {}),
    total: reserved && draft.total !== undefined ? draft.total : sum,
    // The catalogue prices only extras and the transfer: a stay without them needs only the search.
    // A transfer the catalogue does not price (not yet loaded, or without that extra) is no figure.
    confirmed:
      reserved ||
      (availability !== undefined &&
        (catalogue !== undefined || (extras.length === 0 && !transferLine)) &&
        transferLine?.price !== null),
    soldOut: rooms.some((room) => room.soldOut),
  };
}
