import type { HotelRules, RoomCard, SiteSettings } from "@web/features/content/types";
import { formatMoney } from "@rules/money";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { localizedHref } from "@web/i18n/paths";
import { absoluteUrl } from "@web/lib/site-url";
import type { GuestRating } from "@web/features/content/rating";
import { JsonLd } from "./json-ld";

/** «14 000–34 000 ₽» ("₽14,000–34,000"): the range of the categories' starting prices. */
export function priceRange(
  rooms: readonly RoomCard[],
  language: Language = DEFAULT_LANGUAGE,
): string | undefined {
  const prices = rooms.flatMap((room) => (room.priceFrom && room.priceFrom > 0 ? [room.priceFrom] : []));
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  if (low === high) return formatMoney(low, language);
  return language === "ru"
    ? `${formatMoney(low, language).replace(/\u00A0₽$/, "")}–${formatMoney(high, language)}`
    : `${formatMoney(low, language)}–${formatMoney(high, language).replace(/^₽/, "")}`;
}

/**
 * schema.org Hotel: name, address, geo, contacts, check-in/out, price range, the official star
 * category when the settings carry one, and the guests' rating: the figure /brand shows, from the
 * published reviews (web/features/content/rating.ts).
 */
export function HotelJsonLd({
  settings,
  rules,
  rooms,
  image,
  rating,
  language = DEFAULT_LANGUAGE,
}: {
  settings: SiteSettings;
  rules: HotelRules;
  rooms: readonly RoomCard[];
  image?: string;
  /** The guests' rating of every published text review (guestRating), as /brand shows it. */
  rating: GuestRating | undefined;
  /** The page's language: the description's and the address's (docs/languages.md#search-engines). */
  language?: Language;
}) {
  const range = priceRange(rooms, language);
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Hotel",
        "@id": absoluteUrl("/#hotel"),
        name: settings.hotelName,
        description: settings.seo.description ?? settings.tagline,
        url: absoluteUrl(localizedHref("/", language)),
        inLanguage: language,
        telephone: settings.phone,
        email: settings.email,
        ...(image ? { image: absoluteUrl(image) } : {}),
        address: {
          "@type": "PostalAddress",
          streetAddress: settings.address,
          addressLocality: settings.city,
          addressCountry: "RU",
        },
        geo: { "@type": "GeoCoordinates", latitude: settings.geo.lat, longitude: settings.geo.lng },
        ...(rules.checkInFrom ? { checkinTime: rules.checkInFrom } : {}),
        ...(rules.checkOutUntil ? { checkoutTime: rules.checkOutUntil } : {}),
        ...(range ? { priceRange: range } : {}),
        currenciesAccepted: "RUB",
        ...(settings.openedOn ? { foundingDate: settings.openedOn } : {}),
        ...(settings.starRating
          ? { starRating: { "@type": "Rating", ratingValue: settings.starRating } }
          : {}),
        ...(rating
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: rating.value,
                bestRating: 5,
                worstRating: 0,
                reviewCount: rating.count,
              },
            }
          : {}),
        sameAs: settings.socials.map((social) => social.url),
      }}
    />
  );
}
