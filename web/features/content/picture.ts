import "server-only";
import { imageUrl } from "@web/lib/content/image";
import type { Picture, Seo } from "./types";

/** An image as the queries project it (the `image` fragment of web/lib/content/queries.ts). */
export interface ImageInput {
  alt?: string | null;
  asset?: { _ref: string } | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; height?: number; width?: number } | null;
  width?: number | null;
  height?: number | null;
}

type Crop = { top: number; bottom: number; left: number; right: number };
type Hotspot = { x: number; y: number; width: number; height: number };

function crop(value: ImageInput["crop"]): Crop | undefined {
  if (!value) return undefined;
  const { top, bottom, left, right } = value;
  return typeof top === "number" &&
    typeof bottom === "number" &&
    typeof left === "number" &&
    typeof right === "number"
    ? { top, bottom, left, right }
    : undefined;
}

function hotspot(value: ImageInput["hotspot"]): Hotspot | undefined {
  if (!value) return undefined;
  const { x, y, width, height } = value;
  return typeof x === "number" &&
    typeof y === "number" &&
    typeof width === "number" &&
    typeof height === "number"
    ? { x, y, width, height }
    : undefined;
}

/** The stored image's `WxH`, from its asset reference (`image-<sha1>-<W>x<H>-<ext>`). */
function storedSize(ref: string): string | undefined {
  return /^image-[a-zA-Z0-9]+-(\d+x\d+)-[a-z0-9]+$/.exec(ref)?.[1];
}

/**
 * An image of the content source → a Picture for next/image; nothing when it has no asset.
 * Pages crop with CSS (object-fit) to the box they give the picture, so the URL asks only for a
 * width (the image loader sets it per srcset entry); a crop set in the Studio is still applied.
 */
export function toPicture(image: ImageInput | null | undefined, fallbackAlt = ""): Picture | undefined {
  if (!image?.asset?._ref) return undefined;
  const width = image.width ?? 1200;
  const height = image.height ?? 800;
  const cropped = crop(image.crop);
  // The stored picture itself, uncropped, needs no size in its URL (the loader adds each width).
  const whole = !cropped && storedSize(image.asset._ref) === `${width}x${height}`;
  const src = imageUrl(
    { asset: { _ref: image.asset._ref }, crop: cropped, hotspot: hotspot(image.hotspot) },
    whole ? {} : { width, height },
  );
  if (!src) return undefined;
  return { src, alt: image.alt?.trim() || fallbackAlt, width, height };
}

export function toPictures(
  images: readonly (ImageInput | null)[] | null | undefined,
  fallbackAlt = "",
): Picture[] {
  return (images ?? []).flatMap((image) => {
    const picture = toPicture(image, fallbackAlt);
    return picture ? [picture] : [];
  });
}

export function toSeo(
  seo: { title?: string | null; description?: string | null; image?: ImageInput | null } | null | undefined,
): Seo {
  const image = toPicture(seo?.image);
  return {
    ...(seo?.title ? { title: seo.title } : {}),
    ...(seo?.description ? { description: seo.description } : {}),
    ...(image ? { image } : {}),
  };
}
