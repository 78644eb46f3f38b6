import type { Metadata } from "next";
import { getOfferIds } from "@web/features/content/offers";
import { OfferPage, offerMetadata } from "@web/features/offers/offer-page";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateStaticParams(): Promise<{ offerId: string }[]> {
  const ids = await getOfferIds();
  return ids.map((offerId) => ({ offerId }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ offerId: string } & LocaleParams>;
}): Promise<Metadata> {
  const language = await pageLanguage(params);
  return offerMetadata((await params).offerId, language);
}

/** /offers/{id}: feast, breakfast (and castle-meal); an unknown id goes to /error. */
export default async function OfferIdPage({
  params,
}: {
  params: Promise<{ offerId: string } & LocaleParams>;
}) {
  const language = await pageLanguage(params);
  return <OfferPage id={(await params).offerId} language={language} />;
}
