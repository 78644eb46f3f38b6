import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListPageIntro } from "@web/components/page/page-intro";
import { RichText } from "@web/components/rich-text/rich-text";
import { getRoomCards } from "@web/features/content/rooms";
import { getListPage } from "@web/features/content/site";
import { fromPerNight } from "@web/features/content/format";
import { RoomSummary } from "@web/features/rooms/room-summary";
import { pageMetadata } from "@web/lib/metadata";
import styles from "./rooms.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const [page, rooms] = await Promise.all([getListPage("/rooms", language), getRoomCards(language)]);
  const prices = rooms.flatMap((room) => (room.priceFrom ? [room.priceFrom] : []));
  return pageMetadata({
    path: "/rooms",
    title: page.title,
    description: page.intro,
    seo: page.seo,
    image: rooms[0]?.images[0],
    price: prices.length > 0 ? fromPerNight(Math.min(...prices), language) : undefined,
  });
}

/**
 * «Все номера» (docs/site.md#rooms): the six categories, each leading to /rooms/{id} with the
 * current query passed on; no second, static list of cards.
 */
export default async function RoomsPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const [page, rooms, t] = await Promise.all([
    getListPage("/rooms", language),
    getRoomCards(language),
    getTranslations("pages.rooms"),
  ]);
  return (
    <>
      <ListPageIntro page={page} eyebrow={t("eyebrow")} />
      <div className={`container ${styles.list}`}>
        {rooms.map((room, index) => (
          <div key={room.roomId} className={styles.item}>
            <RoomSummary room={room} headingLevel={2} preloadImage={index === 0} />
          </div>
        ))}
        <RichText value={page.body} />
      </div>
    </>
  );
}
