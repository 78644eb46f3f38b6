import type { ReactNode } from "react";
import { ClientMessages } from "@web/i18n/client-messages";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

/**
 * The booking check's pages (docs/booking-journey-check.md): their client components read the
 * `check` namespace, and the journey's (the date picker of «Изменить даты», the guests' picker). An
 * inner provider replaces the outer one's messages, so this names everything they read.
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
    <ClientMessages language={language} namespaces={["check", "journey", "journeySearch"]}>
      {children}
    </ClientMessages>
  );
}
