"use client";

import { Tabs } from "@web/components/tabs/tabs";
import type { RoomCard } from "@web/features/content/types";
import { RoomSummary } from "@web/features/rooms/room-summary";

/**
 * The home page's room categories in tabs (docs/site.md#home-page). Rendered here, in the browser,
 * from the rooms' data: the page carries the first category's panel and the others' data once,
 * instead of six panels of photos in its HTML and again in its RSC payload; each category has
 * its own page for search engines.
 */
export function RoomTabs({ rooms }: { rooms: RoomCard[] }) {
  return (
    <Tabs
      label="Категории номеров"
      variant="serif"
      lazy
      items={rooms.map((room) => ({
        id: String(room.roomId),
        label: room.title,
        content: <RoomSummary room={room} />,
      }))}
    />
  );
}
