"use client";

import { Img } from "@web/components/image/img";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from "react";
import { ArrowLeft, ArrowRight, Pause, Play, SoundOff, SoundOn } from "@web/components/icons/icons";
import { cycle } from "@web/components/slider/slider-state";
import type { Picture } from "@web/features/content/types";
import { swipeStep } from "./swipe";
import styles from "./video-reviews.module.css";

export interface VideoReview {
  id: string;
  author: string;
  text: string;
  videoUrl: string;
  poster: Picture;
  logo?: Picture;
}

/**
 * Video reviews (docs/site.md#reviews): cyclic previous/next, the next video starts when one ends,
 * muted by default with a sound toggle, a swipe over 50 px changes the slide, a progress bar.
 * Only the current slide has a <video>, and it loads only once the slider is on screen; it
 * plays by itself only then and never when the guest asked for reduced motion.
 */
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** The poster at the stage's size (the content source resizes on `w`). */
function posterUrl(src: string): string {
  const url = new URL(src, "http://local.invalid");
  url.searchParams.set("w", "800");
  return src.startsWith("/") ? `${url.pathname}${url.search}` : url.toString();
}

function subscribeReducedMotion(listener: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/** Whether the guest asked the system for reduced motion (true on the server: never autoplay there). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

export function VideoReviews({ reviews, labelledBy }: { reviews: VideoReview[]; labelledBy: string }) {
  const t = useTranslations("components.reviews");
  const [index, setIndex] = useState(0);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  // Once the slider has been on screen, videos keep their source (scrolling away only pauses).
  const [seen, setSeen] = useState(false);
  const reducedMotion = useReducedMotion();
  // The guest's own play/pause wins over the default (play unless reduced motion is asked for).
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const autoplay = playChoice ?? !reducedMotion;
  const root = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const count = reviews.length;
  const current = reviews[index];

  const go = useCallback(
    (step: number) => {
      setProgress(0);
      setIndex((value) => cycle(value, step, count));
    },
    [count],
  );

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const intersecting = Boolean(entry?.isIntersecting);
        setVisible(intersecting);
        if (intersecting) setSeen(true);
      },
      { threshold: 0.35 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (visible && autoplay) {
      element.play().catch((error: unknown) => {
        // Autoplay can be refused by the browser; the play button stays available.
        console.warn("Video review did not start by itself", error);
      });
    } else if (!visible) {
      element.pause();
    }
  }, [visible, autoplay, index]);

  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted, index]);

  if (!current) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointer.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  };

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      setPlayChoice(true);
      element.play().catch((error: unknown) => console.warn("Video review cannot play", error));
    } else {
      setPlayChoice(false);
      element.pause();
    }
  };

  return (
    <div
      ref={root}
      className={styles.wrap}
      role="region"
      aria-roledescription={t("carousel")}
      aria-labelledby={labelledBy}
    >
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointer.current = null)}
      >
        <Img
          key={`poster-${current.id}`}
          picture={current.poster}
          alt=""
          fill
          sizes="(max-width: 767px) 100vw, 400px"
          className={styles.poster}
        />
        <video
          key={current.id}
          ref={video}
          className={styles.video}
          src={seen ? current.videoUrl : undefined}
          // The poster is a full-size frame: it loads only once the slider nears the screen; until
          // then the lazy picture below stands in.
          poster={seen ? posterUrl(current.poster.src) : undefined}
          muted={muted}
          playsInline
          preload="none"
          aria-label={t("video", { author: current.author })}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => go(1)}
          onTimeUpdate={(event) => {
            const element = event.currentTarget;
            setProgress(element.duration > 0 ? element.currentTime / element.duration : 0);
          }}
        />
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t("watched")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <span style={{ transform: `scaleX(${progress})` }} />
        </div>
        <div className={styles.stageControls}>
          <button
            type="button"
            className={styles.round}
            onClick={togglePlay}
            aria-label={playing ? t("pause") : t("play")}
          >
            {playing ? <Pause size={20} /> : <Play size={20} />}
          </button>
          <button
            type="button"
            className={styles.round}
            onClick={() => setMuted((value) => !value)}
            aria-pressed={!muted}
            aria-label={muted ? t("soundOn") : t("soundOff")}
          >
            {muted ? <SoundOff size={20} /> : <SoundOn size={20} />}
          </button>
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.count} aria-live="polite">
          <span>{String(index + 1).padStart(2, "0")}</span> / {String(count).padStart(2, "0")}
        </p>
        <blockquote className={styles.quote}>
          <p data-content>{current.text}</p>
        </blockquote>
        <div className={styles.author}>
          {current.logo ? (
            <Img picture={current.logo} width={56} height={56} sizes="56px" className={styles.logo} />
          ) : null}
          <p className={styles.authorName} data-content>
            {current.author}
          </p>
        </div>
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.navButton}
            onClick={() => go(-1)}
            aria-label={t("previousVideo")}
          >
            <ArrowLeft size={22} />
          </button>
          <button
            type="button"
            className={styles.navButton}
            onClick={() => go(1)}
            aria-label={t("nextVideo")}
          >
            <ArrowRight size={22} />
          </button>
        </div>
      </div>
    </div>
  );
}
