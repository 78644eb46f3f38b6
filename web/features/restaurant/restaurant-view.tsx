import { External, Phone } from "@web/components/icons/icons";
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
  if (!url) return null;
  return (
    <a
      className={`btn ${tone === "gold" ? "btn--gold" : "btn--light"}`}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      {label}
      <External size={14} />
      <span className="visually-hidden"> (откроется в новом окне)</span>
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
  // The list's name as the menus say it: «Ресторан» for one, «Рестораны» for more (getSiteSettings).
  const listTitle =
    [...settings.mainMenu, ...settings.secondaryMenu, ...settings.footerMenu].find(
      (item) => item.href === "/restaurant",
    )?.label ?? "Ресторан";
  return (
    <>
      <PageIntro
        trail={[{ title: listTitle, href: "/restaurant" }, { title: restaurant.title }]}
        eyebrow={restaurant.subtitle ?? "Ресторан"}
        title={restaurant.title}
      >
        <Tags tags={restaurant.tags} label="Кухня" />
      </PageIntro>
      <div className={`container ${styles.top}`}>
        <ImageSlider
          images={restaurant.images}
          label={`Фотографии: ${restaurant.title}`}
          sizes="(max-width: 1023px) 100vw, 60vw"
          priority
          aspect="wide"
        />
        <div className={styles.intro}>
          <RichText value={restaurant.body} className={styles.prose} />
          {restaurant.hours.length > 0 ? (
            <dl className={styles.hours}>
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
            <h2 id={`restaurant-block-${index}`} className={styles.blockTitle}>
              {block.title}
            </h2>
            <p className={styles.blockText}>{block.text}</p>
            {block.hours.length > 0 ? (
              <p className={styles.blockHours}>
                {block.hours.map((line) => `${line.label}: ${line.time}`).join(" · ")}
              </p>
            ) : null}
            {block.fileUrl ? (
              <a className="link-arrow" href={block.fileUrl} target="_blank" rel="noopener noreferrer">
                Открыть меню
                <span className="visually-hidden"> (откроется в новом окне)</span>
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
              <p className="eyebrow">Особенность</p>
              <h2 id="restaurant-highlight">{restaurant.highlight.title}</h2>
              {restaurant.highlight.text ? <p className="lead">{restaurant.highlight.text}</p> : null}
              <TableBooking
                url={settings.tableBookingUrl}
                label={restaurant.tableBookingLabel}
                tone="light"
              />
            </div>
          </div>
        </section>
      ) : null}
      <section className={`container ${styles.terrace}`} aria-label="Бронирование по телефону">
        {restaurant.terraceNote ? <p className={styles.terraceNote}>{restaurant.terraceNote}</p> : null}
        <a className={styles.phone} href={telHref(settings.phone)}>
          <Phone size={22} />
          {settings.phone}
        </a>
      </section>
    </>
  );
}
