import { IntentLink } from "@web/components/link/intent-link";
import { useLocale, useTranslations } from "next-intl";
import { Faq, type FaqItem } from "@web/components/faq/faq";
import { Img } from "@web/components/image/img";
import { HotelMap } from "@web/components/map/hotel-map";
import type { TextReview } from "@web/components/reviews/review-card";
import { ReviewCarousel } from "@web/components/reviews/review-carousel";
import { VideoReviews, type VideoReview } from "@web/components/reviews/video-reviews";
import { RichText } from "@web/components/rich-text/rich-text";
import { RoomTabs, type RoomTab } from "./room-tabs";
import { OfferCard } from "@web/features/cards/offer-card";
import { ServiceCard } from "@web/features/cards/service-card";
import type {
  GalleryCover,
  HomePage,
  HomeSection,
  OfferCard as OfferCardData,
  RoomCard,
  ServiceCard as ServiceCardData,
  SiteSettings,
} from "@web/features/content/types";
import { telHref } from "@web/lib/phone";
import { typographIn } from "@web/lib/typography";
import styles from "./home.module.css";

function SectionHead({
  section,
  id,
  href,
  tone,
}: {
  section: HomeSection;
  id: string;
  href?: string;
  tone?: "light";
}) {
  const language = useLocale();
  return (
    <div className="section-head">
      <div>
        <h2 id={id} className={tone === "light" ? styles.lightTitle : undefined} data-content>
          {typographIn(section.title, language)}
        </h2>
        {section.subtitle ? (
          <p className="lead" data-content>
            {section.subtitle}
          </p>
        ) : null}
      </div>
      {href && section.linkLabel ? (
        <IntentLink href={href} className="link-arrow" data-content>
          {section.linkLabel}
        </IntentLink>
      ) : null}
    </div>
  );
}

