// next-intl's keys and locales are the catalogue's (web/messages): a misspelt key fails the type check.
import type { Language } from "@rules/language";
import type { SiteMessages } from "@web/messages";

declare module "next-intl" {
  interface AppConfig {
    Locale: Language;
    Messages: SiteMessages;
  }
}
