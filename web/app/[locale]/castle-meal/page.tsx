import type { Metadata } from "next";
import { OfferPage, offerMetadata } from "@web/features/offers/offer-page";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

/**
 * The castle meal offer, reached also as /castle-meal, canonical /offers/castle-meal
 * (docs/site.md#offers).
 */
const CASTLE_MEAL_ID = "castle-meal";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  return offerMetadata(CASTLE_MEAL_ID, language);
}

export default async function CastleMealPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  return <OfferPage id={CASTLE_MEAL_ID} language={language} />;
}
