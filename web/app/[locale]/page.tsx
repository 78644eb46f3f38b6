import type { Metadata } from "next";
import { ClientMessages } from "@web/i18n/client-messages";
import { HotelJsonLd } from "@web/components/seo/hotel-json-ld";
import { getReviews } from "@web/features/content/catalogue";
import { getHomeData } from "@web/features/content/pages";
import { guestRating } from "@web/features/content/rating";
import { getHotelRules, getSiteSettings } from "@web/features/content/site";
import type { HomeSection } from "@web/features/content/types";
import { Hero } from "@web/features/home/hero";
import {
  ContactsSection,
  FaqSection,
  GalleryTeaser,
  OffersSection,
  ReviewsSection,
  RoomsSection,
  ServicesSection,
  VideoReviewsSection,
  WelcomeSection,
} from "@web/features/home/home-sections";
import { isPreview } from "@web/lib/content/preview";
import { mapsApiKey } from "@web/lib/maps";
import { pageMetadata } from "@web/lib/metadata";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const [{ home }, settings] = await Promise.all([getHomeData(language), getSiteSettings(language)]);
  const title = home.seo.title ?? settings.seo.title ?? settings.hotelName;
  const metadata = await pageMetadata({ path: "/", title, seo: home.seo, image: home.heroImages[0] });
  // The home page's title stands alone, without the « — hotel name» of the other pages.
  return { ...metadata, title: { absolute: title } };
}

/**
 * The home page (docs/site.md#home-page): hero with the booking form, then the blocks the manager
 * orders.
 */
export default async function HomePage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [data, settings, rules, preview, { reviews }] = await Promise.all([
    getHomeData(language),
    getSiteSettings(language),
    getHotelRules(language),
    isPreview(),
    getReviews(language),
  ]);
  const { home } = data;

  const render = (section: HomeSection) => {
    switch (section.kind) {
      case "welcome":
        return <WelcomeSection key={section.kind} home={home} section={section} />;
      case "rooms":
        return data.rooms.length > 0 ? (
          <RoomsSection key={section.kind} rooms={data.rooms} section={section} everyCard={preview} />
        ) : null;
      case "services":
        return data.services.length > 0 ? (
          <ServicesSection key={section.kind} services={data.services} section={section} />
        ) : null;
      case "offers":
        return data.offers.length > 0 ? (
          <OffersSection key={section.kind} offers={data.offers} section={section} settings={settings} />
        ) : null;
      case "gallery":
        return data.gallery.length > 0 ? (
          <GalleryTeaser key={section.kind} groups={data.gallery} section={section} />
        ) : null;
      case "reviews":
        return data.reviews.length > 0 ? (
          <ReviewsSection key={section.kind} reviews={data.reviews} section={section} />
        ) : null;
      case "videoReviews":
        return data.videoReviews.length > 0 ? (
          <VideoReviewsSection key={section.kind} reviews={data.videoReviews} section={section} />
        ) : null;
      case "faq":
        return data.faq.length > 0 ? (
          <FaqSection key={section.kind} items={data.faq} section={section} />
        ) : null;
      case "contacts":
        return (
          <ContactsSection
            key={section.kind}
            settings={settings}
            section={section}
            yandexApiKey={mapsApiKey()}
          />
        );
      default:
        // A block kind this version of the site does not know yet is skipped, not guessed.
        return null;
    }
  };

  return (
    <ClientMessages language={language} namespaces={["home", "request"]}>
      <Hero home={home} settings={settings} />
      {home.sections.map(render)}
      <HotelJsonLd
        settings={settings}
        rules={rules}
        rooms={data.rooms}
        image={home.heroImages[0]?.src}
        language={language}
        rating={guestRating(reviews.map((review) => review.stars))}
      />
    </ClientMessages>
  );
}
