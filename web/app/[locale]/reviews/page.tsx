import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListPageIntro } from "@web/components/page/page-intro";
import { ReviewCarousel } from "@web/components/reviews/review-carousel";
import { VideoReviews } from "@web/components/reviews/video-reviews";
import { getReviews } from "@web/features/content/catalogue";
import { getListPage } from "@web/features/content/site";
import { pageMetadata } from "@web/lib/metadata";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const page = await getListPage("/reviews", language);
  return pageMetadata({ path: "/reviews", title: page.title, description: page.intro, seo: page.seo });
}

/** Text reviews (carousel) and video reviews (docs/site.md#reviews). */
export default async function ReviewsPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, { reviews, videoReviews: videos }] = await Promise.all([
    getListPage("/reviews", language),
    getReviews(language),
  ]);
  const t = await getTranslations("pages.reviews");
  return (
    <>
      <ListPageIntro page={page} eyebrow={t("eyebrow")} />
      <section className="section section--sand" aria-labelledby="reviews-text">
        <div className="container">
          <div className="section-head">
            <h2 id="reviews-text">{t("text")}</h2>
          </div>
          <ReviewCarousel reviews={reviews} labelledBy="reviews-text" />
        </div>
      </section>
      {videos.length > 0 ? (
        <section className="section section--pine section--deferred" aria-labelledby="reviews-video">
          <div className="container">
            <div className="section-head">
              <h2 id="reviews-video">{t("video")}</h2>
            </div>
            <VideoReviews reviews={videos} labelledBy="reviews-video" />
          </div>
        </section>
      ) : null}
    </>
  );
}
