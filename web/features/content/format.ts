/**
 * How content values read on the page, in its language: prices with the language's money
 * formatting (rules/money.ts), opening hours, minutes, car specifications. The words are the
 * catalogue's (web/messages/formats.ts); Russian is the default. Pure, so the pages and their tests
 * share them.
 */
import { createTranslator } from "use-intl/core";
import { HOTEL_TIME_ZONE } from "@rules/dates";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { formatMoney } from "@rules/money";
import { PRICE_UNITS } from "@schemas/lib/constants";
import { typographIn } from "@web/lib/typography";
import { MESSAGES } from "@web/messages";
import type { HoursText, PriceText } from "./types";

/** The catalogue's formats in a language. */
export function formatWords(language: Language) {
  return createTranslator({
    locale: language,
    messages: MESSAGES[language],
    namespace: "formats",
    timeZone: HOTEL_TIME_ZONE,
  });
}

/** The pages' words in a language: the fallbacks of a label the content leaves empty. */
export function pageWords(language: Language) {
  return createTranslator({
    locale: language,
    messages: MESSAGES[language],
    namespace: "pages",
    timeZone: HOTEL_TIME_ZONE,
  });
}

/**
 * A room's starting price: «От 12 300 ₽/сутки» (as rules/money.ts's formatFromPerNight writes it),
 * "From ₽12,300 a night".
 */
export function fromPerNight(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  return createTranslator({
    locale: language,
    messages: MESSAGES[language],
    namespace: "components.room",
    timeZone: HOTEL_TIME_ZONE,
  })("fromPerNight", { amount: formatMoney(amount, language) });
}

type Unit = (typeof PRICE_UNITS)[number]["value"];

/** A price unit's words after the amount («в час», "an hour"); "" for none or an unknown one. */
export function priceUnitText(
  unit: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const known = PRICE_UNITS.find((option) => option.value === unit)?.value as Unit | undefined;
  return known ? formatWords(language)(`units.${known}`) : "";
}

export interface PriceLineInput {
  title?: string | null;
  amount?: number | null;
  isFrom?: boolean | null;
  unit?: string | null;
  minQuantity?: number | null;
  note?: string | null;
}

/**
 * «от 4 000 ₽ в час», «60 000 ₽ за двоих», «Бесплатно» for zero; in English "from ₽4,000 an hour",
 * "Free".
 */
export function priceText(
  line: PriceLineInput,
  language: Language = DEFAULT_LANGUAGE,
): PriceText | undefined {
  if (typeof line.amount !== "number" || !Number.isSafeInteger(line.amount)) return undefined;
  const t = formatWords(language);
  const money = formatMoney(line.amount, language);
  const amount =
    line.amount === 0 ? t("price.free") : line.isFrom ? t("price.from", { amount: money }) : money;
  const unit = line.amount === 0 ? "" : priceUnitText(line.unit, language);
  const minimum = line.minQuantity
    ? t("price.minimum", {
        count: line.minQuantity,
        unit: line.unit === "perHour" ? t("price.hours", { count: line.minQuantity }) : t("price.pieces"),
      })
    : "";
  const space = language === "ru" ? "\u00A0" : " ";
  return {
    ...(line.title ? { title: typographIn(line.title, language) } : {}),
    text: `${amount}${unit ? `${space}${unit}` : ""}${minimum}`,
    ...(line.note ? { note: typographIn(line.note, language) } : {}),
  };
}

export interface HoursLineInput {
  label?: string | null;
  from?: string | null;
  to?: string | null;
  note?: string | null;
}

export function hoursText(line: HoursLineInput): HoursText | undefined {
  if (!line.label || !line.from || !line.to) return undefined;
  return { label: line.label, time: `${line.from}–${line.to}`, ...(line.note ? { note: line.note } : {}) };
}

/** «30 мин», «2 ч», «1 ч 10 мин»; "30 min", "2 h", "1 h 10 min". */
export function durationText(
  minutes: number | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (!minutes || minutes <= 0) return "";
  const t = formatWords(language);
  if (minutes < 60) return t("duration.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t("duration.hours", { hours })
    : t("duration.hoursAndMinutes", { hours, minutes: rest });
}

export interface TransferTariffInput {
  destination?: string | null;
  price?: number | null;
  nightPrice?: number | null;
  note?: string | null;
}

/**
 * A line of the transfer table: the destination and its price, «днём 4 000 ₽, ночью 7 000 ₽»
 * when the night has its own price (the casino). Undefined without a destination or a price.
 */
export function transferTariffLine(
  tariff: TransferTariffInput,
  language: Language = DEFAULT_LANGUAGE,
): { destination: string; price: string; note?: string } | undefined {
  if (!tariff.destination || typeof tariff.price !== "number" || !Number.isSafeInteger(tariff.price))
    return undefined;
  const night = tariff.nightPrice;
  const price =
    typeof night === "number" && Number.isSafeInteger(night) && night !== tariff.price
      ? formatWords(language)("price.dayAndNight", {
          day: formatMoney(tariff.price, language),
          night: formatMoney(night, language),
        })
      : formatMoney(tariff.price, language);
  return { destination: tariff.destination, price, ...(tariff.note ? { note: tariff.note } : {}) };
}

/** A spa procedure's price as the picker shows it: «4 000 ₽», «25 000 ₽ с человека», "₽25,000 per person". */
export function spaPriceText(
  price: number | null | undefined,
  unit: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (typeof price !== "number") return "";
  const words = unit && unit !== "perProcedure" ? priceUnitText(unit, language) : "";
  const unitTitle = words ? `${language === "ru" ? "\u00A0" : " "}${words}` : "";
  return `${formatMoney(price, language)}${unitTitle}`;
}

/**
 * «Ресторан» for one restaurant, «Рестораны» for more (in English, "Restaurant" and "Restaurants"):
 * the menu link and the heading of /restaurant follow the count, so a manager who adds a second
 * restaurant need not rename them.
 * A label that is neither word (a manager's own) stands as written.
 */
export function restaurantsLabel(label: string, count: number): string {
  const word = label.trim().toLocaleLowerCase();
  const forms = RESTAURANT_WORDS.find(
    ({ one, many }) => word === one.toLocaleLowerCase() || word === many.toLocaleLowerCase(),
  );
  if (!forms) return label;
  return count > 1 ? forms.many : forms.one;
}

/** The word in each language's menu: a Russian label and its English twin follow the count alike. */
const RESTAURANT_WORDS = [
  { one: "Ресторан", many: "Рестораны" },
  { one: "Restaurant", many: "Restaurants" },
] as const;
