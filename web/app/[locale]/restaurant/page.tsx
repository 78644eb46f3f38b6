import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntentLink } from "@web/components/link/intent-link";
import { External } from "@web/components/icons/icons";
import { Img } from "@web/components/image/img";
import { PageIntro } from "@web/components/page/page-intro";
import { getRestaurantCards } from "@web/features/content/restaurant";
import { restaurantsLabel } from "@web/features/content/format";
import { getListPage, getSiteSettings } from "@web/features/content/site";
import { pageMetadata } from "@web/lib/metadata";
import styles from "./restaurant.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const [page, restaurants] = await Promise.all([
    getListPage("/restaurant", language),
    getRestaurantCards(language),
  ]);
  return pageMetadata({
    path: "/restaurant",
    title: restaurantsLabel(page.title, restaurants.length),
    description: page.intro,
    seo: page.seo?.title
      ? { ...page.seo, title: restaurantsLabel(page.seo.title, restaurants.length) }
      : page.seo,
    image: restaurants[0]?.images[0],
  });
}

/**
 * The restaurants (docs/site.md#restaurant): text, two photos, «Забронировать столик» (the external
 * table-booking widget, a new window) and «Подробнее» to /restaurant/{restId}.
 */
export default async function RestaurantsPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, restaurants, settings] = await Promise.all([
    getListPage("/restaurant", language),
    getRestaurantCards(language),
    getSiteSettings(language),
  ]);
  const t = await getTranslations("pages");
  const title = restaurantsLabel(page.title, restaurants.length);
  return (
    <>
      <PageIntro trail={[{ title }]} eyebrow={t("restaurant.eyebrow")} title={title} intro={page.intro} />
      <div className={`container ${styles.list}`}>
        {restaurants.map((restaurant, index) => (
          <article
            key={restaurant.restId}
            className={styles.restaurant}
            aria-labelledby={`restaurant-${restaurant.restId}`}
          >
            <div className={styles.photos}>
              {restaurant.images.slice(0, 2).map((image, position) => (
                <div key={position} className={styles.photo}>
                  <Img
                    picture={image}
                    fill
                    sizes="(max-width: 767px) 100vw, 30vw"
                    className={styles.cover}
                    {...(index === 0 && position === 0
                      ? { loading: "eager" as const, fetchPriority: "high" as const }
                      : {})}
                  />
                </div>
              ))}
            </div>
            <div className={styles.body}>
              <h2 id={`restaurant-${restaurant.restId}`} data-content>
                {restaurant.title}
              </h2>
              <p className="lead" data-content>
                {restaurant.text}
              </p>
              <div className={styles.actions}>
                {settings.tableBookingUrl ? (
                  <a
                    className="btn btn--gold"
                    href={settings.tableBookingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t("restaurant.bookTable")}
                    <External size={14} />
                    <span className="visually-hidden">{t("newWindow")}</span>
                  </a>
                ) : null}
                <IntentLink className="btn btn--outline" href={`/restaurant/${restaurant.restId}`}>
                  {t("more")}
                </IntentLink>
              </div>
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
