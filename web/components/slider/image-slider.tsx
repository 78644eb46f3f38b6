"use client";

import { Img } from "@web/components/image/img";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { ArrowLeft, ArrowRight } from "@web/components/icons/icons";
import type { Picture } from "@web/features/content/types";
import { sliderControls } from "./slider-state";
import styles from "./image-slider.module.css";

interface ImageSliderProps {
  images: Picture[];
  /** What the slider shows, for its accessible name: «Фотографии номера Делюкс». */
  label: string;
  sizes: string;
  /** The first image is the page's largest paint: load it at once, with high priority. */
  priority?: boolean;
  aspect?: "landscape" | "wide" | "portrait";
}

/**
 * A swipeable photo slider (CSS scroll snap, so touch and trackpads work natively). The previous
 * control is disabled on the first image and the next on the last (docs/site.md#image-sliders).
 */
export function ImageSlider({
  images,
  label,
  sizes,
  priority = false,
  aspect = "landscape",
}: ImageSliderProps) {
  const t = useTranslations("components.slider");
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // While a button's smooth scroll runs, the scroll position passes older slides: ignore it.
  const targetSlide = useRef<number | null>(null);
  const controls = sliderControls(index, images.length);

  const goTo = useCallback((target: number) => {
    const element = track.current;
    if (!element) return;
    const slide = element.children[target];
    if (!(slide instanceof HTMLElement)) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    targetSlide.current = target;
    element.scrollTo({ left: slide.offsetLeft - element.offsetLeft, behavior: reduce ? "auto" : "smooth" });
    setIndex(target);
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = element.clientWidth;
        if (width <= 0) return;
        const position = Math.round(element.scrollLeft / width);
        if (targetSlide.current !== null) {
          if (position !== targetSlide.current) return;
          targetSlide.current = null;
        }
        setIndex(position);
      });
    };
    // When any scroll settles (a swipe may have cut a button's scroll short), the position rules.
    const onScrollEnd = () => {
      targetSlide.current = null;
      onScroll();
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    element.addEventListener("scrollend", onScrollEnd);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", onScroll);
      element.removeEventListener("scrollend", onScrollEnd);
    };
  }, []);

  if (images.length === 0) return null;

  return (
    <div
      className={`${styles.slider} ${styles[aspect]}`}
      role="region"
      aria-roledescription={t("role")}
      aria-label={label}
    >
      {/* Focusable so that keyboard users can scroll it with the arrow keys too. */}
      <div className={styles.track} ref={track} tabIndex={0}>
        {images.map((image, position) => (
          <figure
            className={styles.slide}
            key={`${image.src}-${position}`}
            aria-roledescription={t("slide")}
            aria-label={t("position", { position: position + 1, count: images.length })}
          >
            <Img
              picture={image}
              fill
              sizes={sizes}
              loading={priority && position === 0 ? "eager" : "lazy"}
              fetchPriority={priority && position === 0 ? "high" : undefined}
              className={styles.image}
            />
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => goTo(controls.previous)}
            disabled={!controls.canGoBack}
            aria-label={t("previous")}
          >
            <ArrowLeft size={22} />
          </button>
          <p className={styles.counter} aria-live="polite">
            <span>{index + 1}</span> / {images.length}
          </p>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => goTo(controls.next)}
            disabled={!controls.canGoForward}
            aria-label={t("next")}
          >
            <ArrowRight size={22} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
