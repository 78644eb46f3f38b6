/**
 * The vocabulary of the seed sources in data/: small constructors that keep the sources short and
 * readable (a picture is `img(...)`, paragraphs are `text(...)`), which build.ts turns into
 * documents of Sanity's import format (image references, Portable Text, `_key`s).
 */

/** A seed picture: generated into content/media/<file>.webp with `caption` on it. */
export class SeedImage {
  constructor(
    /** Path under content/media without extension, e.g. "rooms/deluxe-1". */
    readonly file: string,
    /** Text drawn on the generated picture. */
    readonly caption: string,
    /** Russian alternative text. */
    readonly alt: string,
    readonly size: ImageSize = "card",
  ) {}
}

/** Pixel sizes of generated pictures: wide for heroes, square for logos, portrait for clips. */
export const IMAGE_SIZES = {
  hero: { width: 1920, height: 1080 },
  card: { width: 1200, height: 800 },
  portrait: { width: 720, height: 1280 },
  square: { width: 400, height: 400 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export function img(file: string, caption: string, alt: string, size: ImageSize = "card"): SeedImage {
  return new SeedImage(file, caption, alt, size);
}

/** A seed video clip: generated into content/media/<file>.mp4. */
export class SeedVideo {
  constructor(
    readonly file: string,
    readonly caption: string,
  ) {}
}

export function video(file: string, caption: string): SeedVideo {
  return new SeedVideo(file, caption);
}

/**
 * Paragraphs for a Portable Text field. A paragraph starting with "## " is a subheading, one
 * starting with "- " is a bullet list item.
 */
export class SeedText {
  constructor(readonly paragraphs: readonly string[]) {}
}

export function text(...paragraphs: string[]): SeedText {
  return new SeedText(paragraphs);
}

/** A reference to another seed document by its _id. */
export class SeedRef {
  constructor(readonly id: string) {}
}

export function ref(id: string): SeedRef {
  return new SeedRef(id);
}

/** A slug value. */
export function slug(current: string) {
  return { _type: "slug", current } as const;
}

export type SeedValue =
  | string
  | number
  | boolean
  | null
  | SeedImage
  | SeedVideo
  | SeedText
  | SeedRef
  | readonly SeedValue[]
  | { readonly [field: string]: SeedValue | undefined };

/** A document as written in the sources: `_id` and `_type` plus fields. */
export type SeedDocument = {
  readonly _id: string;
  readonly _type: string;
  readonly [field: string]: SeedValue | undefined;
};

type PriceUnit =
  | "perDay"
  | "perNight"
  | "perHour"
  | "perTrip"
  | "perPerson"
  | "forTwo"
  | "perProcedure"
  | "perVisit"
  | "perProgramme"
  | "oneTime";

/** A priceLine object: integer rubles. */
export function price(
  amount: number,
  unit: PriceUnit,
  options: { title?: string; isFrom?: boolean; minQuantity?: number; note?: string } = {},
) {
  return {
    _type: "priceLine",
    ...(options.title === undefined ? {} : { title: options.title }),
    amount,
    isFrom: options.isFrom ?? false,
    unit,
    ...(options.minQuantity === undefined ? {} : { minQuantity: options.minQuantity }),
    ...(options.note === undefined ? {} : { note: options.note }),
  };
}

export function fact(label: string, value: string) {
  return { _type: "fact", label, value };
}

export function hours(label: string, from: string, to: string, note?: string) {
  return { _type: "hoursLine", label, from, to, ...(note === undefined ? {} : { note }) };
}

export function seo(title: string, description: string) {
  return { _type: "seo", title, description };
}

export function navLink(label: string, href: string, openInNewWindow = false) {
  return { _type: "navLink", label, href, openInNewWindow };
}
