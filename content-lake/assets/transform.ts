/**
 * The image CDN's URL parameters (the subset that @sanity/image-url and next-sanity's loader
 * produce): rect, w, h, max-w, max-h, min-w, min-h, dpr, fit, crop, fp-x, fp-y, fm, auto=format,
 * q, blur, flip, or, bg, dl. Applied with sharp.
 *
 * `/cdn` is public, so a transform must cost little and many URLs must share one result. A
 * request is first turned into a plan (`planTransform`, pure arithmetic on the source's size,
 * which the file name carries): widths snap up to a short list that holds every width the
 * site's image loader asks for, qualities snap to the nearest of a few, a rect's edges snap to a
 * grid of a hundredth of each side, nothing is ever enlarged, and the output is held under a
 * pixel budget (smaller for AVIF, whose encoder is slow). The plan's key is the cache key, so
 * `w=1000` and `w=1080` are one entry. Plans then run through a queue of one or two at a time,
 * served in turns per client, with a time limit (`TransformQueue`, `runTransform`); a client past
 * its share of the line or its budget of new transforms (`TransformBudget`) is answered 429, a
 * full queue or a transform over its time 503, at once.
 */
import sharp, { type FitEnum, type Raw, type Sharp } from "sharp";
import { badRequest, HttpError } from "../errors";

export interface TransformedImage {
  data: Uint8Array;
  mimeType: string;
}

const FORMATS = {
  jpg: "image/jpeg",
  pjpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
} as const;
type OutputFormat = keyof typeof FORMATS;

/**
 * Output widths: the site's srcset widths (web/components/image/widths.ts: 128, 256, 420, 828,
 * 1280, 1920, and a picture's own width, which the image loader asks for as `w`) plus a few
 * between them for the Studio's previews and other clients. A width between two snaps up.
 */
export const OUTPUT_WIDTHS = [16, 32, 64, 128, 256, 420, 640, 828, 1080, 1200, 1280, 1600, 1920, 2560];
/** Qualities: the default 75, the hero's 65, and a few more; others go to the nearest. */
export const OUTPUT_QUALITIES = [40, 50, 65, 75, 85];
/** Largest output, in pixels: 2560 × 1920. */
export const MAX_OUTPUT_PIXELS = 2560 * 1920;
/** Largest AVIF output: AVIF encodes several times slower than WebP at the same size. */
export const MAX_AVIF_PIXELS = 1280 * 1024;
/** Largest stored image a transform decodes (sharp's default is 268 million). */
export const MAX_INPUT_PIXELS = 50_000_000;
const AVIF_EFFORT = 2;
const MAX_BLUR_SIGMA = 20;

type Fit = "clip" | "crop" | "fill" | "fillmax" | "max" | "scale" | "min";
const FITS = new Set<string>(["clip", "crop", "fill", "fillmax", "max", "scale", "min"]);

/** Parameters that change the bytes; anything else (tag, dl, vanity names) leaves the image as is. */
const TRANSFORMING = [
  "rect",
  "w",
  "h",
  "max-w",
  "max-h",
  "min-w",
  "min-h",
  "fit",
  "crop",
  "fm",
  "auto",
  "q",
  "blur",
  "flip",
  "or",
  "bg",
  "dpr",
  "fp-x",
  "fp-y",
];

export function needsTransform(params: URLSearchParams): boolean {
  return TRANSFORMING.some((name) => params.has(name));
}

function numberParam(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw badRequest(`Invalid value for ${name}: "${raw}" (expected a number from ${min} to ${max})`);
  }
  return value;
}

const GRAVITY: Record<string, string> = {
  top: "north",
  bottom: "south",
  left: "west",
  right: "east",
  center: "centre",
  "top,left": "northwest",
  "top,right": "northeast",
  "bottom,left": "southwest",
  "bottom,right": "southeast",
};

function outputFormat(params: URLSearchParams, source: string | undefined, accept: string): OutputFormat {
  const fm = params.get("fm");
  if (fm) {
    if (!(fm in FORMATS)) throw badRequest(`Invalid value for fm: "${fm}"`);
    return fm as OutputFormat;
  }
  if (params.get("auto") === "format") {
    // WebP over AVIF: AVIF encoding is several times slower, and every browser we serve reads WebP.
    if (accept.includes("image/webp")) return "webp";
  }
  if (source === "png" || source === "gif" || source === "svg") return "png";
  if (source === "webp") return "webp";
  return "jpg";
}

