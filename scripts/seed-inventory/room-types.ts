/**
 * The booking engine keeps its own room-type texts, pictures and amenity pages (a hotel's PMS owns
 * them), seeded to match the content dataset. This derives them from `content/dataset.ndjson` and
 * writes `hotel/db/seed/room-types.json`; a unit test fails when the two drift apart.
 *
 *   npm run seed:inventory:room-types     # after the content dataset's rooms changed
 *
 * The numbers are not the content's: the capacity is the shared rule (rules/occupancy.ts) and the
 * «from» price the engine's own (kept from the file; the seeded prices are built on it), as the
 * site reads both from the engine.
 *
 * Pictures become site-relative URLs under /cdn (served by the embedded content lake on the
 * site's port); amenity icons become numbers: the 1-based position of the icon in the Studio's
 * list (schemas/lib/constants.ts, AMENITY_ICONS), which only ever grows at its end.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROOM_CATEGORIES } from "../../rules/occupancy";
import { AMENITY_ICONS } from "../../schemas/lib/constants";
import { inLanguage } from "../../schemas/lib/localized";

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
  roomCount: number;
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

/**
 * The engine's room types from the dataset's room categories and their picture assets, with the
 * capacities of the shared rule and the «from» prices of `engineOwned` (the current file).
 */
export function roomTypesFromDataset(
  ndjson: string,
  engineOwned: readonly Pick<RoomTypeTexts, "id" | "basePrice">[],
): RoomTypeTexts[] {
  const number = (id: number, what: string, value: number | undefined): number => {
    if (value === undefined) throw new Error(`Room type ${id} has no ${what}: add it first`);
    return value;
  };
  // The engine's texts are Russian: each localized field of the content is read in Russian.
  const documents = ndjson
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => inLanguage(JSON.parse(line) as { _id: string; _type: string; path?: string }, "ru"));
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
      capacity: number(
        room.hotelRoomTypeId,
        "capacity in rules/occupancy.ts",
        ROOM_CATEGORIES.find((category) => category.id === room.hotelRoomTypeId)?.capacity,
      ),
      totalRooms: room.roomCount,
      basePrice: number(
        room.hotelRoomTypeId,
        "«from» price in hotel/db/seed/room-types.json",
        engineOwned.find((type) => type.id === room.hotelRoomTypeId)?.basePrice,
      ),
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
  const current = JSON.parse(readFileSync(OUTPUT, "utf8")) as RoomTypeTexts[];
  const roomTypes = roomTypesFromDataset(readFileSync(DATASET, "utf8"), current);
  writeFileSync(OUTPUT, `${JSON.stringify(roomTypes, null, 2)}\n`);
  console.log(
    `${path.relative(root, OUTPUT)}: ${roomTypes.length} room types from ${path.relative(root, DATASET)}`,
  );
}
