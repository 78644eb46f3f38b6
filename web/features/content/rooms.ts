import "server-only";
import { cache } from "react";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { sanityFetch } from "@web/lib/content/client";
import {
  roomCategoriesQuery,
  roomCategoriesTags,
  roomCategoryQuery,
  roomCategoryTags,
} from "@web/lib/content/queries";
import { factsOf, getRoomFacts, type RoomFacts } from "@web/features/rooms/room-facts";
import { toPicture, toPictures, toSeo, type ImageInput } from "./picture";
import type { RoomCard, RoomDetail } from "./types";

/**
 * A room category as a card: its texts and pictures from the content, its price «от» and capacity
 * from the booking engine (getRoomFacts, by `hotelRoomTypeId`).
 */
export function toRoomCard(
  room: {
    roomId?: number | null;
    hotelRoomTypeId?: number | null;
    title?: string | null;
    shortDescription?: string | null;
    tags?: string[] | null;
    tourUrl?: string | null;
    images?: (ImageInput | null)[] | null;
  },
  facts: Map<number, RoomFacts>,
): RoomCard | undefined {
  if (typeof room.roomId !== "number" || !room.title) return undefined;
  return {
    roomId: room.roomId,
    title: room.title,
    shortDescription: room.shortDescription ?? "",
    ...factsOf(facts, room.hotelRoomTypeId),
    tags: room.tags ?? [],
    ...(room.tourUrl ? { tourUrl: room.tourUrl } : {}),
    images: toPictures(room.images, room.title),
  };
}

/** The six room categories (ids 1–6), in the manager's order (docs/site.md#rooms). */
export const getRoomCards = cache(async (language: Language = DEFAULT_LANGUAGE): Promise<RoomCard[]> => {
  const [rooms, facts] = await Promise.all([
    sanityFetch({ query: roomCategoriesQuery, tags: roomCategoriesTags, language }),
    getRoomFacts(),
  ]);
  return (rooms ?? []).flatMap((room) => {
    const card = toRoomCard(room, facts);
    return card ? [card] : [];
  });
});

/** One category by its 1-based id; undefined when there is no such room (→ /error). */
export const getRoomDetail = cache(
  async (roomId: number, language: Language = DEFAULT_LANGUAGE): Promise<RoomDetail | undefined> => {
    const [room, facts] = await Promise.all([
      sanityFetch({ query: roomCategoryQuery, params: { roomId }, tags: roomCategoryTags, language }),
      getRoomFacts(),
    ]);
    if (!room || typeof room.roomId !== "number" || !room.title) return undefined;
    return {
      roomId: room.roomId,
      title: room.title,
      shortDescription: room.shortDescription ?? "",
      description: room.description ?? [],
      ...factsOf(facts, room.hotelRoomTypeId),
      tags: room.tags ?? [],
      petsAllowed: Boolean(room.petsAllowed),
      ...(room.tourUrl ? { tourUrl: room.tourUrl } : {}),
      images: toPictures(room.images, room.title),
      amenityTabs: (room.amenityTabs ?? []).map((tab) => {
        const image = toPicture(tab.image, tab.title ?? "");
        return {
          kind: tab.kind ?? "room",
          title: tab.title ?? "",
          ...(tab.note ? { note: tab.note } : {}),
          ...(image ? { image } : {}),
          items: (tab.items ?? []).map((item) => ({ icon: item.icon ?? "other", title: item.title ?? "" })),
        };
      }),
      seo: toSeo(room.seo),
    };
  },
);

/** The room page's id from the URL: a positive integer, else undefined. */
export function parseRoomId(text: string): number | undefined {
  return /^[1-9]\d{0,3}$/.test(text) ? Number(text) : undefined;
}