const snapUp = (value: number) => OUTPUT_WIDTHS.find((width) => width >= value) ?? 2560;
const nearestQuality = (value: number) =>
  OUTPUT_QUALITIES.reduce((best, quality) =>
    Math.abs(quality - value) < Math.abs(best - value) ? quality : best,
  );

/** The stored image's size as shown (EXIF orientation applied) and its format. */
export interface SourceImage {
  width: number;
  height: number;
  format: string | undefined;
}

/** What a transform will do, with every number already normalised; `key` names its result. */
export interface TransformPlan {
  key: string;
  rect: { left: number; top: number; width: number; height: number } | undefined;
  orientation: number;
  flip: { horizontal: boolean; vertical: boolean };
  resize:
    | {
        width: number;
        height: number;
        fit: keyof FitEnum;
        position: string;
        focal: { x: number; y: number } | undefined;
        background: string | undefined;
      }
    | undefined;
  blur: number | undefined;
  format: OutputFormat;
  quality: number;
}

/**
 * Steps per side of the image that a `rect`'s edges snap to (never finer than a pixel). A crop is
 * otherwise any of billions of rects, each a new transform and a new cache entry; on the grid,
 * rects a few pixels apart are one entry, and an edge moves by at most half a step — 0.5 % of
 * the side, 10 px of a 2000 px photo — which the Studio's crops never notice.
 */
export const RECT_GRID = 100;

/** Snaps an edge at `value` of a side of `size` pixels to the grid: its step index. */
function gridIndex(value: number, size: number): number {
  return Math.round((value * Math.min(RECT_GRID, size)) / size);
}

/** The pixel of a grid step index on a side of `size` pixels. */
function gridPixel(index: number, size: number): number {
  return Math.round((index * size) / Math.min(RECT_GRID, size));
}

/** One side of a rect (from `start`, `length` long) on the grid, at least one step long. */
function snapSpan(start: number, length: number, size: number): { start: number; length: number } {
  const steps = Math.min(RECT_GRID, size);
  let first = gridIndex(start, size);
  let last = gridIndex(start + length, size);
  if (last <= first) {
    if (first < steps) last = first + 1;
    else first = last - 1;
  }
  const from = gridPixel(first, size);
  return { start: from, length: gridPixel(last, size) - from };
}

function parseRect(params: URLSearchParams, source: SourceImage): TransformPlan["rect"] {
  const rect = params.get("rect");
  if (!rect) return undefined;
  const parts = rect.split(",").map(Number);
  const [left = -1, top = -1, width = 0, height = 0] = parts;
  if (
    parts.length !== 4 ||
    parts.some((part) => !Number.isInteger(part) || part < 0) ||
    width === 0 ||
    height === 0 ||
    left + width > source.width ||
    top + height > source.height
  ) {
    throw badRequest(`Invalid value for rect: "${rect}" (the image is ${source.width}×${source.height})`);
  }
  const across = snapSpan(left, width, source.width);
  const down = snapSpan(top, height, source.height);
  if (across.length === source.width && down.length === source.height) return undefined;
  return { left: across.start, top: down.start, width: across.length, height: down.length };
}

/**
 * The output size for a box of `width`×`height` (either may be missing) over a source of
 * `sourceWidth`×`sourceHeight`, for a fit mode, never larger than the source.
 */
function outputSize(
  fit: Fit,
  sourceWidth: number,
  sourceHeight: number,
  width: number | undefined,
  height: number | undefined,
): { width: number; height: number } {
  const aspect = sourceWidth / sourceHeight;
  const boxWidth = width ?? (height ? height * aspect : sourceWidth);
  const boxHeight = height ?? (width ? width / aspect : sourceHeight);
  let scale: number;
  if (fit === "clip" || fit === "max" || !width || !height) {
    // Fits inside the box: the box's tighter side decides.
    const fitted = Math.min(1, boxWidth / sourceWidth, boxHeight / sourceHeight);
    return {
      width: Math.max(1, Math.round(sourceWidth * fitted)),
      height: Math.max(1, Math.round(sourceHeight * fitted)),
    };
  } else if (fit === "fill" || fit === "fillmax") {
    // The image is contained in the box: shrink the box until the image is not enlarged.
    scale = Math.min(1, Math.max(sourceWidth / boxWidth, sourceHeight / boxHeight));
  } else {
    // crop, min, scale: the box is filled, so neither side of it may pass the source's.
    scale = Math.min(1, sourceWidth / boxWidth, sourceHeight / boxHeight);
  }
  return {
    width: Math.max(1, Math.round(boxWidth * scale)),
    height: Math.max(1, Math.round(boxHeight * scale)),
  };
}

