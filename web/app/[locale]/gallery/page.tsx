import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Gallery } from "@web/components/gallery/gallery";
import { ListPageIntro } from "@web/components/page/page-intro";
import { getGalleryGroups } from "@web/features/content/catalogue";
import { getListPage } from "@web/features/content/site";
import { pageMetadata } from "@web/lib/metadata";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const [page, groups] = await Promise.all([getListPage("/gallery", language), getGalleryGroups(language)]);
  return pageMetadata({
    path: "/gallery",
    title: page.title,
    description: page.intro,
    seo: page.seo,
    image: groups[0]?.images[0],
  });
}

/**
 * The gallery (docs/site.md#gallery): 11 groups; a group or `?category=1…11` opens the full-screen
 * viewer; Escape closes it and removes the parameter; arrow keys move cyclically.
 */
export default async function GalleryPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, groups, t] = await Promise.all([
    getListPage("/gallery", language),
    getGalleryGroups(language),
    getTranslations("pages.gallery"),
  ]);
  return (
    <>
      <ListPageIntro page={page} eyebrow={t("eyebrow")} />
      <div className="container" style={{ paddingBottom: "var(--section)" }}>
        <Gallery groups={groups} />
      </div>
    </>
  );
}
