import type { ReactNode } from "react";
import { ClientMessages } from "@web/i18n/client-messages";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

/**
 * The booking journey's pages hand their client components the journey's words
 * (docs/languages.md#the-sites-catalogue) besides the shell's, so content pages do not carry them.
 * The document itself is the language's layout ([locale]/layout.tsx).
 */
export default async function BookingLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<LocaleParams>;
}) {
  const language = await pageLanguage(params);
  return (
    <ClientMessages language={language} namespaces={["journey", "journeySearch"]}>
      {children}
    </ClientMessages>
  );
}
