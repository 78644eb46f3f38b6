"use client";

import { Img } from "@web/components/image/img";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useState, type PointerEvent } from "react";
import { Dialog } from "@web/components/dialog/dialog";
import { ArrowLeft, ArrowRight, Close } from "@web/components/icons/icons";
import { swipeStep } from "@web/components/reviews/swipe";
import { cycle } from "@web/components/slider/slider-state";
import { CATEGORY_PARAM, categoryFromQuery, withCategory } from "./category-param";
import type { GalleryGroup } from "./gallery";
import styles from "./gallery.module.css";

/** Removes `?category` from the address, keeping the rest (Escape or the cross). */
function closeCategory(): void {
  const url = `${window.location.pathname}${withCategory(window.location.search, undefined)}${window.location.hash}`;
  window.history.replaceState(null, "", url);
}

/**
 * The full-screen viewer (docs/site.md#gallery): opened by `?category=`, arrows (on screen and on
 * the keyboard) move through the group cyclically, Escape closes it and removes the parameter.
 */
export function GalleryViewer({ groups }: { groups: GalleryGroup[] }) {
  const t = useTranslations("components");
  const params = useSearchParams();
  const groupId = categoryFromQuery(
    params.get(CATEGORY_PARAM),
    groups.map((group) => group.id),
  );
  const group = groups.find((candidate) => candidate.id === groupId);
  const [state, setState] = useState({ groupId, index: 0 });
  // A new group starts at its first photo.
  const index = state.groupId === groupId ? state.index : 0;
  const count = group?.images.length ?? 0;
  const image = group?.images[index];
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);

  const step = (delta: number) => setState({ groupId, index: cycle(index, delta, count) });

  useEffect(() => {
    if (!group) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") {
        event.preventDefault();
        setState((previous) => ({
          groupId,
          index: cycle(previous.groupId === groupId ? previous.index : 0, 1, count),
        }));
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        setState((previous) => ({
          groupId,
          index: cycle(previous.groupId === groupId ? previous.index : 0, -1, count),
        }));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [group, groupId, count]);

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start) return;
    const delta = swipeStep(event.clientX - start.x, event.clientY - start.y);
    setStart(null);
    if (delta !== 0) step(delta);
  };

  return (
    <Dialog
      open={Boolean(group)}
      onClose={closeCategory}
      labelledBy="gallery-viewer-title"
      variant="fullscreen"
    >
      {group && image ? (
        <div className={styles.viewer}>
          <div className={styles.viewerTop}>
            <h2 id="gallery-viewer-title" className={styles.viewerTitle}>
              {group.title}
            </h2>
            <p className={styles.viewerCount} aria-live="polite">
              {index + 1} / {count}
            </p>
            <button
              type="button"
              className={styles.viewerClose}
              onClick={closeCategory}
              aria-label={t("gallery.close")}
            >
              <Close size={24} />
            </button>
          </div>
          <div
            className={styles.viewerStage}
            onPointerDown={(event) => setStart({ x: event.clientX, y: event.clientY })}
            onPointerUp={onPointerUp}
          >
            <Img key={image.src} picture={image} fill sizes="100vw" className={styles.viewerImage} />
          </div>
          <div className={styles.viewerNav}>
            <button
              type="button"
              className={styles.viewerArrow}
              onClick={() => step(-1)}
              aria-label={t("slider.previous")}
            >
              <ArrowLeft size={26} />
            </button>
            <button
              type="button"
              className={styles.viewerArrow}
              onClick={() => step(1)}
              aria-label={t("slider.next")}
            >
              <ArrowRight size={26} />
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
