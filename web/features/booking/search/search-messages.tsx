"use client";

import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import type { ReactNode } from "react";
import { journeySearch } from "@web/messages/journey-search";

/**
 * The search's words for a part of a page whose provider has not got them: the home page's form
 * shows the guest picker (./guest-picker.tsx) on a content page, which hands its client components
 * the shell's words only. Where the page gives `journeySearch` (the journey's pages, the room
 * pages' rates), this adds nothing.
 */
export function SearchMessages({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const language = useLocale();
  if ("journeySearch" in messages) return children;
  return (
    <NextIntlClientProvider
      locale={language}
      messages={{ ...(messages as object), journeySearch: journeySearch[language] }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
