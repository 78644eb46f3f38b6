import type { Metadata } from "next";
import { IntentLink } from "@web/components/link/intent-link";
import { RichText } from "@web/components/rich-text/rich-text";
import { getListPage } from "@web/features/content/site";
import { typograph } from "@web/lib/typography";
import styles from "./error.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  await pageLanguage(params);
  const page = await getListPage("/error");
  return { title: page.seo.title ?? page.title, robots: { index: false, follow: true } };
}

/**
 * Where invalid input lands (unknown room, service or offer id, a bad booking query, a missing
 * booking): a designed page with a way back, not the 404 text (docs/site.md#navigation-and-errors).
 */
export default async function ErrorPage({ params }: { params: Promise<LocaleParams> }) {
  await pageLanguage(params);
  const page = await getListPage("/error");
  return (
    <section className={`container ${styles.error}`} aria-labelledby="error-title">
      <p className="eyebrow">Ошибка</p>
      <h1 id="error-title" className={styles.title}>
        {typograph(page.title)}
      </h1>
      {page.intro ? <p className="lead">{typograph(page.intro)}</p> : null}
      <RichText value={page.body} className={styles.body} />
      <div className={styles.actions}>
        <IntentLink href="/" className="btn btn--dark">
          На главную
        </IntentLink>
        <IntentLink href="/booking" prefetch={false} className="btn btn--outline">
          {page.ctaLabel ?? "Найти номер"}
        </IntentLink>
      </div>
    </section>
  );
}
