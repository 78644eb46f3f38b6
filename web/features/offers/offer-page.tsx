import type { Metadata } from "next";
import { redirectInLanguage } from "@web/i18n/page";
import { getOfferDetail, offerPath } from "@web/features/content/offers";
import { getSiteSettings } from "@web/features/content/site";
import { pageMetadata } from "@web/lib/metadata";
import { OfferView } from "./offer-view";

/**
 * An offer's metadata at any of its addresses: /offers/feast, /offers/castle-meal and /castle-meal
 * are one page, so the offer's own id is canonical (docs/site.md#offers).
 */
export async function offerMetadata(id: string): Promise<Metadata> {
  const offer = await getOfferDetail(id);
  if (!offer) return { title: "Предложение" };
  return pageMetadata({
    path: offerPath(offer.id),
    title: offer.title,
    description: offer.subtitle,
    seo: offer.seo,
    image: offer.images[0],
  });
}

/** An offer's page; an id no offer answers to goes to /error. */
export async function OfferPage({ id }: { id: string }) {
  const [offer, settings] = await Promise.all([getOfferDetail(id), getSiteSettings()]);
  if (!offer) return redirectInLanguage("/error");
  return <OfferView offer={offer} settings={settings} />;
}
