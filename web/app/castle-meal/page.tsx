import type { Metadata } from "next";
import { OfferPage, offerMetadata } from "@web/features/offers/offer-page";

/**
 * The castle meal offer, reached also as /castle-meal, canonical /offers/castle-meal
 * (docs/site.md#offers).
 */
const CASTLE_MEAL_ID = "castle-meal";

export function generateMetadata(): Promise<Metadata> {
  return offerMetadata(CASTLE_MEAL_ID);
}

export default function CastleMealPage() {
  return <OfferPage id={CASTLE_MEAL_ID} />;
}
