import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { IntentLink } from "@web/components/link/intent-link";
import { Mail, Phone, Pin } from "@web/components/icons/icons";
import { Img } from "@web/components/image/img";
import { HotelMap } from "@web/components/map/hotel-map";
import { ListPageIntro } from "@web/components/page/page-intro";
import { HotelJsonLd } from "@web/components/seo/hotel-json-ld";
import { Tabs } from "@web/components/tabs/tabs";
import { getReviews } from "@web/features/content/catalogue";
import { guestRating } from "@web/features/content/rating";
import { getContactsPage } from "@web/features/content/pages";
import { getRoomCards } from "@web/features/content/rooms";
import { getHotelRules, getSiteSettings } from "@web/features/content/site";
import { mapsApiKey } from "@web/lib/maps";
import { pageMetadata } from "@web/lib/metadata";
import { telHref } from "@web/lib/phone";
import styles from "./contacts.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const page = await getContactsPage(language);
  return pageMetadata({
    path: "/contacts",
    title: page.title,
    description: page.intro,
    seo: page.seo,
    image: page.attractions[0]?.image,
  });
}

function RouteButton({ label, href }: { label: string; href: string }) {
  const t = useTranslations("pages");
  if (href.startsWith("/")) {
    return (
      <IntentLink href={href} className="btn btn--dark" data-content>
        {label}
      </IntentLink>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a
      className="btn btn--dark"
      href={href}
      data-content
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {label}
      {external ? <span className="visually-hidden">{t("newWindow")}</span> : null}
    </a>
  );
}

/**
 * Contacts and surroundings (docs/site.md#contacts-and-map): how to get there in the Трансфер/Такси
 * tabs, the map (centre 54.943661, 20.159837, zoom 15, zoom control and marker), the distance from
 * the centre, the contacts from settings and four nearby places.
 */
export default async function ContactsPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, settings, rules, rooms, { reviews }] = await Promise.all([
    getContactsPage(language),
    getSiteSettings(language),
    getHotelRules(language),
    getRoomCards(language),
    getReviews(language),
  ]);
  const t = await getTranslations("pages.contacts");
  return (
    <>
      <ListPageIntro page={page} eyebrow={t("eyebrow")} />
      <div className={`container ${styles.top}`}>
        <div className={styles.info}>
          <address className={styles.contacts} data-content>
            <p>
              <Pin size={20} />
              <span>{settings.address}</span>
            </p>
            <p>
              <Phone size={20} />
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </p>
            <p>
              <Mail size={20} />
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
          </address>
          <section aria-labelledby="contacts-routes">
            <h2 id="contacts-routes" className={styles.routesTitle} data-content>
              {page.routesTitle}
            </h2>
            <Tabs
              label={page.routesTitle}
              items={page.routes.map((route) => ({
                id: route.kind,
                label: route.title,
                content: (
                  <div className={styles.route}>
                    <p data-content>{route.text}</p>
                    {route.buttonLabel && route.buttonHref ? (
                      <RouteButton label={route.buttonLabel} href={route.buttonHref} />
                    ) : null}
                  </div>
                ),
              }))}
            />
          </section>
        </div>
        <div className={styles.mapBlock}>
          <HotelMap
            center={settings.geo}
            zoom={settings.mapZoom}
            title={settings.hotelName}
            address={settings.address}
            yandexApiKey={mapsApiKey()}
          />
          {page.centreDistanceText ? (
            <p className={styles.distance} data-content>
              {page.centreDistanceText}
            </p>
          ) : null}
        </div>
      </div>
      <section className="section section--deferred" aria-labelledby="contacts-around">
        <div className="container">
          <div className="section-head">
            <h2 id="contacts-around" data-content>
              {page.attractionsTitle}
            </h2>
          </div>
          <ul className={styles.places} data-content>
            {page.attractions.map((place) => (
              <li key={place.title} className={styles.place}>
                {place.image ? (
                  <div className={styles.placeImage}>
                    <Img
                      picture={place.image}
                      fill
                      sizes="(max-width: 767px) 100vw, (max-width: 1439px) 50vw, 25vw"
                      className={styles.cover}
                    />
                  </div>
                ) : null}
                <h3 className={styles.placeTitle}>{place.title}</h3>
                {place.distance ? <p className={styles.placeDistance}>{place.distance}</p> : null}
                <p className={styles.placeText}>{place.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <HotelJsonLd
        settings={settings}
        rules={rules}
        rooms={rooms}
        language={language}
        rating={guestRating(reviews.map((review) => review.stars))}
      />
    </>
  );
}
