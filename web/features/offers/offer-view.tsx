import { PageIntro } from "@web/components/page/page-intro";
import { useTranslations } from "next-intl";
import { RichText } from "@web/components/rich-text/rich-text";
import { ImageSlider } from "@web/components/slider/image-slider";
import type { OfferDetail, SiteSettings } from "@web/features/content/types";
import { RequestButton } from "@web/features/request/request-button";
import { telHref } from "@web/lib/phone";
import { Tags } from "@web/components/tags/tags";
import detail from "@web/features/content/detail.module.css";
import styles from "./offer-view.module.css";

/** An offer's page (/offers/feast, /offers/breakfast, /offers/castle-meal, /castle-meal). */
export function OfferView({ offer, settings }: { offer: OfferDetail; settings: SiteSettings }) {
  const t = useTranslations("pages");
  return (
    <>
      <PageIntro
        trail={[{ title: t("offers.crumb"), href: "/offers" }, { title: offer.title }]}
        eyebrow={t("offers.eyebrowOne")}
        title={offer.title}
        intro={offer.subtitle}
      >
        <Tags tags={offer.tags} label={t("inBrief")} />
      </PageIntro>
      <div className={`container ${detail.layout}`}>
        <div className={detail.main}>
          <ImageSlider
            images={offer.images}
            label={t("photos", { title: offer.title })}
            sizes="(max-width: 1023px) 100vw, 60vw"
            priority
            aspect="wide"
          />
          <RichText value={offer.body} className={detail.prose} />
          {offer.includes.length > 0 ? (
            <section aria-labelledby="offer-includes">
              <h2 id="offer-includes" className={detail.subTitle}>
                {t("included")}
              </h2>
              <ul className={styles.includes} data-content>
                {offer.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className={styles.aside} aria-label={t("offers.aside")}>
          {offer.prices.map((price, index) => (
            <div key={`${price.text}-${index}`}>
              <p className={styles.label} data-content={price.title ? true : undefined}>
                {price.title ?? t("price")}
              </p>
              <p className={styles.amount}>{price.text}</p>
            </div>
          ))}
          {offer.facts.length > 0 ? (
            <dl className={styles.facts} data-content>
              {offer.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <RequestButton phone={settings.phone} topic={offer.title} />
          <a className={styles.phone} href={telHref(settings.phone)}>
            {settings.phone}
          </a>
        </aside>
      </div>
    </>
  );
}
