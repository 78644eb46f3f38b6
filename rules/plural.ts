/**
 * Russian counts, for every count the site, the engine and the e-mails write: the form of a word
 * after a number comes from the language's own plural rules (Intl.PluralRules, CLDR data), never
 * from arithmetic written by hand in each place (docs/site.md#counts).
 */

/** The three forms of a counted word: for 1 (and 21, 101…), for 2–4 (22…), for 5–20 (25, 111…). */
export type RussianForms = readonly [one: string, few: string, many: string];

const RULES = new Intl.PluralRules("ru");

/** pluralRu(1, ["номер", "номера", "номеров"]) → «номер»; 22 → «номера»; 111 → «номеров». */
export function pluralRu(count: number, forms: RussianForms): string {
  switch (RULES.select(count)) {
    case "one":
      return forms[0];
    case "few":
      return forms[1];
    case "many":
      return forms[2];
    default:
      // «other» is a fraction: «1,5 часа» takes the form of a few.
      return forms[1];
  }
}

/** «3 фотографии»: the number and its word, a no-break space between them. */
export function countText(count: number, forms: RussianForms): string {
  return `${count}\u00A0${pluralRu(count, forms)}`;
}

export const NIGHTS: RussianForms = ["ночь", "ночи", "ночей"];
export const ROOMS: RussianForms = ["номер", "номера", "номеров"];
export const MINUTES: RussianForms = ["минута", "минуты", "минут"];
export const HOURS: RussianForms = ["час", "часа", "часов"];
/** Room-nights of a hold: «не больше 20 номеро-ночей». */
export const ROOM_NIGHTS: RussianForms = ["номеро-ночь", "номеро-ночи", "номеро-ночей"];
export const TIMES: RussianForms = ["раз", "раза", "раз"];
export const PLACES: RussianForms = ["место", "места", "мест"];
/** Places after «до» (genitive): «до 1 места», «до 4 мест». */
export const PLACES_AFTER_UP_TO: RussianForms = ["места", "мест", "мест"];

/** «Остался 1 номер», «Осталось 2 номера»: the verb agrees with the count too. */
export function roomsLeftText(count: number): string {
  return `${pluralRu(count, ["Остался", "Осталось", "Осталось"])} ${countText(count, ROOMS)}`;
}
