import type { Metadata } from "next";
import { ClientMessages } from "@web/i18n/client-messages";
import { getTranslations } from "next-intl/server";
import { formatMoney } from "@rules/money";
import { ListPageIntro } from "@web/components/page/page-intro";
import { ImageSlider } from "@web/components/slider/image-slider";
import { getCarsPage } from "@web/features/content/catalogue";
import { getListPage, getSiteSettings } from "@web/features/content/site";
import { RequestButton } from "@web/features/request/request-button";
import { pageMetadata } from "@web/lib/metadata";
import mediaRow from "@web/components/layout/media-row.module.css";
import styles from "./car.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const [page, { cars }] = await Promise.all([getListPage("/car", language), getCarsPage(language)]);
  return pageMetadata({
    path: "/car",
    title: page.title,
    description: page.intro,
    seo: page.seo,
    image: cars[0]?.images[0],
  });
}

/** Car rental (docs/site.md#car-rental): two cars with daily prices and «Оставить заявку». */
export default async function CarPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, { cars, services }, settings] = await Promise.all([
    getListPage("/car", language),
    getCarsPage(language),
    getSiteSettings(language),
  ]);
  const [t, r] = await Promise.all([getTranslations("pages"), getTranslations("request.topics")]);
  return (
    <ClientMessages language={language} namespaces={["request"]}>
      <ListPageIntro page={page} eyebrow={t("car.eyebrow")} />
      <div className={`container ${styles.list}`}>
        {cars.map((car, index) => (
          <article key={car.id} className={mediaRow.row} aria-labelledby={`car-${car.id}`}>
            <ImageSlider
              images={car.images}
              label={t("photos", { title: car.name })}
              sizes="(max-width: 1023px) 100vw, 55vw"
              priority={index === 0}
            />
            <div className={mediaRow.body}>
              <h2 id={`car-${car.id}`} className={styles.name} data-content>
                {car.name}
              </h2>
              {car.summary ? (
                <p className={styles.summary} data-content>
                  {car.summary}
                </p>
              ) : null}
              <p className={styles.price}>
                {formatMoney(car.dailyPrice, language)}
                <span>{t("car.perDay")}</span>
              </p>
              <dl className={styles.specs}>
                {car.specs.map((spec) => (
                  <div key={spec.label}>
                    <dt>{spec.label}</dt>
                    <dd data-content>{spec.value}</dd>
                  </div>
                ))}
              </dl>
              <RequestButton
                phone={settings.phone}
                label={page.ctaLabel}
                topic={r("carHire", { car: car.name })}
              />
            </div>
          </article>
        ))}
      </div>
      {services.length > 0 ? (
        <section className="section section--sand section--deferred" aria-label={t("car.services")}>
          <ul className={`container ${styles.services}`}>
            {services.map((service) => (
              <li key={service.title} className={styles.service}>
                <h2 className={styles.serviceTitle} data-content>
                  {service.title}
                </h2>
                {service.summary ? (
                  <p className={styles.summary} data-content>
                    {service.summary}
                  </p>
                ) : null}
                {service.prices.map((price) => (
                  <p key={price.text} className={styles.servicePrice}>
                    {price.text}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ClientMessages>
  );
}
