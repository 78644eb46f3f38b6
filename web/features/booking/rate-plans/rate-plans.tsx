"use client";

import { IntentLink as Link } from "@web/components/link/intent-link";
import { useLocalizedRouter } from "../use-localized-router";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { RoomGuests } from "@rules/guests";
import { formatMoney } from "@rules/money";
import { searchQueryString } from "@rules/search";
import { Check, Users } from "@web/components/icons/icons";
import { Img } from "@web/components/image/img";
import { journeyWords } from "../words";
import type { Availability, RoomTypeOffer } from "../api";
import { nightsText, roomGuestsText, stayText } from "../format";
import { RateRow } from "../rate-row/rate-row";
import { chooseRooms, search } from "../transitions";
import { updateDraft } from "../use-draft";
import type { Alternative } from "./find-rooms";
import styles from "./rate-plans.module.css";
import {
  allChosen,
  chooseRate,
  chooseRoomType,
  chosenOffer,
  chosenTotal,
  clearChoice,
  draftChoices,
  emptyChoices,
  nextOpenRoom,
  roomsLeftFor,
  type RoomChoice,
} from "./selection";

/** Show «Остался 1 номер» / «Осталось N номеров» when this few are left. */
const FEW_ROOMS = 3;

interface Props {
  availability: Availability;
  alternatives: Alternative[];
  /** Why the stay cannot be booked, when the engine's calendar knows (find-rooms.ts). */
  reason?: string | undefined;
  rooms: RoomGuests[];
}

type RatesWords = ReturnType<typeof useTranslations<"journey.rates">>;

/** «На эти даты забронировать не получится: 15 января заезда нет» — the reason inside a sentence. */
function cannotBook(t: RatesWords, reason: string | undefined, fallback: string): string {
  if (!reason) return fallback;
  return t("cannotBook", { reason: `${reason.charAt(0).toLowerCase()}${reason.slice(1)}` });
}

/**
 * «Доступные номера»: one collapsible section per requested room; first a room type, then a rate.
 * A new search resets every choice and opens the first room (the page remounts per query).
 */
