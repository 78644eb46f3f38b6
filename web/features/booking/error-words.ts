/**
 * The journey's failure and cancellation sentences in a language (the catalogue's `journeyErrors`),
 * for the pure views of ./guest-data/errors.ts, ./payment/errors.ts and ./payment/cancellation.ts,
 * and what the guest reads of an engine's refusal by its code.
 */
import { createTranslator } from "use-intl/core";
import type { Language } from "@rules/language";
import { journeyErrors } from "@web/messages/journey-errors";

function errorTranslator(language: Language) {
  return createTranslator({
    locale: language,
    messages: journeyErrors[language] as typeof journeyErrors.ru,
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
