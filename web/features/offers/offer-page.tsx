import type { Metadata } from "next";
import { ClientMessages } from "@web/i18n/client-messages";
import type { Language } from "@rules/language";
import { getTranslations } from "next-intl/server";
import { redirectInLanguage } from "@web/i18n/page";
import { getOfferDetail, offerPath } from "@web/features/content/offers";
import { getSiteSettings } from "@web/features/content/site";
import { pageMetadata } from "@web/lib/metadata";
import { OfferView } from "./offer-view";

/**
 * An offer's metadata at any of its addresses: /offers/feast, /offers/castle-meal and /castle-meal
 * are one page, so the offer's own id is canonical (docs/site.md#offers).
 */
export async function offerMetadata(id: string, language: Language): Promise<Metadata> {
  const [offer, t] = await Promise.all([getOfferDetail(id, language), getTranslations("pages.offers")]);
  if (!offer) return { title: t("title") };
  return pageMetadata({
    path: offerPath(offer.id),
    title: offer.title,
    description: offer.subtitle,
    seo: offer.seo,
    image: offer.images[0],
  });
}

/** An offer's page; an id no offer answers to goes to /error. */
export async function OfferPage({ id, language }: { id: string; language: Language }) {
  const [offer, settings] = await Promise.all([getOfferDetail(id, language), getSiteSettings(language)]);
  if (!offer) return redirectInLanguage("/error");
  return (
    <ClientMessages language={language} namespaces={["request"]}>
      <OfferView offer={offer} settings={settings} />
    </ClientMessages>
  );
}