/** Turns a request into a plan; throws a 400 for a parameter out of range. */
export function planTransform(params: URLSearchParams, source: SourceImage, accept: string): TransformPlan {
  const dpr = numberParam(params, "dpr", 1, 3) ?? 1;
  const sized = (name: string) => {
    const value = numberParam(params, name, 1, 8192);
    return value === undefined ? undefined : Math.round(value * dpr);
  };
  const maxWidth = sized("max-w");
  const maxHeight = sized("max-h");
  const minWidth = sized("min-w");
  const minHeight = sized("min-h");
  const bound = (value: number | undefined, min: number | undefined, max: number | undefined) =>
    value === undefined ? undefined : Math.max(min ?? 1, Math.min(value, max ?? value));
  let width = bound(sized("w"), minWidth, maxWidth);
  let height = bound(sized("h"), minHeight, maxHeight);
  const fitName = params.get("fit") ?? "clip";
  if (!FITS.has(fitName)) throw badRequest(`Invalid value for fit: "${fitName}"`);
  let fit = fitName as Fit;
  const format = outputFormat(params, source.format, accept);
  const quality = nearestQuality(numberParam(params, "q", 0, 100) ?? 75);
  const blurParam = numberParam(params, "blur", 0, 2000);
  const blur = blurParam ? Math.min(MAX_BLUR_SIGMA, Math.max(1, Math.round(blurParam / 10))) : undefined;

  const orientationParam = params.get("or") ?? "0";
  if (!["0", "90", "180", "270"].includes(orientationParam))
    throw badRequest(`Invalid value for or: "${orientationParam}"`);
  const orientation = Number(orientationParam);
  const flipParam = params.get("flip") ?? "";
  const flip = { horizontal: flipParam.includes("h"), vertical: flipParam.includes("v") };

  const rect = parseRect(params, source);
  const turned = orientation === 90 || orientation === 270;
  const base = { width: rect?.width ?? source.width, height: rect?.height ?? source.height };
  const sourceWidth = turned ? base.height : base.width;
  const sourceHeight = turned ? base.width : base.height;

  // Snap the width (the height follows it, keeping the box's shape), or a lone height.
  if (width !== undefined) {
    const snapped = snapUp(width);
    if (height !== undefined) height = Math.max(1, Math.round((height * snapped) / width));
    width = snapped;
  } else if (height !== undefined) {
    height = snapUp(height);
  } else if (maxWidth !== undefined || maxHeight !== undefined) {
    width = maxWidth === undefined ? undefined : snapUp(maxWidth);
    height = maxHeight === undefined ? undefined : snapUp(maxHeight);
    fit = "max";
  }
  let size = outputSize(fit, sourceWidth, sourceHeight, width, height);
  const budget = format === "avif" ? MAX_AVIF_PIXELS : MAX_OUTPUT_PIXELS;
  if (size.width * size.height > budget) {
    const shrink = Math.sqrt(budget / (size.width * size.height));
    size = {
      width: Math.max(1, Math.floor(size.width * shrink)),
      height: Math.max(1, Math.floor(size.height * shrink)),
    };
  }
  const unchanged = size.width === sourceWidth && size.height === sourceHeight;
  const crop = params.get("crop") ?? "center";
  const focalX = numberParam(params, "fp-x", 0, 1);
  const focalY = numberParam(params, "fp-y", 0, 1);
  const cropping = fit === "crop" || fit === "min";
  const background = params.get("bg");
  if (background !== null && !/^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(background)) {
    throw badRequest(`Invalid value for bg: "${background}"`);
  }
  const resize: TransformPlan["resize"] = unchanged
    ? undefined
    : {
        ...size,
        fit:
          fit === "scale"
            ? "fill"
            : cropping
              ? "cover"
              : fit === "fill" || fit === "fillmax"
                ? "contain"
                : "inside",
        position: cropping ? (crop === "entropy" ? "entropy" : (GRAVITY[crop] ?? "centre")) : "centre",
        focal:
          cropping && crop === "focalpoint" && focalX !== undefined && focalY !== undefined
            ? { x: Math.round(focalX * 100) / 100, y: Math.round(focalY * 100) / 100 }
            : undefined,
        background:
          fit === "fill" || fit === "fillmax" ? `#${(background ?? "fff").replace(/^#/, "")}` : undefined,
      };
  const plan = { rect, orientation, flip, resize, blur, format, quality };
  return { key: JSON.stringify(plan), ...plan };
}

