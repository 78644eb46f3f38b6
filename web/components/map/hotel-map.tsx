"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { External, Pin } from "@web/components/icons/icons";
import type { MapHandle } from "./leaflet-map";
import { coordinatesText, openMapUrl } from "./map-links";
import styles from "./hotel-map.module.css";

interface HotelMapProps {
  center: { lat: number; lng: number };
  zoom: number;
  title: string;
  address: string;
  /** Set → Yandex Maps; unset → Leaflet with OpenStreetMap tiles. Read on the server. */
  yandexApiKey?: string;
}

type MapState = "idle" | "loading" | "ready" | "failed";

/**
 * The hotel on a map (docs/site.md#contacts-and-map: zoom control and a marker; centre 54.943661,
 * 20.159837, zoom 15 by default). The map library loads only when the map nears the screen.
 * Underneath lies a static card — address, coordinates, a link to open the map — that stays visible
 * until the first tile arrives and comes back when tiles cannot load, in the same box, so nothing
 * shifts.
 */
export function HotelMap({ center, zoom, title, address, yandexApiKey }: HotelMapProps) {
  const t = useTranslations("components.map");
  const shared = useTranslations("components");
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("idle");
  const provider = yandexApiKey ? "yandex" : "osm";

  useEffect(() => {
    const element = box.current;
    const target = canvas.current;
    if (!element || !target) return;
    let handle: MapHandle | undefined;
    let cancelled = false;
    let timer: number | undefined;

    const start = async () => {
      setState("loading");
      // Tiles that never answer (offline, blocked) must not leave a blank box for long.
      timer = window.setTimeout(() => {
        if (!cancelled) setState((current) => (current === "ready" ? current : "failed"));
      }, 8000);
      try {
        if (yandexApiKey) {
          const { createYandexMap } = await import("./yandex-map");
          if (cancelled) return;
          handle = await createYandexMap({ element: target, apiKey: yandexApiKey, center, zoom, title });
          if (!cancelled) setState("ready");
        } else {
          const { createLeafletMap } = await import("./leaflet-map");
          if (cancelled) return;
          handle = createLeafletMap({
            element: target,
            center,
            zoom,
            title,
            zoomIn: t("zoomIn"),
            zoomOut: t("zoomOut"),
            onTilesLoaded: () => !cancelled && setState("ready"),
            onTilesFailed: () => !cancelled && setState("failed"),
          });
        }
      } catch (error) {
        console.warn("The map could not be shown", error);
        if (!cancelled) setState("failed");
      }
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void start();
        }
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      window.clearTimeout(timer);
      handle?.destroy();
    };
    // The map is built once per mount; its props come from settings and do not change in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={box} className={styles.map} data-state={state}>
      <div className={styles.fallback}>
        <Pin size={28} />
        <p className={styles.fallbackTitle} data-content>
          {title}
        </p>
        <p data-content>{address}</p>
        <p className={styles.coords}>
          {coordinatesText(center, {
            north: t("north"),
            south: t("south"),
            east: t("east"),
            west: t("west"),
          })}
        </p>
        <a
          className="link-arrow"
          href={openMapUrl(center, zoom, provider)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("open")}
          <External size={16} />
          <span className="visually-hidden">{shared("newWindow")}</span>
        </a>
        {state === "failed" ? <p className={styles.note}>{t("failed")}</p> : null}
      </div>
      <div
        ref={canvas}
        className={styles.canvas}
        role="region"
        aria-label={t("label", { title })}
        aria-hidden={state === "failed" || undefined}
        inert={state !== "ready"}
      />
    </div>
  );
}