export function RatePlans({ availability, alternatives, reason, rooms }: Props) {
  const router = useLocalizedRouter();
  const t = useTranslations("journey.rates");
  const language = useLocale();
  const money = (amount: number) => formatMoney(amount, language);
  const [choices, setChoices] = useState<RoomChoice[]>(() => emptyChoices(availability.choices.length));
  const [open, setOpen] = useState<number | undefined>(0);
  const sections = useRef<(HTMLElement | null)[]>([]);
  const stay = { arrival: availability.arrival, departure: availability.departure };

  // The search in the address takes the booking back to «rates»: what the guest chose before is forgotten.
  useEffect(() => {
    void updateDraft((stored) => search(stored, stay, rooms));
    // Only the query decides (the page remounts for a new one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const checkout = useRef<HTMLDivElement>(null);

  /**
   * Brings the next room's list, or the checkout once every room is chosen, into view: the chosen
   * room's list closes, the page grows shorter, and a phone would otherwise be left on the footer
   * with «Перейти к оформлению» above the screen.
   */
  const scrollTo = (index: number | undefined) => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const behavior = reduce ? "auto" : "smooth";
    if (index === undefined) checkout.current?.scrollIntoView({ behavior, block: "center" });
    else sections.current[index]?.scrollIntoView({ behavior, block: "start" });
  };

  const pickRoomType = (index: number, roomTypeId: number) => {
    setChoices((current) => chooseRoomType(current, index, roomTypeId));
  };

  const pickRate = (index: number, rateId: number) => {
    const next = chooseRate(choices, index, rateId);
    setChoices(next);
    const following = nextOpenRoom(next, index);
    setOpen(following);
    requestAnimationFrame(() => scrollTo(following));
  };

  const remove = (index: number) => {
    setChoices((current) => clearChoice(current, index));
    setOpen(index);
  };

  const proceed = async () => {
    const chosen = draftChoices(availability, choices);
    if (!chosen) return;
    await updateDraft((stored) => chooseRooms(stored, stay, chosen));
    router.push("/booking/data");
  };

  const total = chosenTotal(availability, choices);
  const ready = allChosen(choices);

  return (
    <div className={styles.layout}>
      {alternatives.length > 0 ? (
        <Alternatives alternatives={alternatives} reason={reason} rooms={rooms} />
      ) : null}
      <ol className={styles.rooms}>
        {availability.choices.map((requested, index) => {
          const choice = choices[index] ?? {};
          const offer = chosenOffer(availability, choices, index);
          const expanded = open === index;
          const headingId = `room-${index}-heading`;
          const panelId = `room-${index}-panel`;
          return (
            <li
              key={index}
              className={styles.room}
              ref={(element) => {
                sections.current[index] = element;
              }}
            >
              <div className={styles.roomHead}>
                <h2 id={headingId} className={styles.roomTitle}>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? undefined : index)}
                  >
                    <span>{t("room", { number: index + 1 })}</span>
                    <span className={styles.guests}>
                      <Users size={16} /> {roomGuestsText(requested, language)}
                    </span>
                  </button>
                </h2>
                {offer ? (
                  <p className={styles.chosen}>
                    <Check size={16} />
                    <span data-content>
                      {offer.roomType.title} ({offer.rate.title})
                    </span>
                    <button type="button" className={styles.textButton} onClick={() => remove(index)}>
                      {t("remove")}
                    </button>
                  </p>
                ) : (
                  <p className={styles.pending}>{t("pending")}</p>
                )}
              </div>
              <div id={panelId} role="region" aria-labelledby={headingId} hidden={!expanded}>
                {requested.roomTypes.length === 0 ? (
                  <p className={styles.empty} role="status">
                    {reason
                      ? `${cannotBook(t, reason, "")}.`
                      : t("noneForGuests", { guests: roomGuestsText(requested, language) })}
                    {alternatives.length > 0 ? t("seeNearest") : t("tryOther")}
                  </p>
                ) : (
                  <ul className={styles.types}>
                    {requested.roomTypes.map((type, typeIndex) => (
                      <RoomTypeCard
                        key={type.id}
                        type={type}
                        first={index === 0 && typeIndex === 0}
                        nights={availability.nights}
                        selected={choice.roomTypeId === type.id}
                        selectedRateId={choice.roomTypeId === type.id ? choice.rateId : undefined}
                        left={roomsLeftFor(choices, index, type)}
                        onChoose={() => pickRoomType(index, type.id)}
                        onRate={(rateId) => pickRate(index, rateId)}
                      />
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.checkout} ref={checkout}>
        <p className={styles.total} aria-live="polite">
          {total > 0 ? (
            <>
              <span>{t("total", { nights: nightsText(availability.nights, language) })}</span>{" "}
              <strong>{money(total)}</strong>
            </>
          ) : (
            <span>{stayText(availability.arrival, availability.departure, language)}</span>
          )}
        </p>
        <div className={styles.actions}>
          <Link className="btn btn--outline" href={`/rooms?${searchQueryString(stay, rooms)}`}>
            {t("back")}
          </Link>
          <button type="button" className="btn btn--gold" disabled={!ready} onClick={proceed}>
            {t("proceed")}
          </button>
        </div>
      </div>
    </div>
  );
}

function RoomTypeCard({
  type,
  first,
  nights,
  selected,
  selectedRateId,
  left,
  onChoose,
  onRate,
}: {
  type: RoomTypeOffer;
  /** The page's first room photo, its largest paint: asked for at once, not lazily. */
  first: boolean;
  nights: number;
  selected: boolean;
  selectedRateId: number | undefined;
  left: number;
  onChoose: () => void;
  onRate: (rateId: number) => void;
}) {
  const t = useTranslations("journey.rates");
  const language = useLocale();
  const image = type.imageUrls[0];
  const soldOut = left <= 0 && !selected;
  const cheapest = Math.min(...type.rates.map((rate) => rate.price));
  return (
    <li className={`${styles.type} ${selected ? styles.typeSelected : ""}`}>
      <div className={styles.typeMain}>
        {image ? (
          <div className={styles.photo}>
            <Img
              picture={{ src: image, alt: type.title, width: 1200, height: 800 }}
              alt=""
              fill
              sizes="(max-width: 767px) 100vw, 280px"
              {...(first ? { loading: "eager", fetchPriority: "high" } : {})}
            />
          </div>
        ) : null}
        <div>
          <h3 className={styles.typeTitle} data-content>
            {type.title}
          </h3>
          <p className={styles.typeText} data-content>
            {type.shortDescription}
          </p>
          <ul className={styles.tags} aria-label={t("features")} data-content>
            {type.amenityTags.slice(0, 4).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          {type.childWithoutBed ? <p className={styles.note}>{t("childWithoutBed")}</p> : null}
          {left > 0 && left <= FEW_ROOMS ? (
            <p className={styles.few}>{journeyWords(language)("roomsLeft", { count: left })}</p>
          ) : null}
        </div>
        <div className={styles.typeAction}>
          <p className={styles.from}>
            {t.rich("from", {
              price: formatMoney(cheapest, language),
              nights: nightsText(nights, language),
              strong: (chunks) => <strong>{chunks}</strong>,
              span: (chunks) => <span>{chunks}</span>,
            })}
          </p>
          {soldOut ? (
            <p className={styles.few}>{t("allChosen")}</p>
          ) : (
            <button
              type="button"
              className={selected ? "btn btn--dark" : "btn btn--outline"}
              aria-pressed={selected}
              onClick={onChoose}
            >
              {selected ? t("typeChosen") : t("chooseType")}
            </button>
          )}
        </div>
      </div>
      {selected ? (
        <ul className={styles.rates} aria-label={t("typeRates", { title: type.title })}>
          {type.rates.map((rate) => (
            <RateRow
              key={rate.id}
              rate={rate}
              nights={nights}
              headingLevel={4}
              selected={selectedRateId === rate.id}
              onChoose={() => onRate(rate.id)}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Alternatives({
  alternatives,
  reason,
  rooms,
}: {
  alternatives: Alternative[];
  reason: string | undefined;
  rooms: RoomGuests[];
}) {
  const t = useTranslations("journey.rates");
  const language = useLocale();
  return (
    <section className={styles.alternatives} aria-labelledby="alternatives-title">
      <h2 id="alternatives-title" className={styles.alternativesTitle}>
        {cannotBook(t, reason, t("cannotBook", { reason: t("noneOrLonger") }))}
        {t("nearest")}
      </h2>
      <ul>
        {alternatives.map((stay) => (
          <li key={`${stay.arrival}-${stay.departure}`}>
            <Link href={`/booking/rate-plans?${searchQueryString(stay, rooms)}`} className="btn btn--outline">
              {t("alternative", {
                stay: stayText(stay.arrival, stay.departure, language),
                price: formatMoney(stay.from, language),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