/** Reads a stored image's size and format (the header only). */
export async function readSource(original: Uint8Array): Promise<SourceImage> {
  const metadata = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw badRequest("The stored image could not be read");
    });
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = metadata.width ?? 1;
  const height = metadata.height ?? 1;
  return { width: turned ? height : width, height: turned ? width : height, format: metadata.format };
}

/** Runs a plan with sharp; a run over `seconds` is aborted and answered 503. */
export async function runTransform(
  original: Uint8Array,
  plan: TransformPlan,
  seconds = 10,
): Promise<TransformedImage> {
  const open = (input: Uint8Array | Buffer, raw?: Raw) =>
    sharp(input, { animated: false, limitInputPixels: MAX_INPUT_PIXELS, ...(raw ? { raw } : {}) }).timeout({
      seconds,
    });
  try {
    let image: Sharp = open(original).autoOrient();
    if (plan.rect || plan.orientation) {
      // The rect is cut from the image as shown, and `or` turns the cut: two steps, raw between them.
      if (plan.rect) image = image.extract(plan.rect);
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      image = open(data, { width: info.width, height: info.height, channels: info.channels });
      if (plan.orientation) image = image.rotate(plan.orientation);
    }
    if (plan.flip.horizontal) image = image.flop();
    if (plan.flip.vertical) image = image.flip();
    const resize = plan.resize;
    if (resize?.focal) {
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      image = focalCrop(
        open(data, { width: info.width, height: info.height, channels: info.channels }),
        info,
        resize.width,
        resize.height,
        resize.focal,
      );
    } else if (resize) {
      image = image.resize({
        width: resize.width,
        height: resize.height,
        fit: resize.fit,
        position: resize.position === "entropy" ? sharp.strategy.entropy : resize.position,
        withoutEnlargement: resize.fit === "inside",
        ...(resize.background ? { background: resize.background } : {}),
      });
    }
    if (plan.blur) image = image.blur(plan.blur);
    const { format, quality } = plan;
    const encoded =
      format === "png"
        ? image.png()
        : format === "webp"
          ? image.webp({ quality })
          : format === "avif"
            ? image.avif({ quality, effort: AVIF_EFFORT })
            : image.jpeg({ quality, progressive: format === "pjpg", mozjpeg: true });
    const data = await encoded.toBuffer();
    return { data: new Uint8Array(data), mimeType: FORMATS[format] };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/timeout/i.test(message)) {
      throw new HttpError(503, "TRANSFORM_TIMEOUT", `The image transform took more than ${seconds} s`);
    }
    throw badRequest(`The image could not be transformed: ${message}`);
  }
}

/** Crops to width×height around a focal point given as fractions of the image. */
function focalCrop(
  image: Sharp,
  source: { width: number; height: number },
  width: number,
  height: number,
  focal: { x: number; y: number },
): Sharp {
  const scale = Math.max(width / source.width, height / source.height);
  const scaledWidth = Math.max(width, Math.round(source.width * scale));
  const scaledHeight = Math.max(height, Math.round(source.height * scale));
  const left = Math.min(Math.max(0, Math.round(focal.x * scaledWidth - width / 2)), scaledWidth - width);
  const top = Math.min(Math.max(0, Math.round(focal.y * scaledHeight - height / 2)), scaledHeight - height);
  return image
    .resize({ width: scaledWidth, height: scaledHeight, fit: "fill" })
    .extract({ left, top, width, height });
}

