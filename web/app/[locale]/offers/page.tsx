import type { Metadata } from "next";
import { ClientMessages } from "@web/i18n/client-messages";
import { getTranslations } from "next-intl/server";
import { ListPageIntro } from "@web/components/page/page-intro";
import { OfferCard } from "@web/features/cards/offer-card";
import { getOfferCards } from "@web/features/content/offers";
import { getListPage, getSiteSettings } from "@web/features/content/site";
import { RequestButton } from "@web/features/request/request-button";
import { pageMetadata } from "@web/lib/metadata";
import styles from "./offers.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const [page, offers] = await Promise.all([getListPage("/offers", language), getOfferCards(language)]);
  return pageMetadata({
    path: "/offers",
    title: page.title,
    description: page.intro,
    seo: page.seo,
    image: offers[0]?.image,
  });
}

/** The four offer cards, «Оставить заявку» and the request modal (docs/site.md#offers). */
export default async function OffersPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, offers, settings] = await Promise.all([
    getListPage("/offers", language),
    getOfferCards(language),
    getSiteSettings(language),
  ]);
  const [t, r] = await Promise.all([getTranslations("pages"), getTranslations("request.topics")]);
  return (
    <ClientMessages language={language} namespaces={["request"]}>
      <ListPageIntro page={page} eyebrow={t("offers.eyebrow")}>
        <div>
          <RequestButton phone={settings.phone} label={page.ctaLabel} topic={r("offers")} />
        </div>
      </ListPageIntro>
      <div className="container">
        <ul className={styles.grid}>
          {offers.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} phone={settings.phone} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </ClientMessages>
  );
}
