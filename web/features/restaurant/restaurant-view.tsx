import { External, Phone } from "@web/components/icons/icons";
import { useTranslations } from "next-intl";
import { Img } from "@web/components/image/img";
import { PageIntro } from "@web/components/page/page-intro";
import { RichText } from "@web/components/rich-text/rich-text";
import { ImageSlider } from "@web/components/slider/image-slider";
import type { RestaurantDetail, SiteSettings } from "@web/features/content/types";
import { telHref } from "@web/lib/phone";
import { Tags } from "@web/components/tags/tags";
import styles from "./restaurant-view.module.css";

function TableBooking({
  url,
  label,
  tone = "gold",
}: {
  url?: string;
  label: string;
  tone?: "gold" | "light";
}) {
  const t = useTranslations("pages");
  if (!url) return null;
  return (
    <a
      className={`btn ${tone === "gold" ? "btn--gold" : "btn--light"}`}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <span data-content>{label}</span>
      <External size={14} />
      <span className="visually-hidden">{t("newWindow")}</span>
    </a>
  );
}

/**
 * The restaurant's page (docs/site.md#restaurant): progressive cuisine with its tags, the MENU, BAR
 * and ROOM SERVICE blocks, the charcoal oven, table booking in the external widget, the phone and
 * the advice to book the terrace by phone.
 */
export function RestaurantView({
  restaurant,
  settings,
}: {
  restaurant: RestaurantDetail;
  settings: SiteSettings;
}) {
  const t = useTranslations("pages");
  // The list's name as the menus say it: «Ресторан» for one, «Рестораны» for more (getSiteSettings).
  const listTitle =
    [...settings.mainMenu, ...settings.secondaryMenu, ...settings.footerMenu].find(
      (item) => item.href === "/restaurant",
    )?.label ?? t("restaurant.title");
  return (
    <>
      <PageIntro
        trail={[{ title: listTitle, href: "/restaurant", content: true }, { title: restaurant.title }]}
        eyebrow={restaurant.subtitle ?? t("restaurant.title")}
        contentEyebrow={Boolean(restaurant.subtitle)}
        title={restaurant.title}
      >
        <Tags tags={restaurant.tags} label={t("restaurant.cuisine")} />
      </PageIntro>
      <div className={`container ${styles.top}`}>
        <ImageSlider
          images={restaurant.images}
          label={t("photos", { title: restaurant.title })}
          sizes="(max-width: 1023px) 100vw, 60vw"
          priority
          aspect="wide"
        />
        <div className={styles.intro}>
          <RichText value={restaurant.body} className={styles.prose} />
          {restaurant.hours.length > 0 ? (
            <dl className={styles.hours} data-content>
              {restaurant.hours.map((line, index) => (
                <div key={`${line.label}-${index}`}>
                  <dt>{line.label}</dt>
                  <dd>{line.time}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <TableBooking url={settings.tableBookingUrl} label={restaurant.tableBookingLabel} />
        </div>
      </div>
      <div className={`container ${styles.blocks}`}>
        {restaurant.blocks.map((block, index) => (
          <section
            key={`${block.kind}-${index}`}
            className={styles.block}
            aria-labelledby={`restaurant-block-${index}`}
          >
            {block.image ? (
              <div className={styles.blockImage}>
                <Img
                  picture={block.image}
                  fill
                  sizes="(max-width: 767px) 100vw, 33vw"
                  className={styles.cover}
                />
              </div>
            ) : null}
            <h2 id={`restaurant-block-${index}`} className={styles.blockTitle} data-content>
              {block.title}
            </h2>
            <p className={styles.blockText} data-content>
              {block.text}
            </p>
            {block.hours.length > 0 ? (
              <p className={styles.blockHours} data-content>
                {block.hours.map((line) => `${line.label}: ${line.time}`).join(" · ")}
              </p>
            ) : null}
            {block.fileUrl ? (
              <a className="link-arrow" href={block.fileUrl} target="_blank" rel="noopener noreferrer">
                {t("restaurant.openMenu")}
                <span className="visually-hidden">{t("newWindow")}</span>
              </a>
            ) : null}
          </section>
        ))}
      </div>
      {restaurant.highlight ? (
        <section className="section section--pine section--deferred" aria-labelledby="restaurant-highlight">
          <div className={`container ${styles.highlight}`}>
            {restaurant.highlight.image ? (
              <div className={styles.highlightImage}>
                <Img
                  picture={restaurant.highlight.image}
                  fill
                  sizes="(max-width: 1023px) 100vw, 50vw"
                  className={styles.cover}
                />
              </div>
            ) : null}
            <div className={styles.highlightText}>
              <p className="eyebrow">{t("restaurant.highlight")}</p>
              <h2 id="restaurant-highlight" data-content>
                {restaurant.highlight.title}
              </h2>
              {restaurant.highlight.text ? (
                <p className="lead" data-content>
                  {restaurant.highlight.text}
                </p>
              ) : null}
              <TableBooking
                url={settings.tableBookingUrl}
                label={restaurant.tableBookingLabel}
                tone="light"
              />
            </div>
          </div>
        </section>
      ) : null}
      <section className={`container ${styles.terrace}`} aria-label={t("restaurant.byPhone")}>
        {restaurant.terraceNote ? (
          <p className={styles.terraceNote} data-content>
            {restaurant.terraceNote}
          </p>
        ) : null}
        <a className={styles.phone} href={telHref(settings.phone)}>
          <Phone size={22} />
          {settings.phone}
        </a>
      </section>
    </>
  );
}