/**
 * At most `concurrency` transforms at a time, and at most `waiting` more in line for up to
 * `maxWaitMs`; beyond that a request is refused at once with 503 (and Retry-After), so a burst
 * of new URLs cannot pile up CPU work, memory and open requests behind the site's own.
 *
 * The line is kept per client (`run`'s `client`) and served in turns, one transform per client
 * with something waiting, so one client's backlog delays another's image by at most one
 * transform per other waiting client, never by the whole backlog. A client may have at most
 * `perClient` transforms waiting; one more is its own excess, refused with 429.
 */
export class TransformQueue {
  private active = 0;
  private waitingNow = 0;
  /** Each client's waiting turns, clients in the order they are served. */
  private readonly lines = new Map<string, (() => void)[]>();

  constructor(
    private readonly concurrency: number,
    private readonly waiting: number,
    private readonly maxWaitMs: number,
    private readonly perClient: number = Number.POSITIVE_INFINITY,
  ) {}

  private static busy(reason: string): HttpError {
    return new HttpError(
      503,
      "TRANSFORM_QUEUE_FULL",
      `Too many image transforms at once (${reason}): try again in a moment`,
      {
        "Retry-After": "2",
      },
    );
  }

  /** Runs `task` in its turn; `client` undefined is the host itself, whose line has no cap. */
  async run<T>(task: () => Promise<T>, client?: string): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waitingNow >= this.waiting) throw TransformQueue.busy(`${this.waiting} waiting`);
      const line = this.lines.get(client ?? "") ?? [];
      if (client !== undefined && line.length >= this.perClient) {
        throw new HttpError(
          429,
          "TRANSFORM_CLIENT_BUSY",
          `Too many of your image transforms are waiting (${this.perClient}): try again in a moment`,
          { "Retry-After": "2" },
        );
      }
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          this.leave(client ?? "", turn);
          reject(TransformQueue.busy(`waited ${this.maxWaitMs} ms`));
        }, this.maxWaitMs);
        line.push(turn);
        this.lines.set(client ?? "", line);
        this.waitingNow += 1;
      });
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.nextTurn();
      // The slot passes straight to the next in line; otherwise it is freed.
      if (next) next();
      else this.active -= 1;
    }
  }

  /** The first waiting turn of the client whose turn it is; that client goes to the back. */
  private nextTurn(): (() => void) | undefined {
    for (const [client, line] of this.lines) {
      const turn = line.shift();
      this.lines.delete(client);
      if (!turn) continue;
      if (line.length > 0) this.lines.set(client, line);
      this.waitingNow -= 1;
      return turn;
    }
    return undefined;
  }

  private leave(client: string, turn: () => void): void {
    const line = this.lines.get(client);
    const index = line?.indexOf(turn) ?? -1;
    if (!line || index < 0) return;
    line.splice(index, 1);
    this.waitingNow -= 1;
    if (line.length === 0) this.lines.delete(client);
  }
}

/**
 * How many new transforms (results not in the cache) each client may start per minute; one more
 * is refused with 429 and the seconds to wait, while its cached images are still served. Fixed
 * windows in process, like the engine's rate limits; ended windows are swept as clients come.
 */
export class TransformBudget {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one new transform of `client`; throws 429 over its budget. */
  take(client: string): void {
    const now = this.now();
    if (this.windows.size > 10_000) {
      for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    }
    let window = this.windows.get(client);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + 60_000 };
      this.windows.set(client, window);
    }
    window.count += 1;
    if (window.count > this.perMinute) {
      const seconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new HttpError(
        429,
        "TRANSFORM_BUDGET_EXCEEDED",
        `Too many new image transforms from one client (${this.perMinute} a minute): try again in ${seconds} s`,
        { "Retry-After": String(seconds) },
      );
    }
  }
}

/** A small LRU of transformed images, bounded by bytes. */
export class TransformCache {
  private readonly entries = new Map<string, TransformedImage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): TransformedImage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, value: TransformedImage): void {
    if (value.data.byteLength > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.data.byteLength;
    this.entries.set(key, value);
    this.bytes += value.data.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.data.byteLength;
    }
  }
}
