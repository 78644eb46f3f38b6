import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SERVICE_GROUPS } from "@schemas/lib/constants";
import { ListPageIntro } from "@web/components/page/page-intro";
import { RichText } from "@web/components/rich-text/rich-text";
import { ServiceCard } from "@web/features/cards/service-card";
import { getServiceCards } from "@web/features/content/services";
import { getListPage } from "@web/features/content/site";
import { pageMetadata } from "@web/lib/metadata";
import styles from "./services.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const [page, services] = await Promise.all([getListPage("/services", language), getServiceCards(language)]);
  return pageMetadata({
    path: "/services",
    title: page.title,
    description: page.intro,
    seo: page.seo,
    image: services[0]?.image,
  });
}

/**
 * Services in two groups (docs/site.md#services-and-spa): included in the stay, and additional. The
 * buffet breakfast has no action; car hire leads to /car; the others to /services/{id}.
 */
export default async function ServicesPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, services, t] = await Promise.all([
    getListPage("/services", language),
    getServiceCards(language),
    getTranslations("pages.services"),
  ]);
  return (
    <>
      <ListPageIntro page={page} eyebrow={t("eyebrow")} />
      {SERVICE_GROUPS.map((group, index) => {
        const items = services.filter((service) => service.group === group.value);
        if (items.length === 0) return null;
        return (
          <section
            key={group.value}
            className={`section ${index % 2 === 0 ? "section--sand" : ""}`}
            aria-labelledby={`services-${group.value}`}
          >
            <div className="container">
              <div className="section-head">
                <h2 id={`services-${group.value}`}>{t(`groups.${group.value}`)}</h2>
              </div>
              <ul className={styles.grid}>
                {items.map((service, position) => (
                  <li key={service.id}>
                    <ServiceCard service={service} priority={index === 0 && position === 0} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        );
      })}
      {page.body ? (
        <div className="container section">
          <RichText value={page.body} />
        </div>
      ) : null}
    </>
  );
}
