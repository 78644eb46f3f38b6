import type { MetadataRoute } from "next";
import { sanityFetch } from "@web/lib/content/client";
import { sitemapQuery, sitemapTags } from "@web/lib/content/queries";
import { LANGUAGES } from "@rules/language";
import { localizedHref } from "@web/i18n/paths";
import { absoluteUrl } from "@web/lib/site-url";

/**
 * The content routes (docs/site.md#routes) without ids (booking pages are left to the booking
 * journey).
 */
const STATIC_ROUTES = [
  "/",
  "/rooms",
  "/services",
  "/offers",
  "/restaurant",
  "/car",
  "/gallery",
  "/contacts",
  "/aboutus",
  "/reviews",
  "/brand",
  "/awards",
];

/**
 * sitemap.xml: every content page, with the ids of rooms, services, offers and restaurants, in
 * each language (docs/languages.md#search-engines): one entry per address, each naming the page's
 * addresses in both languages.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const data = await sanityFetch({ query: sitemapQuery, tags: sitemapTags });
  const entry = (path: string, updatedAt?: string | null, priority = 0.7): MetadataRoute.Sitemap =>
    LANGUAGES.map((language) => ({
      url: absoluteUrl(localizedHref(path, language)),
      ...(updatedAt ? { lastModified: new Date(updatedAt) } : {}),
      changeFrequency: "weekly",
      priority,
      alternates: {
        languages: Object.fromEntries(
          LANGUAGES.map((each) => [each, absoluteUrl(localizedHref(path, each))]),
        ),
      },
    }));
  return [
    ...STATIC_ROUTES.flatMap((path) => entry(path, undefined, path === "/" ? 1 : 0.8)),
    ...(data?.rooms ?? []).flatMap((room) =>
      typeof room.roomId === "number" ? entry(`/rooms/${room.roomId}`, room._updatedAt, 0.9) : [],
    ),
    ...(data?.services ?? []).flatMap((service) =>
      service.slug ? entry(`/services/${service.slug}`, service._updatedAt) : [],
    ),
    ...(data?.offers ?? []).flatMap((offer) =>
      offer.slug ? entry(`/offers/${offer.slug}`, offer._updatedAt) : [],
    ),
    ...(data?.restaurants ?? []).flatMap((restaurant) =>
      typeof restaurant.restId === "number"
        ? entry(`/restaurant/${restaurant.restId}`, restaurant._updatedAt)
        : [],
    ),
  ];
}
