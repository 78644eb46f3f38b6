import "server-only";
import { cache } from "react";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { sanityFetch } from "@web/lib/content/client";
import {
  hotelRulesQuery,
  hotelRulesTags,
  pageByRouteQuery,
  pageTags,
  pageVersionQuery,
  siteSettingsQuery,
  siteSettingsTags,
} from "@web/lib/content/queries";
import { PERSONAL_DATA_CONSENT_HREF } from "@rules/guest-form";
import { SOCIAL_NETWORKS } from "@schemas/lib/constants";
import { restaurantsLabel } from "./format";
import { toSeo } from "./picture";
import type { HotelRules, ListPage, NavItem, SiteSettings } from "./types";

/** The list of restaurants, whose menu label follows their count. */
const RESTAURANTS_HREF = "/restaurant";

export class ContentMissingError extends Error {
  readonly code = "CONTENT_MISSING";
  constructor(what: string) {
    super(`The content source has no ${what}`);
    this.name = "ContentMissingError";
  }
}

function navItems(
  links:
    | readonly { label?: string | null; href?: string | null; openInNewWindow?: boolean | null }[]
    | null
    | undefined,
  restaurantCount: number,
): NavItem[] {
  return (links ?? []).flatMap((link) =>
    link.label && link.href
      ? [
          {
            label:
              link.href === RESTAURANTS_HREF ? restaurantsLabel(link.label, restaurantCount) : link.label,
            href: link.href,
            external: Boolean(link.openInNewWindow) || /^https?:/.test(link.href),
          },
        ]
      : [],
  );
}

/** The site settings (name, contacts, map, menus); every page's shell reads them. */
export const getSiteSettings = cache(async (language: Language = DEFAULT_LANGUAGE): Promise<SiteSettings> => {
  const data = await sanityFetch({ query: siteSettingsQuery, tags: siteSettingsTags, language });
  if (!data?.hotelName || !data.phone || !data.address) throw new ContentMissingError("site settings");
  return {
    hotelName: data.hotelName,
    hotelKind: data.hotelKind ?? "",
    tagline: data.tagline ?? "",
    ...(data.openedOn ? { openedOn: data.openedOn } : {}),
    phone: data.phone,
    email: data.email ?? "",
    address: data.address,
    city: data.city ?? "",
    geo: { lat: data.map?.latitude ?? 0, lng: data.map?.longitude ?? 0 },
    mapZoom: data.map?.zoom ?? 15,
    ...(data.tourUrl ? { tourUrl: data.tourUrl } : {}),
    ...(data.tableBookingUrl ? { tableBookingUrl: data.tableBookingUrl } : {}),
    copyrightYear: data.copyrightYear ?? new Date().getFullYear(),
    copyrightHolder: data.copyrightHolder ?? data.hotelName,
    socials: (data.socialLinks ?? []).flatMap((link) =>
      link.url
        ? [
            {
              title:
                SOCIAL_NETWORKS.find((network) => network.value === link.network)?.title ??
                link.network ??
                link.url,
              url: link.url,
            },
          ]
        : [],
    ),
    mainMenu: navItems(data.mainMenu, data.restaurantCount),
    secondaryMenu: navItems(data.secondaryMenu, data.restaurantCount),
    footerMenu: navItems(data.footerMenu, data.restaurantCount),
    seo: toSeo(data.seo),
  };
});

/** Check-in/out and capacity notes of the room pages. */
export const getHotelRules = cache(async (language: Language = DEFAULT_LANGUAGE): Promise<HotelRules> => {
  const data = await sanityFetch({ query: hotelRulesQuery, tags: hotelRulesTags, language });
  return {
    ...(data?.checkInFrom ? { checkInFrom: data.checkInFrom } : {}),
    ...(data?.checkOutUntil ? { checkOutUntil: data.checkOutUntil } : {}),
    checkInOutNote: data?.checkInOutNote ?? "",
    capacityNote: data?.capacityNote ?? "",
    ...(data?.bedNote ? { bedNote: data.bedNote } : {}),
  };
});

/** Heading, intro and SEO of a list page by its route (/rooms, /services, …). */
export const getListPage = cache(
  async (route: string, language: Language = DEFAULT_LANGUAGE): Promise<ListPage> => {
    const data = await sanityFetch({ query: pageByRouteQuery, params: { route }, tags: pageTags, language });
    if (!data?.title) throw new ContentMissingError(`page ${route}`);
    return {
      title: data.title,
      ...(data.intro ? { intro: data.intro } : {}),
      ...(data.body ? { body: data.body } : {}),
      ...(data.ctaLabel ? { ctaLabel: data.ctaLabel } : {}),
      seo: toSeo(data.seo),
    };
  },
);

/**
 * The version of the personal-data consent a guest agrees to now (docs/site.md «Consent»): its route and when it was last
 * changed, stored with the booking or the request. Undefined when the content has no such page.
 */
export async function personalDataConsentVersion(): Promise<string | undefined> {
  const data = await sanityFetch({
    query: pageVersionQuery,
    params: { route: PERSONAL_DATA_CONSENT_HREF },
    tags: pageTags,
  });
  return data?._updatedAt ? `${PERSONAL_DATA_CONSENT_HREF}@${data._updatedAt}` : undefined;
}
