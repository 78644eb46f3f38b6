import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { Clock, External, Tour, Users } from "@web/components/icons/icons";
import { PageIntro } from "@web/components/page/page-intro";
import { RichText, plainText } from "@web/components/rich-text/rich-text";
import { ImageSlider } from "@web/components/slider/image-slider";
import { getRoomCards, getRoomDetail, parseRoomId } from "@web/features/content/rooms";
import { getHotelRules } from "@web/features/content/site";
import { RoomRates } from "@web/features/booking/room-rates/room-rates";
import { AmenityTabs } from "@web/features/rooms/amenity-tabs";
import { fromPerNight } from "@web/features/content/format";
import { pageMetadata } from "@web/lib/metadata";
import { typographIn } from "@web/lib/typography";
import { Tags } from "@web/components/tags/tags";
import styles from "./room.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";
import { localizedHref } from "@web/i18n/paths";

export async function generateStaticParams(): Promise<{ roomId: string }[]> {
  const rooms = await getRoomCards();
  return rooms.map((room) => ({ roomId: String(room.roomId) }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ roomId: string } & LocaleParams>;
}): Promise<Metadata> {
  const language = await pageLanguage(params);
  const { roomId } = await params;
  const id = parseRoomId(roomId);
  const room = id === undefined ? undefined : await getRoomDetail(id, language);
  if (!room) return { title: (await getTranslations("pages.rooms"))("title") };
  return pageMetadata({
    path: `/rooms/${room.roomId}`,
    title: room.title,
    description: room.shortDescription || plainText(room.description).slice(0, 160),
    seo: room.seo,
    image: room.images[0],
    price: room.priceFrom ? fromPerNight(room.priceFrom, language) : undefined,
  });
}

/**
 * A room category (docs/site.md#rooms): photos with the slider's rules, description,
 * equipment tabs (Номер, Ванная, «Забыли что-нибудь?»), the check-in/out and capacity notes and
 * the 3D tour. An unknown id goes to /error; a bad booking query is sent there by proxy.ts
 * before the page is served, so the page itself stays static.
 */
export default async function RoomPage({ params }: { params: Promise<{ roomId: string } & LocaleParams> }) {
  const language = await pageLanguage(params);
  const { roomId } = await params;
  const id = parseRoomId(roomId);
  const room = id === undefined ? undefined : await getRoomDetail(id, language);
  if (!room) redirect(localizedHref("/error", language));
  const [rules, t, c] = await Promise.all([
    getHotelRules(language),
    getTranslations("pages"),
    getTranslations("components.room"),
  ]);

  return (
    <>
      <PageIntro
        trail={[{ title: t("rooms.crumb"), href: "/rooms" }, { title: room.title }]}
        eyebrow={t("rooms.eyebrowOne")}
        title={room.title}
        intro={room.shortDescription}
      />
      <div className={`container ${styles.layout}`}>
        <div>
          <ImageSlider
            images={room.images}
            label={t("photos", { title: room.title })}
            sizes="(max-width: 1023px) 100vw, 62vw"
            priority
            aspect="wide"
          />
        </div>
        <aside className={styles.facts} aria-label={t("rooms.facts")}>
          {room.priceFrom ? <p className={styles.price}>{fromPerNight(room.priceFrom, language)}</p> : null}
          <ul className={styles.factList}>
            <li>
              <Users size={20} />
              {c("capacity", { count: room.capacity })}
            </li>
            {rules.checkInOutNote ? (
              <li>
                <Clock size={20} />
                <span data-content>{typographIn(rules.checkInOutNote, language)}</span>
              </li>
            ) : null}
          </ul>
          {/* The room's places, then the hotel's rule for a small child (content). */}
          <p className={styles.note}>
            {typographIn(t("rooms.capacityNote", { count: room.capacity }), language)}
            {rules.capacityNote.trim() ? (
              <>
                {"; "}
                <span data-content>{typographIn(rules.capacityNote.trim(), language)}</span>
              </>
            ) : null}
          </p>
          <Tags tags={room.tags} label={c("tags")} compact />
          <a href="#rates" className={`btn btn--gold ${styles.cta}`}>
            {c("book")}
          </a>
          {room.tourUrl ? (
            <a
              className={`btn btn--outline ${styles.cta}`}
              href={room.tourUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Tour size={18} />
              {t("rooms.tour")}
              <External size={14} />
              <span className="visually-hidden">{t("newWindow")}</span>
            </a>
          ) : null}
        </aside>
      </div>
      <section className={`container ${styles.description}`} aria-labelledby="room-about">
        <h2 id="room-about" className="visually-hidden">
          {t("rooms.about")}
        </h2>
        <RichText value={room.description} className={styles.prose} />
      </section>
      {room.amenityTabs.length > 0 ? (
        <section className="section section--sand section--deferred" aria-labelledby="room-amenities">
          <div className="container">
            <div className="section-head">
              <h2 id="room-amenities">{t("rooms.amenities")}</h2>
            </div>
            <AmenityTabs tabs={room.amenityTabs} />
          </div>
        </section>
      ) : null}
      {/* The rates read the query in the browser, so the page itself stays static. */}
      {/* The booking journey's (web/features/booking), English when the journey is. */}
      <div id="rates" data-journey>
        <Suspense fallback={null}>
          <RoomRates roomId={room.roomId} roomTitle={room.title} />
        </Suspense>
      </div>
    </>
  );
}
