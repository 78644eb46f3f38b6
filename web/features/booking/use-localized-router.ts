"use client";
/**
 * The router of the journey's client components, in the page's language
 * (docs/languages.md#addresses): an address is written in its Russian form (`/booking/data`) and
 * `push` and `replace` lead to it in the language of the page (`/en/booking/data` on an English one).
 */
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { localizedHref } from "@web/i18n/paths";

export function useLocalizedRouter() {
  const router = useRouter();
  const language = useLocale();
  return useMemo(
    () => ({
      push: (href: string, options?: Parameters<typeof router.push>[1]) =>
        router.push(localizedHref(href, language), options),
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) =>
        router.replace(localizedHref(href, language), options),
    }),
    [router, language],
  );
}
