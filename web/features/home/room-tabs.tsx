"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { Tabs } from "@web/components/tabs/tabs";
import type { RoomCard } from "@web/features/content/types";
import { RoomLink } from "@web/features/rooms/room-link";
import { RoomSummary } from "@web/features/rooms/room-summary";
import styles from "./home.module.css";

/** A tab: the category's name, and its card when the page carries it. */
export interface RoomTab {
  roomId: number;
  title: string;
  card?: RoomCard;
}

/** Where the cards the page does not carry come from (web/app/api/home/rooms/route.ts). */
const HOME_ROOMS_URL = "/api/home/rooms";

async function loadCards(url: string): Promise<RoomCard[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { rooms: RoomCard[] }).rooms;
}

/**
 * The home page's room categories in tabs (docs/site.md#home-page). The page carries the first
 * category's card and the others' names; the other cards are fetched once, as the section comes
 * within a screen of the viewport or a tab is chosen, so a guest who scrolls down finds every tab
 * ready and the page's HTML does not carry five hidden panels' data (each category has its own
 * page for search engines). A manager's draft preview gets every card from the page.
 */
export function RoomTabs({ rooms }: { rooms: RoomTab[] }) {
  const t = useTranslations("home.rooms");
  const carried = rooms.every((room) => room.card);
  const [wanted, setWanted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = ref.current;
    if (carried || wanted || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [carried, wanted]);

  const { data, error, isLoading, mutate } = useSWR(wanted && !carried ? HOME_ROOMS_URL : null, loadCards, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });

  return (
    <div ref={ref}>
      <Tabs
        label={t("label")}
        variant="serif"
        lazy
        onChange={() => setWanted(true)}
        items={rooms.map((room) => {
          const card = room.card ?? data?.find((each) => each.roomId === room.roomId);
          return {
            id: String(room.roomId),
            label: room.title,
            content: card ? (
              <RoomSummary room={card} />
            ) : error && !isLoading ? (
              <div className={styles.roomMissing} role="alert">
                <p>{t("failed")}</p>
                <button type="button" className="btn btn--outline" onClick={() => void mutate()}>
                  {t("retry")}
                </button>
                <RoomLink roomId={room.roomId} className="link-arrow">
                  {t("open", { title: room.title })}
                </RoomLink>
              </div>
            ) : (
              <p className={styles.roomMissing} role="status">
                {t("loading", { title: room.title })}
              </p>
            ),
          };
        })}
      />
    </div>
  );
}
