"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { ICON_SPRITE } from "@web/components/icons/icons";
import { REVIEW_COLLAPSE_HEIGHT } from "./carousel-state";
import styles from "./reviews.module.css";

export interface TextReview {
  id: string;
  author: string;
  text: string;
  /** 0…5 */
  stars: number;
  /** As the site shows review dates: dd.mm.yyyy in Russian, «1 December 2026» in English. */
  date: string;
  /** yyyy-mm-dd, for <time dateTime>. */
  isoDate?: string;
  /** Where the review was left: «Яндекс Карты». */
  source?: string;
}

const STAR_SLOTS = 5;
/** Five 16 px stars, 2 px apart: one symbol of the sprite per rating (stars-0 … stars-5). */
const STARS_WIDTH = 88;
const STARS_HEIGHT = 16;

/** dd.mm.yyyy → yyyy-mm-dd for <time dateTime>; undefined when the text is not such a date. */
export function isoFromRussianDate(text: string): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

export function Stars({ value }: { value: number }) {
  const t = useTranslations("components.reviews");
  const filled = Math.max(0, Math.min(STAR_SLOTS, Math.round(value)));
  return (
    <span className={styles.stars} role="img" aria-label={t("stars", { filled, slots: STAR_SLOTS })}>
      <svg width={STARS_WIDTH} height={STARS_HEIGHT} aria-hidden="true">
        <use href={`${ICON_SPRITE}#stars-${filled}`} />
      </svg>
    </span>
  );
}

/** One review; text taller than 150 px folds behind «Читать полностью» / «Скрыть». */
export function ReviewCard({ review }: { review: TextReview }) {
  const t = useTranslations("components.reviews");
  const textId = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const element = textRef.current;
    if (!element) return;
    const measure = () => setTall(element.scrollHeight > REVIEW_COLLAPSE_HEIGHT + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <article className={styles.card} data-content>
      <header className={styles.cardHead}>
        <Stars value={review.stars} />
        <time className={styles.date} dateTime={review.isoDate ?? isoFromRussianDate(review.date)}>
          {review.date}
        </time>
      </header>
      <div
        id={textId}
        ref={textRef}
        className={`${styles.text} ${tall && !expanded ? styles.collapsed : ""}`}
        style={{ ["--collapse" as string]: `${REVIEW_COLLAPSE_HEIGHT}px` }}
      >
        <p>{review.text}</p>
      </div>
      {tall ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t("less") : t("more")}
        </button>
      ) : null}
      <footer className={styles.author}>
        <p className={styles.authorName}>{review.author}</p>
        {review.source ? <p className={styles.source}>{review.source}</p> : null}
      </footer>
    </article>
  );
}
