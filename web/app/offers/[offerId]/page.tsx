import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getOfferDetail, getOfferIds, offerPath } from "@web/features/content/offers";
import { getSiteSettings } from "@web/features/content/site";
import { OfferView } from "@web/features/offers/offer-view";
import { pageMetadata } from "@web/lib/metadata";

export async function generateStaticParams(): Promise<{ offerId: string }[]> {
  const ids = await getOfferIds();
  return ids.map((offerId) => ({ offerId }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ offerId: string }>;
}): Promise<Metadata> {
  const { offerId } = await params;
  const offer = await getOfferDetail(offerId);
  if (!offer) return { title: "Предложение" };
  // /offers/feast and /offers/castle-meal are one page: the offer's own id is canonical.
  return pageMetadata({
    path: offerPath(offer.id),
    title: offer.title,
    description: offer.subtitle,
    seo: offer.seo,
    image: offer.images[0],
  });
}

/** /offers/{id}: feast, breakfast (and castle-meal); an unknown id goes to /error. */
export default async function OfferPage({ params }: { params: Promise<{ offerId: string }> }) {
  const { offerId } = await params;
  const [offer, settings] = await Promise.all([getOfferDetail(offerId), getSiteSettings()]);
  if (!offer) redirect("/error");
  return <OfferView offer={offer} settings={settings} />;
}
