"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { ArrowLeft, ArrowRight } from "@web/components/icons/icons";
import { carouselWindow, REVIEWS_SCROLL_MAX_WIDTH } from "./carousel-state";
import { ReviewCard, type TextReview } from "./review-card";
import styles from "./reviews.module.css";

function useIsCarousel(): boolean {
  const [carousel, setCarousel] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${REVIEWS_SCROLL_MAX_WIDTH + 1}px)`);
    const update = () => setCarousel(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return carousel;
}

/**
 * Text reviews: three at a time on desktop, moved one by one; up to 1023 px a horizontal
 * scroll of all of them. Reviews outside the window are inert, so Tab never reaches hidden
 * buttons.
 */
export function ReviewCarousel({ reviews, labelledBy }: { reviews: TextReview[]; labelledBy: string }) {
  const t = useTranslations("components.reviews");
  const isCarousel = useIsCarousel();
  const [start, setStart] = useState(0);
  const view = carouselWindow(start, reviews.length);

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={t("carousel")}
      aria-labelledby={labelledBy}
    >
      {/* Below 1024 px the list scrolls sideways: the scroller itself takes focus for the keyboard. */}
      <div
        className={styles.viewport}
        role={isCarousel ? undefined : "group"}
        tabIndex={isCarousel ? undefined : 0}
        aria-label={isCarousel ? undefined : t("scroll")}
      >
        <ul className={styles.track} style={{ ["--start" as string]: isCarousel ? view.start : 0 }}>
          {reviews.map((review, index) => {
            const hidden = isCarousel && !view.visible.includes(index);
            return (
              <li key={review.id} className={styles.item} inert={hidden} aria-hidden={hidden || undefined}>
                <ReviewCard review={review} />
              </li>
            );
          })}
        </ul>
      </div>
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => setStart(view.start - 1)}
          disabled={!view.canGoBack}
          aria-label={t("previous")}
        >
          <ArrowLeft size={22} />
        </button>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => setStart(view.start + 1)}
          disabled={!view.canGoForward}
          aria-label={t("next")}
        >
          <ArrowRight size={22} />
        </button>
      </div>
    </div>
  );
}
