/**
 * The mixed part's pure choices (docs/bench.md «mixed»): the content routes from the site's
 * sitemap.xml, the images a phone loads for a page and which srcset candidate it takes, the next
 * request class by its weight, random stays within the sold horizon, and the memory's first and
 * last minute. Kept apart from the load itself (./mixed.ts) so the unit tests need no server.
 */
import { minimumStay } from "../../hotel/db/seed/prices";
import { addDays, type IsoDate, type RoomGuests } from "../../rules";

/**
 * The phone whose choice of image width the part imitates: Lighthouse's mobile run (its Moto G
 * Power, 412 CSS px wide at 1.75 device pixels per CSS pixel), the same phone the `lighthouse`
 * part measures with. On the site's srcset ladder (web/components/image/widths.ts) it takes the
 * same candidate as a 375–412 px phone at 2×: 828 px for a picture as wide as the screen.
 */
export const PHONE = { viewport: 412, density: 1.75 } as const;

/** The paths of the site's sitemap.xml, in its order, without repeats. */
export function sitemapPaths(xml: string): string[] {
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
    const text = decodeEntities(match[1] ?? "");
    const url = new URL(text, "http://sitemap.invalid");
    return `${url.pathname}${url.search}`;
  });
  return [...new Set(paths)];
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The CSS width of an image's slot on a screen `viewport` px wide, from its `sizes` (100vw without one). */
export function slotWidth(sizes: string | undefined, viewport: number): number {
  if (!sizes) return viewport;
  for (const entry of sizes.split(",")) {
    const text = entry.trim();
    const length = /(\d+(?:\.\d+)?)(px|vw)$/.exec(text);
    const condition = length ? text.slice(0, length.index).trim() : text;
    const clauses = [...condition.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
    const holds = clauses.every(([, side, value]) =>
      side === "min" ? viewport >= Number(value) : viewport <= Number(value),
    );
    if (!holds) continue;
    if (!length) return viewport;
    const value = Number(length[1]);
    return length[2] === "vw" ? (viewport * value) / 100 : value;
  }
  return viewport;
}

interface Candidate {
  url: string;
  /** `640w` → width 640; `2x` → density 2; none → density 1. */
  width?: number;
  density?: number;
}

function candidates(srcset: string): Candidate[] {
  return srcset
    .split(/,\s+/)
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url = "", descriptor = "1x"]) => {
      const width = /^(\d+)w$/.exec(descriptor);
      if (width) return { url, width: Number(width[1]) };
      const density = /^(\d+(?:\.\d+)?)x$/.exec(descriptor);
      return { url, density: density ? Number(density[1]) : 1 };
    });
}

/**
 * The URL a phone (PHONE) loads for an <img>: from a `w` srcset the narrowest candidate at least
 * the slot's width × density (else the widest), from an `x` srcset the least density at least the
 * phone's (else the highest), else its src.
 */
export function chosenSource(
  image: { src?: string; srcset?: string; sizes?: string },
  phone: { viewport: number; density: number } = PHONE,
): string | undefined {
  const offered = image.srcset ? candidates(image.srcset) : [];
  const byWidth = offered.filter((candidate) => candidate.width !== undefined);
  if (byWidth.length > 0) {
    const needed = slotWidth(image.sizes, phone.viewport) * phone.density;
    const sorted = byWidth.sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
    return (sorted.find((candidate) => (candidate.width ?? 0) >= needed) ?? sorted.at(-1))?.url;
  }
  const byDensity = offered.filter((candidate) => candidate.density !== undefined);
  if (byDensity.length > 0) {
    const sorted = byDensity.sort((a, b) => (a.density ?? 1) - (b.density ?? 1));
    return (sorted.find((candidate) => (candidate.density ?? 1) >= phone.density) ?? sorted.at(-1))?.url;
  }
  return image.src || undefined;
}

/**
 * The images a phone loads for a page: each <img>'s chosen source (chosenSource), resolved
 * against the page, on the page's own origin only (the site's images are its own `/cdn/…`), each
 * once. Lazy images are loaded too: the guest scrolls the page.
 */
export function pageImages(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const attribute = (name: string) => {
      const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
      return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
    };
    const source = chosenSource({
      src: attribute("src"),
      srcset: attribute("srcset"),
      sizes: attribute("sizes"),
    });
    if (!source || source.startsWith("data:")) continue;
    const url = new URL(source, pageUrl);
    if (url.origin === origin) found.add(url.href);
  }
  return [...found];
}

/** One of `weights`' keys, each as likely as its weight; `random` in [0, 1). */
export function pickByWeight<K extends string>(
  weights: Readonly<Record<K, number>>,
  random = Math.random(),
): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random * total;
  for (const [key, weight] of entries) {
    if (left < weight) return key;
    left -= weight;
  }
  const last = entries.at(-1);
  if (!last) throw new Error("no weights to pick from");
  return last[0];
}

const between = (min: number, max: number, random: () => number) =>
  min + Math.floor(random() * (max - min + 1));

/**
 * A stay a guest could search for: arriving from tomorrow to a month before `horizon` (the last
 * day the engine sells), 1–5 nights and never fewer than the arrival's minimum stay; one room
 * (two in one search of seven) of 1–3 adults and 0–2 children.
 */
export function randomStay(
  today: IsoDate,
  horizon: IsoDate,
  random: () => number = Math.random,
): { arrival: IsoDate; departure: IsoDate; rooms: RoomGuests[] } {
  const lastArrivalDays = Math.max(
    1,
    Math.round((Date.parse(horizon) - Date.parse(today)) / 86_400_000) - 31,
  );
  const arrival = addDays(today, between(1, lastArrivalDays, random));
  const nights = Math.max(between(1, 5, random), minimumStay(arrival));
  const room = () => ({ adults: between(1, 3, random), children: between(0, 2, random) });
  const rooms = random() < 1 / 7 ? [room(), room()] : [room()];
  return { arrival, departure: addDays(arrival, nights), rooms };
}

/**
 * The mean resident memory of the first minute of samples and of the last, when the run is long
 * enough for the two not to overlap (two minutes); undefined otherwise.
 */
export function memoryMinutes(
  samples: readonly { atSeconds: number; rssKb: number }[],
  seconds: number,
): { firstKb: number; lastKb: number } | undefined {
  if (seconds < 120) return undefined;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const first = samples.filter(({ atSeconds }) => atSeconds < 60).map(({ rssKb }) => rssKb);
  const last = samples.filter(({ atSeconds }) => atSeconds > seconds - 60).map(({ rssKb }) => rssKb);
  if (first.length === 0 || last.length === 0) return undefined;
  return { firstKb: mean(first), lastKb: mean(last) };
}
