/**
 * Validation shared by the schema types, with the Russian messages a manager sees in the Studio.
 * The rules of the content (docs/content-model.md): amounts are integer rubles, durations integer
 * minutes, nothing is negative, required fields are never empty.
 */
import type { ArrayRule, NumberRule, StringRule, UrlRule } from "sanity";

/** Integer rubles, zero or more. */
export function rubles({ required = true }: { required?: boolean } = {}) {
  return (rule: NumberRule) => [
    ...(required ? [rule.required().error("Укажите сумму в рублях")] : []),
    rule.integer().error("Сумма — целое число рублей, без копеек"),
    rule.min(0).error("Сумма не может быть отрицательной"),
  ];
}

/** Integer minutes, more than zero. */
export function minutes({ required = true }: { required?: boolean } = {}) {
  return (rule: NumberRule) => [
    ...(required ? [rule.required().error("Укажите продолжительность в минутах")] : []),
    rule.integer().error("Продолжительность — целое число минут"),
    rule.min(1).error("Продолжительность должна быть больше нуля"),
  ];
}

/** A whole number in a range (counts, ages, places, percentages). */
export function wholeNumber(
  min: number,
  max: number,
  { required = true, what = "Значение" }: { required?: boolean; what?: string } = {},
) {
  return (rule: NumberRule) => [
    ...(required ? [rule.required().error(`${what}: обязательное поле`)] : []),
    rule.integer().error(`${what} — целое число`),
    rule.min(min).error(`${what} не может быть меньше ${min}`),
    rule.max(max).error(`${what} не может быть больше ${max}`),
  ];
}

/** Position in a list: 0 or more. */
export function order() {
  return wholeNumber(0, 10_000, { what: "Порядок" });
}

export const TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Time of day as HH:MM (24:00 = end of the day). */
export function timeOfDay({ required = true }: { required?: boolean } = {}) {
  return (rule: StringRule) => [
    ...(required ? [rule.required().error("Укажите время")] : []),
    rule.regex(TIME_PATTERN).error("Время в формате ЧЧ:ММ, например 14:00"),
  ];
}

/** Links managers type: a path of the site (/rooms), https://…, tel:+7… or mailto:… */
export const LINK_PATTERN = /^(?:\/[^\s]*|https?:\/\/[^\s]+|tel:\+?\d+|mailto:[^\s@]+@[^\s@]+)$/;

/**
 * A link stored as a string. (Sanity's `url` type carries a built-in absolute-URL rule that
 * rejects site paths such as /rooms, so links that may be paths are strings with this check.)
 */
export function link({ required = true }: { required?: boolean } = {}) {
  return (rule: StringRule) => [
    ...(required ? [rule.required().error("Укажите ссылку")] : []),
    rule.regex(LINK_PATTERN).error("Ссылка: путь на сайте /…, https://…, tel:+7… или mailto:…"),
  ];
}

/** An external http(s) link (`url` type). One chain, so a bad link gets one message. */
export function externalUrl({ required = true }: { required?: boolean } = {}) {
  return (rule: UrlRule) =>
    required
      ? rule
          .required()
          .uri({ scheme: ["http", "https"] })
          .error("Укажите ссылку, начиная с https://")
      : rule.uri({ scheme: ["http", "https"] }).error("Ссылка должна начинаться с https:// или http://");
}

/** A list that must not be empty. */
export function nonEmptyList(message = "Добавьте хотя бы один элемент") {
  return (rule: ArrayRule<unknown[]>) => rule.required().min(1).error(message);
}

/** Formats rubles for Studio previews: 14000 → «14 000 ₽». */
export function previewRubles(amount: unknown): string {
  return typeof amount === "number" ? `${amount.toLocaleString("ru-RU")} ₽` : "цена не указана";
}

/**
 * A price written into a text: «14 000 ₽», «от 6000 руб.», «3 000 р.». Prices change in their own
 * fields (and room prices in the booking engine) while a text keeps the old figure, so texts that
 * outlive them (search and link-preview descriptions) carry none; the site adds the current price
 * where a page has one (docs/content-model.md «Prices are never typed into texts»).
 */
export const PRICE_IN_TEXT = /₽|\d\s*(?:руб|р\.)|(?<![а-яё])рубл/i;

export const NO_PRICE_MESSAGE =
  "Уберите цену из описания: цена изменится, а описание останется со старой. Сайт сам добавит к описанию актуальную цену номера или услуги.";

/** No price in the text (see PRICE_IN_TEXT): the message, or true. Checked in each language. */
export function noPrice(text: string): string | true {
  return PRICE_IN_TEXT.test(text) ? NO_PRICE_MESSAGE : true;
}
