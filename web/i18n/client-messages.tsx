import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { Language } from "@rules/language";
import { MESSAGES, type SiteMessages } from "@web/messages";

export type Namespace = keyof SiteMessages;

/**
 * What every page's client components read: the shell's words (the menu, the switch) and the
 * shared parts' (sliders, the gallery, reviews, the map: web/messages/components.ts).
 */
const SHELL: Namespace[] = ["chrome", "components"];

/**
 * The catalogue's namespaces a part of the site hands to its client components
 * (docs/languages.md#the-sites-catalogue). Server components read the whole catalogue on the
 * server; only what `useTranslations` needs in the browser is sent with the page, so a content
 * page does not carry the booking journey's messages. An inner provider replaces the outer one's
 * messages, so it names the shell's again.
 */
export function ClientMessages({
  language,
  namespaces = [],
  children,
}: {
  language: Language;
  namespaces?: Namespace[];
  children: ReactNode;
}) {
  const catalogue = MESSAGES[language];
  const messages = Object.fromEntries([...SHELL, ...namespaces].map((name) => [name, catalogue[name]]));
  return (
    <NextIntlClientProvider locale={language} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
