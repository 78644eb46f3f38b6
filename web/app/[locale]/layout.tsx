// Global styles first: component modules loaded after them win over the shared primitives.
import "../globals.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LANGUAGES } from "@rules/language";
import { SiteShell } from "@web/components/layout/site-shell";
import { getSiteSettings } from "@web/features/content/site";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";
import { OPEN_GRAPH_LOCALES } from "@web/lib/metadata";
import { siteUrl } from "@web/lib/site-url";

/**
 * Both languages' pages are built ahead. No other value reaches this segment: next.config.mjs
 * serves every bare address from the ru tree. (Not `dynamicParams = false` here: the pages below
 * would inherit it, and an unknown room id would be a 404 instead of /error.)
 */
export function generateStaticParams(): { locale: string }[] {
  return LANGUAGES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const locale = await pageLanguage(params);
  const settings = await getSiteSettings(locale);
  const title = settings.seo.title ?? `${settings.hotelName} — ${settings.hotelKind}`;
  return {
    metadataBase: siteUrl(),
    title: { default: title, template: `%s — ${settings.hotelName}` },
    ...(settings.seo.description ? { description: settings.seo.description } : {}),
    applicationName: settings.hotelName,
    openGraph: { siteName: settings.hotelName, locale: OPEN_GRAPH_LOCALES[locale], type: "website" },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#1e2a25",
  width: "device-width",
  initialScale: 1,
};

/** Every page of a language, in its shell (components/layout/site-shell.tsx). */
export default async function LanguageLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<LocaleParams>;
}) {
  return <SiteShell language={await pageLanguage(params)}>{children}</SiteShell>;
}
