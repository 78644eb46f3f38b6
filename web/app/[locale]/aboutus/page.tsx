import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntentLink } from "@web/components/link/intent-link";
import { External, Tour } from "@web/components/icons/icons";
import { Img } from "@web/components/image/img";
import { PageIntro } from "@web/components/page/page-intro";
import { RichText } from "@web/components/rich-text/rich-text";
import { getAboutPage } from "@web/features/content/pages";
import { getSiteSettings } from "@web/features/content/site";
import { pageMetadata } from "@web/lib/metadata";
import styles from "./about.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const { page } = await getAboutPage(language);
  return pageMetadata({ path: "/aboutus", title: page.title, seo: page.seo, image: page.images[0] });
}

/**
 * About the hotel (docs/site.md#about-brand-and-awards): description, stats, brand story, gallery,
 * 3D tour.
 */
export default async function AboutPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [{ page, gallery }, settings, t] = await Promise.all([
    getAboutPage(language),
    getSiteSettings(language),
    getTranslations("pages"),
  ]);
  const teaser = gallery.slice(0, 4);
  return (
    <>
      <PageIntro
        trail={[{ title: page.title }]}
        eyebrow={settings.hotelKind}
        contentEyebrow
        title={page.title}
      />
      <div className={`container ${styles.intro}`}>
        <RichText value={page.intro} className={styles.prose} />
        <div className={styles.images}>
          {page.images.slice(0, 2).map((image, index) => (
            <div key={index} className={styles.image}>
              <Img
                picture={image}
                fill
                sizes="(max-width: 1023px) 50vw, 25vw"
                className={styles.cover}
                {...(index === 0 ? { loading: "eager" as const, fetchPriority: "high" as const } : {})}
              />
            </div>
          ))}
        </div>
      </div>
      <section className="section section--sand section--deferred" aria-label={t("about.figures")}>
        <ul className={`container ${styles.stats}`} data-content>
          {page.stats.map((stat) => (
            <li key={`${stat.value}-${stat.label}`} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="section section--deferred" aria-labelledby="about-brand">
        <div className={`container ${styles.brand}`}>
          {page.brandImage ? (
            <div className={styles.brandImage}>
              <Img
                picture={page.brandImage}
                fill
                sizes="(max-width: 1023px) 100vw, 45vw"
                className={styles.cover}
              />
            </div>
          ) : null}
          <div className={styles.brandText}>
            <p className="eyebrow">{t("about.brand")}</p>
            <h2 id="about-brand" data-content>
              {page.brandTitle}
            </h2>
            <RichText value={page.brandStory} className={styles.prose} />
            <p className={styles.brandLinks}>
              <IntentLink href="/brand" className="link-arrow">
                {t("about.brandLink")}
              </IntentLink>
              <IntentLink href="/awards" className="link-arrow">
                {t("about.awardsLink")}
              </IntentLink>
            </p>
          </div>
        </div>
      </section>
      {teaser.length > 0 ? (
        <section className="section section--sand section--deferred" aria-labelledby="about-gallery">
          <div className="container">
            <div className="section-head">
              <h2 id="about-gallery" data-content={page.galleryTitle ? true : undefined}>
                {page.galleryTitle ?? t("about.gallery")}
              </h2>
              <IntentLink href="/gallery" className="link-arrow">
                {t("about.galleryLink")}
              </IntentLink>
            </div>
            <ul className={styles.teaser}>
              {teaser.map((group) => (
                <li key={group.id}>
                  <IntentLink href={`/gallery?category=${group.id}`} className={styles.teaserLink}>
                    <Img
                      picture={group.cover}
                      alt=""
                      fill
                      sizes="(max-width: 767px) 50vw, 25vw"
                      className={styles.cover}
                    />
                    <span data-content>{group.title}</span>
                  </IntentLink>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {settings.tourUrl ? (
        <section className="section section--pine section--deferred" aria-labelledby="about-tour">
          <div className={`container ${styles.tour}`}>
            <div>
              <p className="eyebrow">3D</p>
              <h2 id="about-tour" data-content={page.tourTitle ? true : undefined}>
                {page.tourTitle ?? t("about.tour")}
              </h2>
            </div>
            <a className="btn btn--gold" href={settings.tourUrl} target="_blank" rel="noopener noreferrer">
              <Tour size={18} />
              {t("openTour")}
              <External size={14} />
              <span className="visually-hidden">{t("newWindow")}</span>
            </a>
            {page.tourImage ? (
              <div className={styles.tourImage}>
                <Img picture={page.tourImage} fill sizes="100vw" className={styles.cover} />
              </div>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
