/**
 * The image CDN's URL parameters (the subset that @sanity/image-url and next-sanity's loader
 * produce): rect, w, h, max-w, max-h, min-w, min-h, dpr, fit, crop, fp-x, fp-y, fm, auto=format,
 * q, blur, flip, or, bg, dl. Applied with sharp; results are cached in memory by URL.
 */
import sharp, { type Sharp } from "sharp";
import { badRequest } from "../errors";

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

const FITS = new Set(["clip", "crop", "fill", "fillmax", "max", "scale", "min"]);
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

function intParam(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw badRequest(`Invalid value for ${name}: "${raw}" (expected a number from ${min} to ${max})`);
  }
  return Math.round(value);
}

function floatParam(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
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

export async function transformImage(
  original: Uint8Array,
  params: URLSearchParams,
  accept: string,
): Promise<TransformedImage> {
  const dpr = floatParam(params, "dpr", 1, 3) ?? 1;
  const scale = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * dpr));
  const maxWidth = scale(intParam(params, "max-w", 1, 8192));
  const maxHeight = scale(intParam(params, "max-h", 1, 8192));
  const minWidth = scale(intParam(params, "min-w", 1, 8192));
  const minHeight = scale(intParam(params, "min-h", 1, 8192));
  // sharp resizes once per pipeline: max-/min- bounds fold into the asked size.
  const bound = (value: number | undefined, min: number | undefined, max: number | undefined) =>
    value === undefined ? undefined : Math.max(min ?? 1, Math.min(value, max ?? value));
  const width = bound(scale(intParam(params, "w", 1, 8192)), minWidth, maxWidth);
  const height = bound(scale(intParam(params, "h", 1, 8192)), minHeight, maxHeight);
  const quality = intParam(params, "q", 0, 100) ?? 75;
  const blur = intParam(params, "blur", 0, 2000);
  const fit = params.get("fit") ?? "clip";
  if (!FITS.has(fit)) throw badRequest(`Invalid value for fit: "${fit}"`);

  let image = sharp(original, { animated: false }).rotate();
  const metadata = await image.metadata().catch(() => {
    throw badRequest("The stored image could not be read");
  });
  const rect = params.get("rect");
  if (rect) {
    const parts = rect.split(",").map(Number);
    const [left, top, rectWidth, rectHeight] = parts;
    if (
      parts.length !== 4 ||
      parts.some((part) => !Number.isInteger(part) || part < 0) ||
      left === undefined ||
      top === undefined ||
      !rectWidth ||
      !rectHeight
    ) {
      throw badRequest(`Invalid value for rect: "${rect}"`);
    }
    image = sharp(await image.extract({ left, top, width: rectWidth, height: rectHeight }).toBuffer());
  }

  const orientation = params.get("or");
  if (orientation) {
    if (!["0", "90", "180", "270"].includes(orientation))
      throw badRequest(`Invalid value for or: "${orientation}"`);
    image = image.rotate(Number(orientation));
  }
  const flip = params.get("flip");
  if (flip === "h" || flip === "hv") image = image.flop();
  if (flip === "v" || flip === "hv") image = image.flip();

  if (width || height) {
    const background = params.get("bg");
    const focal = {
      x: floatParam(params, "fp-x", 0, 1),
      y: floatParam(params, "fp-y", 0, 1),
    };
    const crop = params.get("crop") ?? "center";
    const base = { width, height, withoutEnlargement: fit === "max" || fit === "fillmax" || fit === "min" };
    if (fit === "crop" || fit === "min") {
      if (crop === "focalpoint" && focal.x !== undefined && focal.y !== undefined && width && height) {
        image = await focalCrop(image, width, height, focal.x, focal.y);
      } else {
        const position = crop === "entropy" ? sharp.strategy.entropy : (GRAVITY[crop] ?? "centre");
        image = image.resize({ ...base, fit: "cover", position });
      }
    } else if (fit === "fill" || fit === "fillmax") {
      image = image.resize({
        ...base,
        fit: "contain",
        background: background ? `#${background.replace(/^#/, "")}` : { r: 255, g: 255, b: 255, alpha: 1 },
      });
    } else if (fit === "scale") {
      image = image.resize({ width, height, fit: "fill" });
    } else {
      image = image.resize({ ...base, fit: "inside", withoutEnlargement: true });
    }
  }
  if (!width && !height && (maxWidth || maxHeight)) {
    image = image.resize({ width: maxWidth, height: maxHeight, fit: "inside", withoutEnlargement: true });
  } else if (!width && !height && (minWidth || minHeight)) {
    image = image.resize({ width: minWidth, height: minHeight, fit: "outside" });
  }
  if (blur) image = image.blur(Math.max(0.3, blur / 10));

  const format = outputFormat(params, metadata.format, accept);
  const encoded =
    format === "png"
      ? image.png()
      : format === "webp"
        ? image.webp({ quality })
        : format === "avif"
          ? image.avif({ quality })
          : image.jpeg({ quality, progressive: format === "pjpg", mozjpeg: true });
  const data = await encoded.toBuffer();
  return { data: new Uint8Array(data), mimeType: FORMATS[format] };
}

/** Crops to width×height around a focal point given as fractions of the image. */
async function focalCrop(image: Sharp, width: number, height: number, x: number, y: number): Promise<Sharp> {
  const buffer = await image.toBuffer();
  const { width: sourceWidth = width, height: sourceHeight = height } = await sharp(buffer).metadata();
  const scale = Math.max(width / sourceWidth, height / sourceHeight);
  const scaledWidth = Math.ceil(sourceWidth * scale);
  const scaledHeight = Math.ceil(sourceHeight * scale);
  const left = Math.min(Math.max(0, Math.round(x * scaledWidth - width / 2)), scaledWidth - width);
  const top = Math.min(Math.max(0, Math.round(y * scaledHeight - height / 2)), scaledHeight - height);
  const resized = await sharp(buffer).resize(scaledWidth, scaledHeight).toBuffer();
  return sharp(resized).extract({ left, top, width, height });
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
