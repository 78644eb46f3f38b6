import "server-only";
import { cache } from "react";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import type { FaqItem } from "@web/components/faq/faq";
import type { TextReview } from "@web/components/reviews/review-card";
import type { VideoReview } from "@web/components/reviews/video-reviews";
import { sanityFetch } from "@web/lib/content/client";
import {
  aboutPageQuery,
  aboutPageTags,
  brandPageQuery,
  brandPageTags,
  contactsPageQuery,
  contactsPageTags,
  homePageQuery,
  homePageTags,
} from "@web/lib/content/queries";
import { defined, toFaqItem, toGalleryCover, toTextReview, toVideoReview } from "./catalogue";
import { pageWords } from "./format";
import { toOfferCard } from "./offers";
import { toPicture, toPictures, toSeo } from "./picture";
import { getRoomFacts } from "@web/features/rooms/room-facts";
import { toRoomCard } from "./rooms";
import { toServiceCard } from "./services";
import { ContentMissingError } from "./site";
import type {
  AboutPage,
  BrandPage,
  ContactsPage,
  GalleryCover,
  HomePage,
  OfferCard,
  RoomCard,
  ServiceCard,
} from "./types";

export interface HomeData {
  home: HomePage;
  rooms: RoomCard[];
  services: ServiceCard[];
  offers: OfferCard[];
  gallery: GalleryCover[];
  reviews: TextReview[];
  videoReviews: VideoReview[];
  faq: FaqItem[];
}

/** The home page and every block's data, in one query. */
export const getHomeData = cache(async (language: Language = DEFAULT_LANGUAGE): Promise<HomeData> => {
  const [data, facts] = await Promise.all([
    sanityFetch({ query: homePageQuery, params: { lang: language }, tags: homePageTags }),
    getRoomFacts(),
  ]);
  const page = data?.page;
  if (!page?.heroTitle) throw new ContentMissingError("home page");
  return {
    home: {
      heroTitle: page.heroTitle,
      ...(page.heroSubtitle ? { heroSubtitle: page.heroSubtitle } : {}),
      heroImages: toPictures(page.heroImages),
      bookButtonLabel: page.bookButtonLabel ?? pageWords(language)("home.book"),
      welcomeTitle: page.welcomeTitle ?? "",
      welcomeText: page.welcomeText ?? [],
      welcomeImages: toPictures(page.welcomeImages),
      sections: (page.sections ?? []).flatMap((section) =>
        section.kind
          ? [
              {
                kind: section.kind,
                title: section.title ?? "",
                ...(section.subtitle ? { subtitle: section.subtitle } : {}),
                ...(section.linkLabel ? { linkLabel: section.linkLabel } : {}),
              },
            ]
          : [],
      ),
      seo: toSeo(page.seo),
    },
    rooms: (data.rooms ?? []).map((room) => toRoomCard(room, facts)).filter(defined),
    services: (data.services ?? [])
      .flatMap((service) => (service ? [toServiceCard(service)] : []))
      .filter(defined),
    offers: (data.offers ?? []).map((offer) => toOfferCard(offer, language)).filter(defined),
    gallery: (data.gallery ?? []).map(toGalleryCover).filter(defined),
    reviews: (data.reviews ?? []).map((review) => toTextReview(review, language)).filter(defined),
    videoReviews: (data.videoReviews ?? []).map((review) => toVideoReview(review, language)).filter(defined),
    faq: (data.faq ?? []).map(toFaqItem).filter(defined),
  };
});

export const getAboutPage = cache(
  async (language: Language = DEFAULT_LANGUAGE): Promise<{ page: AboutPage; gallery: GalleryCover[] }> => {
    const data = await sanityFetch({
      query: aboutPageQuery,
      params: { lang: language },
      tags: aboutPageTags,
    });
    const page = data?.page;
    if (!page?.title) throw new ContentMissingError("about page");
    const brandImage = toPicture(page.brandImage);
    const tourImage = toPicture(page.tourImage);
    return {
      page: {
        title: page.title,
        intro: page.intro ?? [],
        images: toPictures(page.images, page.title),
        stats: (page.stats ?? []).flatMap((stat) =>
          stat.value && stat.label ? [{ value: stat.value, label: stat.label }] : [],
        ),
        brandTitle: page.brandTitle ?? "",
        brandStory: page.brandStory ?? [],
        ...(brandImage ? { brandImage } : {}),
        ...(page.galleryTitle ? { galleryTitle: page.galleryTitle } : {}),
        ...(page.tourTitle ? { tourTitle: page.tourTitle } : {}),
        ...(tourImage ? { tourImage } : {}),
        seo: toSeo(page.seo),
      },
      gallery: (data.gallery ?? []).map(toGalleryCover).filter(defined),
    };
  },
);

export const getBrandPage = cache(async (language: Language = DEFAULT_LANGUAGE): Promise<BrandPage> => {
  const data = await sanityFetch({ query: brandPageQuery, params: { lang: language }, tags: brandPageTags });
  if (!data?.title) throw new ContentMissingError("brand page");
  return {
    title: data.title,
    chainName: data.chainName ?? "",
    intro: data.intro ?? [],
    images: toPictures(data.images, data.title),
    ...(data.featuresTitle ? { featuresTitle: data.featuresTitle } : {}),
    features: (data.features ?? []).flatMap((feature) =>
      feature.title ? [{ title: feature.title, ...(feature.text ? { text: feature.text } : {}) }] : [],
    ),
    ...(data.ratingLabel ? { ratingLabel: data.ratingLabel } : {}),
    ...(data.tourUrl ? { tourUrl: data.tourUrl } : {}),
    ctaLabel: data.ctaLabel ?? pageWords(language)("requestButton"),
    seo: toSeo(data.seo),
  };
});

export const getContactsPage = cache(async (language: Language = DEFAULT_LANGUAGE): Promise<ContactsPage> => {
  const data = await sanityFetch({
    query: contactsPageQuery,
    params: { lang: language },
    tags: contactsPageTags,
  });
  if (!data?.title) throw new ContentMissingError("contacts page");
  return {
    title: data.title,
    ...(data.intro ? { intro: data.intro } : {}),
    routesTitle: data.routesTitle ?? "",
    routes: (data.routes ?? []).map((route) => ({
      kind: route.kind ?? "transfer",
      title: route.title ?? "",
      text: route.text ?? "",
      ...(route.buttonLabel ? { buttonLabel: route.buttonLabel } : {}),
      ...(route.buttonHref ? { buttonHref: route.buttonHref } : {}),
    })),
    ...(typeof data.centreDistanceMeters === "number"
      ? { centreDistanceMeters: data.centreDistanceMeters }
      : {}),
    ...(typeof data.centreWalkMinutes === "number" ? { centreWalkMinutes: data.centreWalkMinutes } : {}),
    centreDistanceText: data.centreDistanceText ?? "",
    attractionsTitle: data.attractionsTitle ?? "",
    attractions: (data.attractions ?? []).flatMap((place) => {
      if (!place.title) return [];
      const image = toPicture(place.image, place.title);
      return [
        {
          title: place.title,
          ...(place.distance ? { distance: place.distance } : {}),
          text: place.text ?? "",
          ...(image ? { image } : {}),
        },
      ];
    }),
    seo: toSeo(data.seo),
  };
});
