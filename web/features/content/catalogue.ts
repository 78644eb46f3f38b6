import "server-only";
import { cache } from "react";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { sanityFetch } from "@web/lib/content/client";
import { fileUrl } from "@web/lib/content/image";
import {
  awardsQuery,
  awardsTags,
  carsQuery,
  carsTags,
  galleryQuery,
  galleryTags,
  reviewsQuery,
  reviewsTags,
} from "@web/lib/content/queries";
import type { FaqItem } from "@web/components/faq/faq";
import type { GalleryGroup } from "@web/components/gallery/gallery";
import type { TextReview } from "@web/components/reviews/review-card";
import type { VideoReview } from "@web/components/reviews/video-reviews";
import { formatWords, priceText, type PriceLineInput } from "./format";
import { toPicture, toPictures, type ImageInput } from "./picture";
import type { Award, Car, GalleryCover, PriceText } from "./types";

const ENGLISH_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A review's date as the site shows it: yyyy-mm-dd → dd.mm.yyyy in Russian, «1 December 2026» in
 * English (the e-mails' format, docs/languages.md).
 */
export function reviewDate(iso: string | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? "");
  if (!match) return "";
  if (language === "ru") return `${match[3]}.${match[2]}.${match[1]}`;
  return ENGLISH_DATE.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

export function toTextReview(
  review: {
    _id: string;
    author?: string | null;
    text?: string | null;
    stars?: number | null;
    date?: string | null;
    source?: string | null;
  },
  language: Language = DEFAULT_LANGUAGE,
): TextReview | undefined {
  if (!review.author || !review.text) return undefined;
  return {
    id: review._id,
    author: review.author,
    text: review.text,
    stars: typeof review.stars === "number" ? review.stars : 0,
    date: reviewDate(review.date, language),
    ...(/^\d{4}-\d{2}-\d{2}/.test(review.date ?? "") ? { isoDate: (review.date ?? "").slice(0, 10) } : {}),
    ...(review.source ? { source: review.source } : {}),
  };
}

export function toVideoReview(
  review: {
    _id: string;
    author?: string | null;
    text?: string | null;
    logo?: ImageInput | null;
    poster?: ImageInput | null;
    video?: { asset?: { _ref: string } | null } | null;
  },
  language: Language = DEFAULT_LANGUAGE,
): VideoReview | undefined {
  const poster = toPicture(
    review.poster,
    formatWords(language)("videoReview", { author: review.author ?? "" }),
  );
  const logo = toPicture(review.logo, review.author ?? "");
  const videoUrl = review.video ? fileUrl(review.video) : null;
  if (!review.author || !poster || !videoUrl) return undefined;
  return {
    id: review._id,
    author: review.author,
    text: review.text ?? "",
    videoUrl,
    poster,
    ...(logo ? { logo } : {}),
  };
}

export function toFaqItem(item: {
  _id: string;
  question?: string | null;
  answer?: string | null;
}): FaqItem | undefined {
  return item.question && item.answer
    ? { id: item._id, question: item.question, answer: item.answer }
    : undefined;
}

export function defined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

export interface CarsPage {
  cars: Car[];
  /** The related services' prices: car with driver, car hire. */
  services: { title: string; summary?: string; prices: PriceText[] }[];
}

function serviceLine(
  service: { title?: string | null; summary?: string | null; prices?: PriceLineInput[] | null } | null,
  language: Language,
) {
  if (!service?.title) return undefined;
  return {
    title: service.title,
    ...(service.summary ? { summary: service.summary } : {}),
    prices: (service.prices ?? []).map((line) => priceText(line, language)).filter(defined),
  };
}

export const getCarsPage = cache(async (language: Language = DEFAULT_LANGUAGE): Promise<CarsPage> => {
  const data = await sanityFetch({ query: carsQuery, params: { lang: language }, tags: carsTags });
  const t = formatWords(language);
  const cars = (data?.cars ?? []).flatMap((car): Car[] => {
    if (!car.name || typeof car.dailyPrice !== "number") return [];
    const engine = [car.engine, typeof car.powerHp === "number" ? t("car.power", { hp: car.powerHp }) : ""]
      .filter(Boolean)
      .join(" / ");
    const specs = [
      { label: t("car.engine"), value: engine },
      { label: t("car.gearbox"), value: car.gearbox ?? "" },
      { label: t("car.drive"), value: car.drive ?? "" },
      { label: t("car.body"), value: car.body ?? "" },
    ].filter((spec) => spec.value !== "");
    return [
      {
        id: car.slug ?? car._id,
        name: car.name,
        dailyPrice: car.dailyPrice,
        ...(car.summary ? { summary: car.summary } : {}),
        specs,
        images: toPictures(car.images, car.name),
      },
    ];
  });
  return {
    cars,
    services: [
      serviceLine(data?.chauffeur ?? null, language),
      serviceLine(data?.hire ?? null, language),
    ].filter(defined),
  };
});

export function toGalleryCover(group: {
  categoryId?: number | null;
  title?: string | null;
  cover?: ImageInput | null;
  count?: number | null;
}): GalleryCover | undefined {
  const cover = toPicture(group.cover, group.title ?? "");
  if (typeof group.categoryId !== "number" || !group.title || !cover) return undefined;
  return { id: group.categoryId, title: group.title, cover, count: group.count ?? 0 };
}

export const getGalleryGroups = cache(
  async (language: Language = DEFAULT_LANGUAGE): Promise<GalleryGroup[]> => {
    const groups = await sanityFetch({ query: galleryQuery, params: { lang: language }, tags: galleryTags });
    return (groups ?? []).flatMap((group) =>
      typeof group.categoryId === "number" && group.title
        ? [{ id: group.categoryId, title: group.title, images: toPictures(group.images, group.title) }]
        : [],
    );
  },
);

export const getReviews = cache(
  async (
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<{ reviews: TextReview[]; videoReviews: VideoReview[] }> => {
    const data = await sanityFetch({ query: reviewsQuery, params: { lang: language }, tags: reviewsTags });
    return {
      reviews: (data?.reviews ?? []).map((review) => toTextReview(review, language)).filter(defined),
      videoReviews: (data?.videoReviews ?? [])
        .map((review) => toVideoReview(review, language))
        .filter(defined),
    };
  },
);

export const getAwards = cache(async (language: Language = DEFAULT_LANGUAGE): Promise<Award[]> => {
  const awards = await sanityFetch({ query: awardsQuery, params: { lang: language }, tags: awardsTags });
  return (awards ?? []).flatMap((award) => {
    if (!award.title) return [];
    const image = toPicture(award.image, award.title);
    return [
      {
        id: award._id,
        title: award.title,
        ...(award.issuer ? { issuer: award.issuer } : {}),
        ...(typeof award.year === "number" ? { year: award.year } : {}),
        ...(award.description ? { description: award.description } : {}),
        ...(award.url ? { url: award.url } : {}),
        ...(image ? { image } : {}),
      },
    ];
  });
});
