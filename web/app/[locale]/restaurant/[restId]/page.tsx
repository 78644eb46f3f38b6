import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { plainText } from "@web/components/rich-text/rich-text";
import { getRestaurantDetail, getRestaurantIds } from "@web/features/content/restaurant";
import { getSiteSettings } from "@web/features/content/site";
import { RestaurantView } from "@web/features/restaurant/restaurant-view";
import { pageMetadata } from "@web/lib/metadata";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";
import { localizedHref } from "@web/i18n/paths";

function parseRestId(text: string): number | undefined {
  return /^[1-9]\d{0,3}$/.test(text) ? Number(text) : undefined;
}

export async function generateStaticParams(): Promise<{ restId: string }[]> {
  const ids = await getRestaurantIds();
  return ids.map((restId) => ({ restId: String(restId) }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ restId: string } & LocaleParams>;
}): Promise<Metadata> {
  const language = await pageLanguage(params);
  const { restId } = await params;
  const id = parseRestId(restId);
  const restaurant = id === undefined ? undefined : await getRestaurantDetail(id, language);
  if (!restaurant) return { title: (await getTranslations("pages.restaurant"))("title") };
  return pageMetadata({
    path: `/restaurant/${restaurant.restId}`,
    title: restaurant.title,
    description: plainText(restaurant.body).slice(0, 160),
    seo: restaurant.seo,
    image: restaurant.images[0],
  });
}

/** /restaurant/{restId}; an unknown id goes to /error like the other detail pages. */
export default async function RestaurantPage({
  params,
}: {
  params: Promise<{ restId: string } & LocaleParams>;
}) {
  const language = await pageLanguage(params);
  const { restId } = await params;
  const id = parseRestId(restId);
  const [restaurant, settings] = await Promise.all([
    id === undefined ? undefined : getRestaurantDetail(id, language),
    getSiteSettings(language),
  ]);
  if (!restaurant) redirect(localizedHref("/error", language));
  return <RestaurantView restaurant={restaurant} settings={settings} />;
}
