/**
 * The check pages' words in a client component: the `check` namespace of the catalogue and the
 * page's language (docs/languages.md «The site's catalogue»), and the guest's message for a failed
 * call by its code.
 */
import { useLocale, useTranslations } from "next-intl";
import { localizedHref } from "@web/i18n/paths";
import { BookingApiError } from "../api";
import { failureText, type Words } from "./words";

export function useWords(): Words & {
  /** The guest's message for any failure of a manage call, in the page's language. */
  failure: (error: unknown) => string;
  /** A site address in the page's language. */
  href: (path: string) => string;
} {
  const t = useTranslations("check");
  const language = useLocale();
  const words: Words = { t, language };
  return {
    ...words,
    failure: (error) => failureText(words, error instanceof BookingApiError ? error : undefined),
    href: (path) => localizedHref(path, language),
  };
}
