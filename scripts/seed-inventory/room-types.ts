/**
 * The booking engine keeps its own room-type texts, pictures and amenity pages (a hotel's PMS owns
 * them), seeded to match the content dataset. This derives them from `content/dataset.ndjson` and
 * writes `hotel/db/seed/room-types.json`; a unit test fails when the two drift apart.
 *
 *   npm run seed:inventory:room-types     # after the content dataset's rooms changed
 *
 * Pictures become site-relative URLs under /cdn (served by the embedded content lake on the
 * site's port); amenity icons become numbers: the 1-based position of the icon in the Studio's
 * list (schemas/lib/constants.ts, AMENITY_ICONS), which only ever grows at its end.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AMENITY_ICONS } from "../../schemas/lib/constants";

export interface RoomTypeTexts {
  id: number;
  code: string;
  title: string;
  shortDesc: string;
  capacity: number;
  totalRooms: number;
  basePrice: number;
  imageUrls: string[];
  amenityTags: string[];
  amenityPages: { title: string; image_url: string; amenities: { icon_id: number; title: string }[] }[];
}

interface ImageField {
  asset?: { _ref?: string };
}

interface RoomCategory {
  _id: string;
  _type: "roomCategory";
  hotelRoomTypeId: number;
  title: string;
  shortDescription: string;
  capacity: number;
  roomCount: number;
  priceFrom: number;
  tags?: string[];
  images?: ImageField[];
  amenityTabs?: { title: string; image?: ImageField; items?: { icon: string; title: string }[] }[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DATASET = path.join(root, "content", "dataset.ndjson");
export const OUTPUT = path.join(root, "hotel", "db", "seed", "room-types.json");

export function iconId(icon: string): number {
  const index = AMENITY_ICONS.findIndex((option) => option.value === icon);
  if (index < 0) throw new Error(`Unknown amenity icon «${icon}»: add it to AMENITY_ICONS`);
  return index + 1;
}

/** The engine's room types from the dataset's room categories and their picture assets. */
export function roomTypesFromDataset(ndjson: string): RoomTypeTexts[] {
  const documents = ndjson
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { _id: string; _type: string; path?: string });
  const assetPaths = new Map(
    documents.flatMap((document) =>
      document._type === "sanity.imageAsset" && document.path ? [[document._id, document.path] as const] : [],
    ),
  );
  const url = (image: ImageField | undefined): string => {
    const ref = image?.asset?._ref;
    const assetPath = ref ? assetPaths.get(ref) : undefined;
    if (!assetPath) throw new Error(`Picture ${ref ?? "(none)"} has no asset in the dataset`);
    return `/cdn/${assetPath}`;
  };
  return documents
    .filter((document): document is typeof document & RoomCategory => document._type === "roomCategory")
    .sort((a, b) => a.hotelRoomTypeId - b.hotelRoomTypeId)
    .map((room) => ({
      id: room.hotelRoomTypeId,
      code: room._id.replace(/^roomCategory-/, ""),
      title: room.title,
      shortDesc: room.shortDescription,
      capacity: room.capacity,
      totalRooms: room.roomCount,
      basePrice: room.priceFrom,
      imageUrls: (room.images ?? []).map(url),
      amenityTags: room.tags ?? [],
      amenityPages: (room.amenityTabs ?? []).map((tab) => ({
        title: tab.title,
        image_url: url(tab.image),
        amenities: (tab.items ?? []).map((item) => ({ icon_id: iconId(item.icon), title: item.title })),
      })),
    }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const roomTypes = roomTypesFromDataset(readFileSync(DATASET, "utf8"));
  writeFileSync(OUTPUT, `${JSON.stringify(roomTypes, null, 2)}\n`);
  console.log(
    `${path.relative(root, OUTPUT)}: ${roomTypes.length} room types from ${path.relative(root, DATASET)}`,
  );
}
