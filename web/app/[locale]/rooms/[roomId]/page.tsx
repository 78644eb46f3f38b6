import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { formatFromPerNight } from "@rules/money";
import { Clock, External, Tour, Users } from "@web/components/icons/icons";
import { PageIntro } from "@web/components/page/page-intro";
import { RichText, plainText } from "@web/components/rich-text/rich-text";
import { ImageSlider } from "@web/components/slider/image-slider";
import { getRoomCards, getRoomDetail, parseRoomId } from "@web/features/content/rooms";
import { getHotelRules } from "@web/features/content/site";
import { RoomRates } from "@web/features/booking/room-rates/room-rates";
import { AmenityTabs } from "@web/features/rooms/amenity-tabs";
import { capacityNoteText, capacityText } from "@web/features/rooms/room-summary";
import { pageMetadata } from "@web/lib/metadata";
import { typograph } from "@web/lib/typography";
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
  await pageLanguage(params);
  const { roomId } = await params;
  const id = parseRoomId(roomId);
  const room = id === undefined ? undefined : await getRoomDetail(id);
  if (!room) return { title: "Номер" };
  return pageMetadata({
    path: `/rooms/${room.roomId}`,
    title: room.title,
    description: room.shortDescription || plainText(room.description).slice(0, 160),
    seo: room.seo,
    image: room.images[0],
    price: room.priceFrom ? formatFromPerNight(room.priceFrom) : undefined,
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
  const room = id === undefined ? undefined : await getRoomDetail(id);
  if (!room) redirect(localizedHref("/error", language));
  const rules = await getHotelRules();

  return (
    <>
      <PageIntro
        trail={[{ title: "Номера", href: "/rooms" }, { title: room.title }]}
        eyebrow="Номер"
        title={room.title}
        intro={room.shortDescription}
      />
      <div className={`container ${styles.layout}`}>
        <div>
          <ImageSlider
            images={room.images}
            label={`Фотографии: ${room.title}`}
            sizes="(max-width: 1023px) 100vw, 62vw"
            priority
            aspect="wide"
          />
        </div>
        <aside className={styles.facts} aria-label="Коротко о номере">
          {room.priceFrom ? <p className={styles.price}>{formatFromPerNight(room.priceFrom)}</p> : null}
          <ul className={styles.factList}>
            <li>
              <Users size={20} />
              {capacityText(room.capacity)}
            </li>
            {rules.checkInOutNote ? (
              <li>
                <Clock size={20} />
                {typograph(rules.checkInOutNote)}
              </li>
            ) : null}
          </ul>
          <p className={styles.note}>{typograph(capacityNoteText(room.capacity, rules.capacityNote))}</p>
          <Tags tags={room.tags} label="Особенности номера" compact />
          <a href="#rates" className={`btn btn--gold ${styles.cta}`}>
            Забронировать
          </a>
          {room.tourUrl ? (
            <a
              className={`btn btn--outline ${styles.cta}`}
              href={room.tourUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Tour size={18} />
              3D-тур по номеру
              <External size={14} />
              <span className="visually-hidden"> (откроется в новом окне)</span>
            </a>
          ) : null}
        </aside>
      </div>
      <section className={`container ${styles.description}`} aria-labelledby="room-about">
        <h2 id="room-about" className="visually-hidden">
          О номере
        </h2>
        <RichText value={room.description} className={styles.prose} />
      </section>
      {room.amenityTabs.length > 0 ? (
        <section className="section section--sand section--deferred" aria-labelledby="room-amenities">
          <div className="container">
            <div className="section-head">
              <h2 id="room-amenities">Оснащение номера</h2>
            </div>
            <AmenityTabs tabs={room.amenityTabs} />
          </div>
        </section>
      ) : null}
      {/* The rates read the query in the browser, so the page itself stays static. */}
      <div id="rates">
        <Suspense fallback={null}>
          <RoomRates roomId={room.roomId} roomTitle={room.title} />
        </Suspense>
      </div>
    </>
  );
}
