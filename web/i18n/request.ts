/**
 * next-intl's per-request configuration: the language of the page being rendered (the `[locale]`
 * segment, set by each layout and page with `setRequestLocale`), its messages and the hotel's time
 * zone for dates.
 */
import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { HOTEL_TIME_ZONE } from "@rules/dates";
import { MESSAGES } from "@web/messages";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: MESSAGES[locale], timeZone: HOTEL_TIME_ZONE };
});
