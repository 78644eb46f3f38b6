import type { Metadata } from "next";
import type { Language } from "@rules/language";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { getRestaurantCards, getRestaurantDetail } from "@web/features/content/restaurant";
import { getSiteSettings } from "@web/features/content/site";
import { RestaurantView } from "@web/features/restaurant/restaurant-view";
import { pageMetadata } from "@web/lib/metadata";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";
import { localizedHref } from "@web/i18n/paths";

/** The first restaurant of the list: /restaurantdetails shows the page of /restaurant/1. */
async function firstRestaurant(language: Language) {
  const [first] = await getRestaurantCards(language);
  return first ? getRestaurantDetail(first.restId, language) : undefined;
}

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const restaurant = await firstRestaurant(language);
  if (!restaurant) return { title: (await getTranslations("pages.restaurant"))("title") };
  // The same page as /restaurant/{restId}, which is canonical.
  return pageMetadata({
    path: `/restaurant/${restaurant.restId}`,
    title: restaurant.title,
    seo: restaurant.seo,
    image: restaurant.images[0],
  });
}

/** /restaurantdetails is a route too (docs/site.md#restaurant): the first restaurant's page. */
export default async function RestaurantDetailsPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [restaurant, settings] = await Promise.all([firstRestaurant(language), getSiteSettings(language)]);
  if (!restaurant) redirect(localizedHref("/error", language));
  return <RestaurantView restaurant={restaurant} settings={settings} />;
}
