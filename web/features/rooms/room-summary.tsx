import { formatFromPerNight } from "@rules/money";
import { External, Tour, Users } from "@web/components/icons/icons";
import { ImageSlider } from "@web/components/slider/image-slider";
import type { RoomCard } from "@web/features/content/types";
import { countText, PLACES } from "@rules/plural";
import { Tags } from "@web/components/tags/tags";
import { RoomLink } from "./room-link";
import mediaRow from "@web/components/layout/media-row.module.css";
import styles from "./room-summary.module.css";

/** «До 3 гостей». */
export function capacityText(capacity: number): string {
  return `До ${countText(capacity, ["гостя", "гостей", "гостей"])}`;
}

/**
 * The room page's capacity note: the room's own places, then the hotel's rule for a small child
 * from the Studio (hotelRules.capacityNote): «Вместимость номера — 2 места; ещё один ребёнок…».
 */
export function capacityNoteText(capacity: number, childNote: string): string {
  const places = `Вместимость номера\u00A0— ${countText(capacity, PLACES)}`;
  const note = childNote.trim();
  return note ? `${places}; ${note}` : places;
}

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
  return (
    <article className={mediaRow.row}>
      <div>
        <ImageSlider
          images={room.images}
          label={`Фотографии: ${room.title}`}
          sizes="(max-width: 1023px) 100vw, 58vw"
          priority={preloadImage}
        />
      </div>
      <div className={mediaRow.body}>
        <Heading className={styles.title}>{room.title}</Heading>
        <p className={styles.capacity}>
          <Users size={18} />
          {capacityText(room.capacity)}
        </p>
        <p className={styles.text}>{room.shortDescription}</p>
        <Tags tags={room.tags} label="Особенности номера" compact />
        {room.priceFrom ? <p className={styles.price}>{formatFromPerNight(room.priceFrom)}</p> : null}
        <div className={styles.actions}>
          <RoomLink roomId={room.roomId} className="btn btn--dark">
            Забронировать
          </RoomLink>
          {room.tourUrl ? (
            <a className="btn btn--outline" href={room.tourUrl} target="_blank" rel="noopener noreferrer">
              <Tour size={18} />
              3D-тур
              <External size={14} />
              <span className="visually-hidden"> (откроется в новом окне)</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
