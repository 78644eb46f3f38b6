import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@rules/money";
import { External, Tour, Users } from "@web/components/icons/icons";
import { ImageSlider } from "@web/components/slider/image-slider";
import type { RoomCard } from "@web/features/content/types";
import { Tags } from "@web/components/tags/tags";
import { RoomLink } from "./room-link";
import mediaRow from "@web/components/layout/media-row.module.css";
import styles from "./room-summary.module.css";

/**
 * A room category as the home page's tab shows it (docs/site.md#home-page): photos, description,
 * capacity, tags, the starting price, the 3D tour and «Забронировать» to /rooms/{roomId}.
 */
export function RoomSummary({
  room,
  headingLevel = 3,
  preloadImage = false,
}: {
  room: RoomCard;
  headingLevel?: 2 | 3;
  preloadImage?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useTranslations("components");
  const language = useLocale();
  return (
    <article className={mediaRow.row}>
      <div>
        <ImageSlider
          images={room.images}
          label={t("slider.photos", { title: room.title })}
          sizes="(max-width: 1023px) 100vw, 58vw"
          priority={preloadImage}
        />
      </div>
      <div className={mediaRow.body}>
        <Heading className={styles.title} data-content>
          {room.title}
        </Heading>
        <p className={styles.capacity}>
          <Users size={18} />
          {t("room.capacity", { count: room.capacity })}
        </p>
        <p className={styles.text} data-content>
          {room.shortDescription}
        </p>
        <Tags tags={room.tags} label={t("room.tags")} compact />
        {room.priceFrom ? (
          <p className={styles.price}>
            {t("room.fromPerNight", { amount: formatMoney(room.priceFrom, language) })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <RoomLink roomId={room.roomId} className="btn btn--dark">
            {t("room.book")}
          </RoomLink>
          {room.tourUrl ? (
            <a className="btn btn--outline" href={room.tourUrl} target="_blank" rel="noopener noreferrer">
              <Tour size={18} />
              {t("room.tour")}
              <External size={14} />
              <span className="visually-hidden">{t("newWindow")}</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
