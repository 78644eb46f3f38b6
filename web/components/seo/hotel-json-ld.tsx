import type { HotelRules, RoomCard, SiteSettings } from "@web/features/content/types";
import { formatRubles } from "@rules/money";
import { absoluteUrl } from "@web/lib/site-url";
import type { GuestRating } from "@web/features/content/rating";
import { JsonLd } from "./json-ld";

/** «14 000–34 000 ₽»: the range of the categories' starting prices. */
export function priceRange(rooms: readonly RoomCard[]): string | undefined {
  const prices = rooms.flatMap((room) => (room.priceFrom && room.priceFrom > 0 ? [room.priceFrom] : []));
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high
    ? formatRubles(low)
    : `${formatRubles(low).replace(/\u00A0₽$/, "")}–${formatRubles(high)}`;
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
}: {
  settings: SiteSettings;
  rules: HotelRules;
  rooms: readonly RoomCard[];
  image?: string;
  /** The guests' rating of every published text review (guestRating), as /brand shows it. */
  rating: GuestRating | undefined;
}) {
  const range = priceRange(rooms);
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Hotel",
        "@id": absoluteUrl("/#hotel"),
        name: settings.hotelName,
        description: settings.seo.description ?? settings.tagline,
        url: absoluteUrl("/"),
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
