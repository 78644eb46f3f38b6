import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Img } from "@web/components/image/img";
import { ListPageIntro } from "@web/components/page/page-intro";
import { getAwards } from "@web/features/content/catalogue";
import { getListPage } from "@web/features/content/site";
import { pageMetadata } from "@web/lib/metadata";
import styles from "./awards.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const [page, awards] = await Promise.all([getListPage("/awards", language), getAwards(language)]);
  return pageMetadata({
    path: "/awards",
    title: page.title,
    description: page.intro,
    seo: page.seo,
    image: awards[0]?.image,
  });
}

/** The hotel's four awards (docs/site.md#about-brand-and-awards). */
export default async function AwardsPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, awards, t] = await Promise.all([
    getListPage("/awards", language),
    getAwards(language),
    getTranslations("pages"),
  ]);
  return (
    <>
      <ListPageIntro page={page} eyebrow={t("awards.eyebrow")} />
      <div className="container">
        <ol className={styles.list}>
          {awards.map((award) => (
            <li key={award.id} className={styles.award}>
              {award.image ? (
                <div className={styles.image}>
                  <Img
                    picture={award.image}
                    fill
                    sizes="(max-width: 767px) 40vw, 200px"
                    className={styles.cover}
                  />
                </div>
              ) : null}
              <div className={styles.body}>
                {award.year ? <p className={styles.year}>{award.year}</p> : null}
                <h2 className={styles.title} data-content>
                  {award.title}
                </h2>
                {award.issuer ? (
                  <p className={styles.issuer} data-content>
                    {award.issuer}
                  </p>
                ) : null}
                {award.description ? (
                  <p className={styles.text} data-content>
                    {award.description}
                  </p>
                ) : null}
                {award.url ? (
                  <a className="link-arrow" href={award.url} target="_blank" rel="noopener noreferrer">
                    {t("awards.about")}
                    <span className="visually-hidden">{t("newWindow")}</span>
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
