"use client";

import { Img } from "@web/components/image/img";
import { useTranslations } from "next-intl";
import { Suspense } from "react";
import type { Picture } from "@web/features/content/types";
import { withCategory } from "./category-param";
import { GalleryViewer } from "./gallery-viewer";
import styles from "./gallery.module.css";

export interface GalleryGroup {
  id: number;
  title: string;
  images: Picture[];
}

/** Cards that span two columns: with 11 groups in three columns, five full rows, no hole. */
const WIDE_CARDS = new Set([0, 6, 7, 10]);

/** Pushes `?category=id` without a server round trip; the viewer follows the URL. */
export function openCategory(id: number): void {
  const url = `${window.location.pathname}${withCategory(window.location.search, id)}`;
  window.history.pushState(null, "", url);
}

/**
 * The photo gallery: 11 groups as cards; a card (or `?category=1…11` in the address) opens the
 * full-screen viewer of its group. The grid is rendered on the server; only the viewer reads
 * the query, inside Suspense, so the page stays static.
 */
export function Gallery({ groups }: { groups: GalleryGroup[] }) {
  const t = useTranslations("components");
  return (
    <>
      <ul className={styles.grid}>
        {groups.map((group, index) => {
          const cover = group.images[0];
          return (
            <li key={group.id} className={WIDE_CARDS.has(index % 11) ? styles.wide : undefined}>
              <button type="button" className={styles.card} onClick={() => openCategory(group.id)}>
                {cover ? (
                  <Img
                    picture={cover}
                    alt=""
                    fill
                    sizes="(max-width: 767px) 100vw, (max-width: 1439px) 50vw, 33vw"
                    className={styles.cover}
                    fetchPriority={index < 2 ? "high" : undefined}
                    loading={index < 2 ? "eager" : "lazy"}
                  />
                ) : null}
                <span className={styles.caption}>
                  <span className={styles.title} data-content>
                    {group.title}
                  </span>
                  <span className={styles.count}>{t("gallery.photos", { count: group.images.length })}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Suspense fallback={null}>
        <GalleryViewer groups={groups} />
      </Suspense>
    </>
  );
}
