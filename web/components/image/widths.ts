/**
 * The widths a picture's srcset offers: only those it can use where it is shown. Its `sizes`
 * (the CSS width at each breakpoint) gives the narrowest and the widest box over 320–1920 px
 * screens; at two device pixels per CSS pixel (phones have two or three, the 1× laptop takes a
 * slightly larger file) that spans a few rungs of a ladder, never past the picture's own width.
 * A room photo (`(max-width: 1023px) 100vw, 58vw`, 1200 px) gets 828 and 1200 instead of
 * next/image's eight widths from 256 to 2560 (docs/site.md#images).
 */

/** The rungs: widths the image CDN serves as they are (content-lake/assets/transform.ts OUTPUT_WIDTHS). */
export const SRCSET_WIDTHS = [128, 256, 420, 828, 1280, 1920];
const LARGEST = 1920;
/** Screens the site is laid out for, in CSS pixels. */
const NARROWEST_SCREEN = 320;
const WIDEST_SCREEN = 1920;
/** Device pixels per CSS pixel the srcset is chosen for. */
const DENSITY = 2;

interface Slot {
  /** The slot applies up to this screen width (`(max-width: …px)`), or to every wider one. */
  upTo: number | undefined;
  length: number;
  unit: "px" | "vw";
}

function parseSizes(sizes: string): Slot[] | undefined {
  const slots: Slot[] = [];
  for (const part of sizes.split(",")) {
    const match = /^(?:\(max-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(part.trim());
    if (!match) return undefined;
    slots.push({
      upTo: match[1] ? Number(match[1]) : undefined,
      length: Number(match[2]),
      unit: match[3] as Slot["unit"],
    });
  }
  return slots;
}

/** The narrowest and the widest box `sizes` gives over the site's screens, in CSS pixels. */
export function displayedWidths(sizes: string): { min: number; max: number } | undefined {
  const slots = parseSizes(sizes);
  if (!slots) return undefined;
  let from = NARROWEST_SCREEN;
  let min = Infinity;
  let max = 0;
  for (const slot of slots) {
    const to = Math.min(slot.upTo ?? WIDEST_SCREEN, WIDEST_SCREEN);
    if (to >= from) {
      const at = (screen: number) => (slot.unit === "px" ? slot.length : (screen * slot.length) / 100);
      min = Math.min(min, at(from));
      max = Math.max(max, at(to));
    }
    if (slot.upTo === undefined) break;
    from = Math.max(from, slot.upTo + 1);
  }
  return max > 0 ? { min, max } : undefined;
}

const rungFor = (width: number) => SRCSET_WIDTHS.find((rung) => rung >= width) ?? LARGEST;

/**
 * The srcset widths for a picture `natural` px wide shown at `sizes`, ascending: the rungs from
 * the narrowest box's to the widest box's (at DENSITY), those past the picture replaced by its own
 * width. An unreadable `sizes` (only `(max-width: Npx)` conditions are read) gets every rung.
 */
export function srcSetWidths(sizes: string, natural: number): number[] {
  const shown = displayedWidths(sizes);
  const lowest = shown ? rungFor(shown.min * DENSITY) : 0;
  const highest = shown ? rungFor(shown.max * DENSITY) : LARGEST;
  const widths = SRCSET_WIDTHS.filter((rung) => rung >= lowest && rung <= highest && rung < natural);
  if (highest >= natural || widths.length === 0) widths.push(Math.round(natural));
  return widths;
}
