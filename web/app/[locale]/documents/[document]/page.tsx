import type { Metadata } from "next";
import type { Language } from "@rules/language";
import { getTranslations } from "next-intl/server";
import { ListPageIntro } from "@web/components/page/page-intro";
import { RichText } from "@web/components/rich-text/rich-text";
import { notFound } from "next/navigation";
import { ContentMissingError, getListPage } from "@web/features/content/site";
import type { ListPage } from "@web/features/content/types";
import { pageMetadata } from "@web/lib/metadata";
import styles from "./document.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

/**
 * The documents the booking consent links to (booking rules, personal-data consent, privacy
 * policy): `page` documents with the route /documents/{document}, edited in the Studio and
 * regenerated when the `page` tag is revalidated.
 */
const DOCUMENTS = ["booking-rules", "personal-data", "privacy"] as const;

export const dynamicParams = false;

export function generateStaticParams(): { document: string }[] {
  return DOCUMENTS.map((document) => ({ document }));
}

type Props = { params: Promise<{ document: string } & LocaleParams> };

/**
 * The document, or the 404 page when the content source does not have it (a lake seeded before
 * the documents existed, or a manager deleted one): a missing text is not a broken build.
 */
async function documentPage(path: string, language: Language): Promise<ListPage> {
  try {
    return await getListPage(path, language);
  } catch (error) {
    if (error instanceof ContentMissingError) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const language = await pageLanguage(params);
  const path = `/documents/${(await params).document}`;
  const page = await documentPage(path, language);
  return pageMetadata({ path, title: page.title, description: page.intro, seo: page.seo });
}

export default async function DocumentPage({ params }: Props) {
  const language = await pageLanguage(params);
  const [page, t] = await Promise.all([
    documentPage(`/documents/${(await params).document}`, language),
    getTranslations("pages.documents"),
  ]);
  return (
    <>
      <ListPageIntro page={page} eyebrow={t("eyebrow")} />
      <div className="container">
        <RichText value={page.body} className={styles.body} />
      </div>
    </>
  );
}
