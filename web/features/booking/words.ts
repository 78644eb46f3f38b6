/**
 * The journey's words in a language (docs/languages.md#the-sites-catalogue): the catalogue's
 * `journeyFormat` read by use-intl's translator, for the pure formatters (./format.ts, the search's
 * rules) that the server's pages, the client's components and the tests share. Components read
 * their own labels with `useTranslations`.
 */
import { createTranslator } from "use-intl/core";
import type { Language } from "@rules/language";
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
