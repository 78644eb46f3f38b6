import type { ReactNode } from "react";
import { ClientMessages } from "@web/i18n/client-messages";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

/**
 * The booking check's pages (docs/booking-journey-check.md): their client components read the
 * `check` namespace. An inner provider replaces the outer one's messages, so this names everything
 * the check pages' client components read, the journey's date picker among them once it has words
 * of its own in the catalogue.
 */
export default async function CheckLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<LocaleParams>;
}) {
  const language = await pageLanguage(params);
  return (
    <ClientMessages language={language} namespaces={["check"]}>
      {children}
    </ClientMessages>
  );
}
