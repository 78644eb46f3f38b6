/**
 * The language of the page being rendered, from its `[locale]` segment (docs/languages.md):
 * every layout and page under web/app/[locale] starts with `pageLanguage(params)`, which also
 * tells next-intl the language, so the page can still be rendered ahead of time.
 */
import "server-only";
import { notFound, redirect } from "next/navigation";
import { hasLocale } from "next-intl";
import { getLocale, setRequestLocale } from "next-intl/server";
import type { Language } from "@rules/language";
import { localizedHref } from "./paths";
import { routing } from "./routing";

export type LocaleParams = { locale: string };

export async function pageLanguage(params: Promise<LocaleParams>): Promise<Language> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** `redirect` to a site address in the language of the page being rendered. */
export async function redirectInLanguage(href: string): Promise<never> {
  redirect(localizedHref(href, await getLocale()));
}
