import "server-only";
import { cache } from "react";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { sanityFetch } from "@web/lib/content/client";
import {
  offerByIdQuery,
  offerByIdTags,
  offerIdsQuery,
  offersQuery,
  offersTags,
} from "@web/lib/content/queries";
import { priceText } from "./format";
import { toPicture, toPictures, toSeo, type ImageInput } from "./picture";
import type { OfferCard, OfferDetail, PriceText } from "./types";
import type { PriceLineInput } from "./format";

/** The canonical address of an offer page. */
export function offerPath(id: string): string {
  return `/offers/${id}`;
}

export function toOfferCard(
  offer: {
    slug?: string | null;
    title?: string | null;
    cardText?: string | null;
    cardPrice?: PriceLineInput | null;
    hasPage?: boolean | null;
    cardLink?: string | null;
    image?: ImageInput | null;
  },
  language: Language = DEFAULT_LANGUAGE,
): OfferCard | undefined {
  if (!offer.slug || !offer.title) return undefined;
  const price = offer.cardPrice ? priceText(offer.cardPrice, language) : undefined;
  const image = toPicture(offer.image, offer.title);
  const href = offer.hasPage !== false ? offerPath(offer.slug) : (offer.cardLink ?? undefined);
  return {
    id: offer.slug,
    title: offer.title,
    text: offer.cardText ?? "",
    ...(price ? { price } : {}),
    ...(href ? { href } : {}),
    ...(image ? { image } : {}),
  };
}

/**
 * The prices an offer's page shows: its own lines, and the card's line when it says something they
 * do not (the castle feast: «Ужин для двоих — 60 000 ₽ за двоих» on the page, «Замок для вашего
 * праздника — от 70 000 ₽ в час» on its card). A guest who came from the card finds its price
 * again, each figure with the title that says what it is, and each held once in content.
 */
export function offerPagePrices(
  lines: readonly PriceLineInput[],
  cardPrice: PriceLineInput | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): PriceText[] {
  const texts = lines.flatMap((line) => {
    const text = priceText(line, language);
    return text ? [text] : [];
  });
  const card = cardPrice ? priceText(cardPrice, language) : undefined;
  return card && !texts.some((text) => text.text === card.text) ? [...texts, card] : texts;
}

export const getOfferCards = cache(async (language: Language = DEFAULT_LANGUAGE): Promise<OfferCard[]> => {
  const offers = await sanityFetch({ query: offersQuery, params: { lang: language }, tags: offersTags });
  return (offers ?? []).flatMap((offer) => {
    const card = toOfferCard(offer, language);
    return card ? [card] : [];
  });
});

/** Every id that /offers/{id} answers: each page's id and its other addresses (aliases). */
export const getOfferIds = cache(async (): Promise<string[]> => {
  const offers = await sanityFetch({ query: offerIdsQuery, tags: offersTags });
  return (offers ?? []).flatMap((offer) => [offer.slug ?? "", ...(offer.aliases ?? [])]).filter(Boolean);
});

export const getOfferDetail = cache(
  async (id: string, language: Language = DEFAULT_LANGUAGE): Promise<OfferDetail | undefined> => {
    const offer = await sanityFetch({
      query: offerByIdQuery,
      params: { id, lang: language },
      tags: offerByIdTags,
    });
    if (!offer?.slug || !offer.title) return undefined;
    return {
      id: offer.slug,
      title: offer.title,
      ...(offer.subtitle ? { subtitle: offer.subtitle } : {}),
      tags: offer.tags ?? [],
      body: offer.body ?? [],
      images: toPictures(offer.images, offer.title),
      prices: offerPagePrices(offer.prices ?? [], offer.cardPrice, language),
      facts: (offer.facts ?? []).flatMap((fact) =>
        fact.label && fact.value ? [{ label: fact.label, value: fact.value }] : [],
      ),
      includes: offer.includes ?? [],
      seo: toSeo(offer.seo),
    };
  },
);
