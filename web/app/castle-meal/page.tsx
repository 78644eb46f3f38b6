import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getOfferDetail, offerPath } from "@web/features/content/offers";
import { getSiteSettings } from "@web/features/content/site";
import { OfferView } from "@web/features/offers/offer-view";
import { pageMetadata } from "@web/lib/metadata";

/** The castle meal offer, reached also as /castle-meal (content.md §2, DECISIONS.md). */
const CASTLE_MEAL_ID = "castle-meal";

export async function generateMetadata(): Promise<Metadata> {
  const offer = await getOfferDetail(CASTLE_MEAL_ID);
  if (!offer) return { title: "Предложение" };
  // The same page as /offers/castle-meal, which is canonical.
  return pageMetadata({
    path: offerPath(offer.id),
    title: offer.title,
    description: offer.subtitle,
    seo: offer.seo,
    image: offer.images[0],
  });
}

export default async function CastleMealPage() {
  const [offer, settings] = await Promise.all([getOfferDetail(CASTLE_MEAL_ID), getSiteSettings()]);
  if (!offer) redirect("/error");
  return <OfferView offer={offer} settings={settings} />;
}
