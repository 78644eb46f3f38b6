import "server-only";
import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { LANGUAGES, type Language } from "@rules/language";
import { localizedHref } from "@web/i18n/paths";
import { getSiteSettings } from "@web/features/content/site";
import type { Picture, Seo } from "@web/features/content/types";
import { absoluteUrl } from "./site-url";

interface PageMetadataInput {
  /** The page's path, its canonical address: /rooms/1. */
  path: string;
  /** The page's own title; the layout adds « — hotel name» unless the title names the hotel. */
  title: string;
  description?: string;
  seo?: Seo;
  /** The first image of the page, for link previews when SEO has none. */
  image?: Picture;
  /**
   * The page's current price, added to its description («От 12 300 ₽/сутки.»): descriptions carry
   * no typed price (the Studio refuses one), so search results and link previews show the price
   * the page shows, from where the page reads it (the booking engine for rooms).
   */
  price?: string | undefined;
}

/** Open Graph's name for each of the site's languages. */
export const OPEN_GRAPH_LOCALES: Record<Language, string> = { ru: "ru_RU", en: "en_GB" };

/**
 * A page's canonical address in the language being rendered, and its address in each language
 * (`hreflang` alternates, docs/languages.md#search-engines); Russian is also the default.
 */
export function languageAlternates(
  path: string,
  language: Language,
): { canonical: string; languages: Record<string, string> } {
  return {
    canonical: localizedHref(path, language),
    languages: {
      ...Object.fromEntries(LANGUAGES.map((each) => [each, localizedHref(path, each)])),
      "x-default": path,
    },
  };
}

/**
 * Title, description, canonical address and link preview (Open Graph, and the X card Next.js fills
 * from it) of a page, in the page's language. SEO fields from the Studio win over the page's own
 * title and text.
 */
export async function pageMetadata({
  path,
  title,
  description,
  seo,
  image,
  price,
}: PageMetadataInput): Promise<Metadata> {
  const pageTitle = seo?.title ?? title;
  const language = await getLocale();
  const { hotelName } = await getSiteSettings(language);
  const alternates = languageAlternates(path, language);
  const pageDescription = withPrice(seo?.description ?? description, price);
  const preview = seo?.image ?? image;
  const images = preview
    ? [{ url: absoluteUrl(previewUrl(preview)), width: 1200, height: 630, alt: preview.alt }]
    : undefined;
  return {
    title: tabTitle(pageTitle, hotelName),
    ...(pageDescription ? { description: pageDescription } : {}),
    alternates,
    openGraph: {
      title: pageTitle,
      ...(pageDescription ? { description: pageDescription } : {}),
      url: alternates.canonical,
      type: "website",
      locale: OPEN_GRAPH_LOCALES[language],
      ...(images ? { images } : {}),
    },
    // Only the card's kind: Next.js fills the X card's title, description and picture from the
    // Open Graph ones above, so they are written once here (the rendered page still carries both
    // sets of tags; e2e/site/pages.e2e.ts checks they agree).
    twitter: { card: "summary_large_image" },
  };
}

/**
 * The tab's title names the hotel once: the layout's template adds « — {hotel}» to a page's title,
 * and a title that already names it («Делюкс — номер в отеле «Сосновый берег»», an SEO title
 * from the Studio) stands as it is (docs/site.md#seo).
 */
export function tabTitle(title: string, hotelName: string): Metadata["title"] {
  return title.includes(hotelName) ? { absolute: title } : title;
}

/** «Текст. От 12 300 ₽/сутки.»: the description and the page's price as one text. */
export function withPrice(description: string | undefined, price: string | undefined): string | undefined {
  const text = description?.trim();
  if (!price) return text || undefined;
  const sentence = `${price.trim().replace(/\.$/, "")}.`;
  if (!text) return sentence;
  return `${/[.!?…]$/.test(text) ? text : `${text}.`} ${sentence}`;
}

/** The picture cut to 1200 × 630, the size link previews expect. */
function previewUrl(picture: Picture): string {
  const url = new URL(picture.src, "http://local.invalid");
  url.searchParams.set("w", "1200");
  url.searchParams.set("h", "630");
  url.searchParams.set("fit", "crop");
  url.searchParams.set("fm", "jpg");
  url.searchParams.delete("auto");
  return picture.src.startsWith("/") ? `${url.pathname}${url.search}` : url.toString();
}
