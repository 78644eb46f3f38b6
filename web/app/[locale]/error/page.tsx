import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntentLink } from "@web/components/link/intent-link";
import { RichText } from "@web/components/rich-text/rich-text";
import { getListPage } from "@web/features/content/site";
import { typographIn } from "@web/lib/typography";
import styles from "./error.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const page = await getListPage("/error", language);
  return { title: page.seo.title ?? page.title, robots: { index: false, follow: true } };
}

/**
 * Where invalid input lands (unknown room, service or offer id, a bad booking query, a missing
 * booking): a designed page with a way back, not the 404 text (docs/site.md#navigation-and-errors).
 */
export default async function ErrorPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, t] = await Promise.all([getListPage("/error", language), getTranslations("pages")]);
  return (
    <section className={`container ${styles.error}`} aria-labelledby="error-title">
      <p className="eyebrow">{t("error.eyebrow")}</p>
      <h1 id="error-title" className={styles.title} data-content>
        {typographIn(page.title, language)}
      </h1>
      {page.intro ? (
        <p className="lead" data-content>
          {typographIn(page.intro, language)}
        </p>
      ) : null}
      <RichText value={page.body} className={styles.body} />
      <div className={styles.actions}>
        <IntentLink href="/" className="btn btn--dark">
          {t("error.home")}
        </IntentLink>
        <IntentLink href="/booking" prefetch={false} className="btn btn--outline">
          <span data-content={page.ctaLabel ? true : undefined}>{page.ctaLabel ?? t("error.search")}</span>
        </IntentLink>
      </div>
    </section>
  );
}
