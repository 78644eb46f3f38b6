import type { Metadata } from "next";
import { ClientMessages } from "@web/i18n/client-messages";
import { getTranslations } from "next-intl/server";
import { External, Tour } from "@web/components/icons/icons";
import { Img } from "@web/components/image/img";
import { PageIntro } from "@web/components/page/page-intro";
import { Stars } from "@web/components/reviews/review-card";
import { RichText } from "@web/components/rich-text/rich-text";
import { getReviews } from "@web/features/content/catalogue";
import { getBrandPage } from "@web/features/content/pages";
import { guestRating, ratingText } from "@web/features/content/rating";
import { getSiteSettings } from "@web/features/content/site";
import { RequestButton } from "@web/features/request/request-button";
import { pageMetadata } from "@web/lib/metadata";
import styles from "./brand.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const page = await getBrandPage(language);
  return pageMetadata({ path: "/brand", title: page.title, seo: page.seo, image: page.images[0] });
}

/**
 * Brand and franchise (docs/site.md#about-brand-and-awards): the offer, 11 features, the guests'
 * rating (the average of the published reviews, the figure the structured data states), a 3D tour.
 */
export default async function BrandPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, settings, { reviews }, t, r] = await Promise.all([
    getBrandPage(language),
    getSiteSettings(language),
    getReviews(language),
    getTranslations("pages"),
    getTranslations("request.topics"),
  ]);
  const rating = guestRating(reviews.map((review) => review.stars));
  const tourUrl = page.tourUrl ?? settings.tourUrl;
  const cover = page.images[0];
  return (
    <ClientMessages language={language} namespaces={["request"]}>
      <PageIntro trail={[{ title: page.title }]} eyebrow={page.chainName} contentEyebrow title={page.title}>
        <div>
          <RequestButton phone={settings.phone} label={page.ctaLabel} topic={r("franchise")} />
        </div>
      </PageIntro>
      <div className={`container ${styles.intro}`}>
        <RichText value={page.intro} className={styles.prose} />
        {rating ? (
          <div className={styles.rating}>
            <span className={styles.ratingValue}>{ratingText(rating)}</span>
            <Stars value={rating.value} />
            <span className={styles.ratingLabel} data-content={page.ratingLabel ? true : undefined}>
              {page.ratingLabel ?? t("brand.rating")}
            </span>
          </div>
        ) : null}
      </div>
      {cover ? (
        <div className={`container ${styles.cover}`}>
          <Img picture={cover} fill sizes="100vw" className={styles.coverImage} />
        </div>
      ) : null}
      <section className="section section--deferred" aria-labelledby="brand-features">
        <div className="container">
          <div className="section-head">
            <h2 id="brand-features" data-content={page.featuresTitle ? true : undefined}>
              {page.featuresTitle ?? t("brand.features")}
            </h2>
          </div>
          <ol className={styles.features} data-content>
            {page.features.map((feature, index) => (
              <li key={feature.title} className={styles.feature}>
                <span className={styles.number}>{String(index + 1).padStart(2, "0")}</span>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                {feature.text ? <p className={styles.featureText}>{feature.text}</p> : null}
              </li>
            ))}
          </ol>
        </div>
      </section>
      {tourUrl ? (
        <section className="section section--pine section--deferred" aria-labelledby="brand-tour">
          <div className={`container ${styles.tour}`}>
            <h2 id="brand-tour">{t("brand.tour")}</h2>
            <a className="btn btn--gold" href={tourUrl} target="_blank" rel="noopener noreferrer">
              <Tour size={18} />
              {t("openTour")}
              <External size={14} />
              <span className="visually-hidden">{t("newWindow")}</span>
            </a>
          </div>
        </section>
      ) : null}
    </ClientMessages>
  );
}