export function WelcomeSection({ home, section }: { home: HomePage; section: HomeSection }) {
  const t = useTranslations("pages.home");
  return (
    <section className="section section--deferred" aria-labelledby="home-welcome">
      <div className={`container ${styles.welcomeGrid}`}>
        <div>
          <p className="eyebrow" data-content>
            {section.title}
          </p>
          <h2 id="home-welcome" className={styles.welcomeTitle} data-content>
            {home.welcomeTitle}
          </h2>
        </div>
        <RichText value={home.welcomeText} className={styles.welcomeText} />
      </div>
      {home.welcomeImages.length > 0 ? (
        <ul className={styles.strip} aria-label={t("strip")} tabIndex={0}>
          {home.welcomeImages.map((image, index) => (
            <li key={index} className={styles.stripItem}>
              <Img picture={image} fill sizes="(max-width: 767px) 70vw, 25vw" className={styles.cover} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The tabs' data: every category's name, and the card of the first (of all with `everyCard`). */
export function roomTabs(rooms: readonly RoomCard[], everyCard: boolean): RoomTab[] {
  return rooms.map((room, index) => ({
    roomId: room.roomId,
    title: room.title,
    ...(everyCard || index === 0 ? { card: room } : {}),
  }));
}

/**
 * The room categories in tabs. The page carries the first category's card and the others' names;
 * the tabs fetch the other cards (room-tabs.tsx). `everyCard`: carry them all (a manager's draft
 * preview, whose drafts the prerendered cards route does not see).
 */
export function RoomsSection({
  rooms,
  section,
  everyCard = false,
}: {
  rooms: RoomCard[];
  section: HomeSection;
  everyCard?: boolean;
}) {
  return (
    <section className="section section--sand section--deferred" aria-labelledby="home-rooms">
      <div className="container">
        <SectionHead section={section} id="home-rooms" href="/rooms" />
        <RoomTabs rooms={roomTabs(rooms, everyCard)} />
      </div>
    </section>
  );
}

export function ServicesSection({
  services,
  section,
}: {
  services: ServiceCardData[];
  section: HomeSection;
}) {
  return (
    <section className="section section--deferred" aria-labelledby="home-services">
      <div className="container">
        <SectionHead section={section} id="home-services" href="/services" />
        <ul className={styles.grid3}>
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function OffersSection({
  offers,
  section,
  settings,
}: {
  offers: OfferCardData[];
  section: HomeSection;
  settings: SiteSettings;
}) {
  return (
    <section className="section section--sand section--deferred" aria-labelledby="home-offers">
      <div className="container">
        <SectionHead section={section} id="home-offers" href="/offers" />
        <ul className={styles.grid2}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} phone={settings.phone} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function GalleryTeaser({ groups, section }: { groups: GalleryCover[]; section: HomeSection }) {
  const shown = groups.slice(0, 5);
  return (
    <section className="section section--deferred" aria-labelledby="home-gallery">
      <div className="container">
        <SectionHead section={section} id="home-gallery" href="/gallery" />
        <ul className={styles.mosaic}>
          {shown.map((group, index) => (
            <li key={group.id} className={index === 0 ? styles.mosaicLarge : undefined}>
              <IntentLink href={`/gallery?category=${group.id}`} className={styles.mosaicLink}>
                <Img
                  picture={group.cover}
                  alt=""
                  fill
                  sizes={index === 0 ? "(max-width: 767px) 100vw, 50vw" : "(max-width: 767px) 50vw, 25vw"}
                  className={styles.cover}
                />
                <span className={styles.mosaicCaption} data-content>
                  {group.title}
                </span>
              </IntentLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ReviewsSection({ reviews, section }: { reviews: TextReview[]; section: HomeSection }) {
  return (
    <section className="section section--sand section--deferred" aria-labelledby="home-reviews">
      <div className="container">
        <SectionHead section={section} id="home-reviews" href="/reviews" />
        <ReviewCarousel reviews={reviews} labelledBy="home-reviews" />
      </div>
    </section>
  );
}

export function VideoReviewsSection({ reviews, section }: { reviews: VideoReview[]; section: HomeSection }) {
  return (
    <section className="section section--pine section--deferred" aria-labelledby="home-video-reviews">
      <div className="container">
        <SectionHead section={section} id="home-video-reviews" tone="light" />
        <VideoReviews reviews={reviews} labelledBy="home-video-reviews" />
      </div>
    </section>
  );
}

export function FaqSection({ items, section }: { items: FaqItem[]; section: HomeSection }) {
  const language = useLocale();
  return (
    <section className="section section--deferred" aria-labelledby="home-faq">
      <div className={`container ${styles.faqGrid}`}>
        <div>
          <h2 id="home-faq" data-content>
            {typographIn(section.title, language)}
          </h2>
          {section.subtitle ? (
            <p className="lead" data-content>
              {section.subtitle}
            </p>
          ) : null}
        </div>
        <Faq items={items} />
      </div>
    </section>
  );
}

export function ContactsSection({
  settings,
  section,
  yandexApiKey,
}: {
  settings: SiteSettings;
  section: HomeSection;
  yandexApiKey?: string;
}) {
  const language = useLocale();
  const t = useTranslations("pages.home");
  return (
    <section className="section section--sand section--deferred" aria-labelledby="home-contacts">
      <div className={`container ${styles.contacts}`}>
        <div className={styles.contactsText}>
          <h2 id="home-contacts" data-content>
            {typographIn(section.title, language)}
          </h2>
          {section.subtitle ? (
            <p className="lead" data-content>
              {section.subtitle}
            </p>
          ) : null}
          <address className={styles.address} data-content>
            <span>{settings.address}</span>
            <a href={telHref(settings.phone)} className={styles.phone}>
              {settings.phone}
            </a>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </address>
          <IntentLink href="/contacts" className="link-arrow">
            {t("directions")}
          </IntentLink>
        </div>
        <HotelMap
          center={settings.geo}
          zoom={settings.mapZoom}
          title={settings.hotelName}
          address={settings.address}
          yandexApiKey={yandexApiKey}
        />
      </div>
    </section>
  );
}
