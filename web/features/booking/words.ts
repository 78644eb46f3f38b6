/**
 * The journey's words in a language (docs/languages.md#the-sites-catalogue): the catalogue's
 * `journeyFormat` read by use-intl's translator, for the pure formatters (./format.ts, the search's
 * rules) that the server's pages, the client's components and the tests share. Components read
 * their own labels with `useTranslations`.
 */
import { createTranslator } from "use-intl/core";
import type { Language } from "@rules/language";
import { journey } from "@web/messages/journey";
import { journeyFormat } from "@web/messages/journey-format";

function translator(language: Language) {
  return createTranslator({ locale: language, messages: journeyFormat[language] as typeof journeyFormat.ru });
}

export type JourneyWords = ReturnType<typeof translator>;

const made = new Map<Language, JourneyWords>();

/** The translator of `journeyFormat` in `language`, made once per language. */
export function journeyWords(language: Language): JourneyWords {
  let words = made.get(language);
  if (!words) {
    words = translator(language);
    made.set(language, words);
  }
  return words;
}

/** The Intl locale of each language: English dates are British («1 December 2026»). */
export const INTL_LOCALES: Record<Language, string> = { ru: "ru-RU", en: "en-GB" };

function errorTranslator(language: Language) {
  return createTranslator({
    locale: language,
    messages: { errors: journey[language].errors, cancellation: journey[language].cancellation } as Pick<
      typeof journey.ru,
      "errors" | "cancellation"
    >,
  });
}

export type JourneyErrorWords = ReturnType<typeof errorTranslator>;

const madeErrors = new Map<Language, JourneyErrorWords>();

/** The journey's failure and cancellation sentences in `language`, for the pure views of ./guest-data and ./payment. */
export function journeyErrorWords(language: Language): JourneyErrorWords {
  let words = madeErrors.get(language);
  if (!words) {
    words = errorTranslator(language);
    madeErrors.set(language, words);
  }
  return words;
}

/**
 * What the guest reads of a refusal by the engine or the site (`{ error: { code, message } }`):
 * on the Russian site the message as it came; on another, the catalogue's words for its code, or a
 * general one (docs/languages.md#the-sites-catalogue).
 */
export function engineErrorText(
  error: { code: string; message: string; status?: number },
  language: Language,
): string {
  if (language === "ru") return error.message;
  const t = journeyErrorWords(language);
  const key = `errors.engine.${error.code}`;
  if (t.has(key as "errors.engine.SOLD_OUT")) return t(key as "errors.engine.SOLD_OUT");
  const status = error.status ?? 400;
  return status === 0 || status >= 500 ? t("errors.down") : t("errors.unknown");
}
