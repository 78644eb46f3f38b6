/**
 * The site's catalogue (docs/languages.md#the-sites-catalogue): every text of the site's own —
 * labels, messages, validation — in ICU message format, read with next-intl
 * (`getTranslations` on the server, `useTranslations` in client components). Texts managers edit
 * come from the content, not from here.
 */
import type { Language } from "@rules/language";
import { check } from "./check";
import { chrome } from "./chrome";
import { components } from "./components";
import { formats } from "./formats";
import { home } from "./home";
import { pages } from "./pages";
import { request } from "./request";
import { spa } from "./spa";
import { journey } from "./journey";
import { journeyErrors } from "./journey-errors";
import { journeyFormat } from "./journey-format";
import { journeySearch } from "./journey-search";

/** One line per namespace: its messages in the language asked for. */
function inLanguage(language: Language) {
  return {
    chrome: chrome[language],
    components: components[language],
    formats: formats[language],
    home: home[language],
    pages: pages[language],
    request: request[language],
    spa: spa[language],
    check: check[language],
    journey: journey[language],
    journeyErrors: journeyErrors[language],
    journeyFormat: journeyFormat[language],
    journeySearch: journeySearch[language],
  };
}

export type SiteMessages = ReturnType<typeof inLanguage>;

export const MESSAGES: Record<Language, SiteMessages> = { ru: inLanguage("ru"), en: inLanguage("en") };
