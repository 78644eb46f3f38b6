import "server-only";
import { cache } from "react";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { sanityFetch } from "@web/lib/content/client";
import { fileUrl } from "@web/lib/content/image";
import { restaurantQuery, restaurantsQuery, restaurantsTags, restaurantTags } from "@web/lib/content/queries";
import { hoursText } from "./format";
import { pageWords } from "./format";
import { toPicture, toPictures, toSeo } from "./picture";
import type { HoursText, RestaurantCard, RestaurantDetail } from "./types";

function hours(
  lines:
    | readonly { label?: string | null; from?: string | null; to?: string | null; note?: string | null }[]
    | null
    | undefined,
): HoursText[] {
  return (lines ?? []).flatMap((line) => {
    const text = hoursText(line);
    return text ? [text] : [];
  });
}

export const getRestaurantCards = cache(
  async (language: Language = DEFAULT_LANGUAGE): Promise<RestaurantCard[]> => {
    const restaurants = await sanityFetch({
      query: restaurantsQuery,
      params: { lang: language },
      tags: restaurantsTags,
    });
    return (restaurants ?? []).flatMap((restaurant) =>
      typeof restaurant.restId === "number" && restaurant.title
        ? [
            {
              restId: restaurant.restId,
              title: restaurant.title,
              text: restaurant.cardText ?? "",
              images: toPictures(restaurant.cardImages, restaurant.title),
            },
          ]
        : [],
    );
  },
);

export const getRestaurantIds = cache(async (): Promise<number[]> => {
  const restaurants = await getRestaurantCards();
  return restaurants.map((restaurant) => restaurant.restId);
});

export const getRestaurantDetail = cache(
  async (restId: number, language: Language = DEFAULT_LANGUAGE): Promise<RestaurantDetail | undefined> => {
    const data = await sanityFetch({
      query: restaurantQuery,
      params: { restId, lang: language },
      tags: restaurantTags,
    });
    if (!data?.title || typeof data.restId !== "number") return undefined;
    const highlightImage = toPicture(data.highlight?.image, data.highlight?.title ?? "");
    return {
      restId: data.restId,
      title: data.title,
      ...(data.subtitle ? { subtitle: data.subtitle } : {}),
      tags: data.tags ?? [],
      images: toPictures(data.images, data.title),
      body: data.body ?? [],
      blocks: (data.blocks ?? []).map((block) => {
        const image = toPicture(block.image, block.title ?? "");
        const file = block.file ? fileUrl(block.file) : undefined;
        return {
          kind: block.kind ?? "menu",
          title: block.title ?? "",
          text: block.text ?? "",
          hours: hours(block.hours),
          ...(image ? { image } : {}),
          ...(file ? { fileUrl: file } : {}),
        };
      }),
      ...(data.highlight?.title
        ? {
            highlight: {
              title: data.highlight.title,
              ...(data.highlight.text ? { text: data.highlight.text } : {}),
              ...(highlightImage ? { image: highlightImage } : {}),
            },
          }
        : {}),
      ...(data.terraceNote ? { terraceNote: data.terraceNote } : {}),
      hours: hours(data.hours),
      tableBookingLabel: data.tableBookingLabel ?? pageWords(language)("restaurant.bookTable"),
      seo: toSeo(data.seo),
    };
  },
);
