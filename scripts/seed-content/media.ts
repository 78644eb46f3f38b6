/**
 * Seed media: light placeholder pictures in the hotel's palette (#C28F6A) with the subject's name
 * on them, and short clips for the video reviews. They are generated once into content/media and
 * committed; a file that exists is never regenerated, so asset ids (the SHA-1 of the bytes, as
 * Sanity computes them) stay stable. Managers replace the pictures in the Studio.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { IMAGE_SIZES, type SeedImage, type SeedVideo } from "./source";

const run = promisify(execFile);

export const PALETTE = {
  gold: "#C28F6A",
  light: "#F7F1EB",
  sand: "#EBDCCD",
  ink: "#5A4335",
  pine: "#7D8C73",
} as const;

/** The embedded project the asset paths name; a Sanity project rewrites them on upload. */
export const EMBEDDED_PROJECT = { projectId: "embedded", dataset: "production" } as const;

export class SeedMediaError extends Error {
  readonly code = "SEED_MEDIA";
  constructor(message: string) {
    super(message);
    this.name = "SeedMediaError";
  }
}

export interface ImageAssetDocument {
  _id: string;
  _type: "sanity.imageAsset";
  assetId: string;
  sha1hash: string;
  extension: "webp";
  mimeType: "image/webp";
  size: number;
  originalFilename: string;
  path: string;
  url: string;
  source: { name: "seed"; id: string };
  metadata: {
    _type: "sanity.imageMetadata";
    dimensions: { _type: "sanity.imageDimensions"; width: number; height: number; aspectRatio: number };
    hasAlpha: false;
    isOpaque: true;
    lqip: string;
  };
}

export interface FileAssetDocument {
  _id: string;
  _type: "sanity.fileAsset";
  assetId: string;
  sha1hash: string;
  extension: "mp4";
  mimeType: "video/mp4";
  size: number;
  originalFilename: string;
  path: string;
  url: string;
  source: { name: "seed"; id: string };
}

const escapeXml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Splits a caption into at most three lines of about `width` characters. */
function wrap(caption: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of caption.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** A deterministic number in [0, 1) from a string, so each picture gets its own composition. */
function seeded(file: string, salt: number): number {
  const hash = createHash("sha1").update(`${file}:${salt}`).digest();
  return hash.readUInt32BE(0) / 0x1_0000_0000;
}

/** Line art in the accent colour, by subject: pines, waves, ripples or arches. */
function motif(file: string, width: number, height: number): string {
  const section = file.split("/")[0] ?? "";
  const kind = ["spa", "awards"].includes(section)
    ? "ripples"
    : ["offers", "cars", "services", "contacts"].includes(section)
      ? "waves"
      : ["restaurant"].includes(section)
        ? "arches"
        : "pines";
  const stroke = `stroke="${PALETTE.gold}" fill="none" stroke-linecap="round"`;
  if (kind === "pines") {
    const count = 7 + Math.floor(seeded(file, 1) * 6);
    const trees = Array.from({ length: count }, (_, index) => {
      const x = (width / count) * (index + 0.5) + (seeded(file, index + 10) - 0.5) * (width / count) * 0.6;
      const treeHeight = height * (0.22 + seeded(file, index + 30) * 0.2);
      const base = height * 0.93;
      const half = treeHeight * 0.28;
      return `<path d="M${x} ${base - treeHeight} L${x - half} ${base} M${x} ${base - treeHeight} L${x + half} ${base} M${x} ${base - treeHeight} L${x} ${base + height * 0.03}" ${stroke} stroke-width="${Math.max(2, width / 500)}" opacity="0.35"/>`;
    });
    const sunX = width * (0.2 + seeded(file, 2) * 0.6);
    return `<circle cx="${sunX}" cy="${height * 0.28}" r="${height * 0.09}" fill="${PALETTE.gold}" opacity="0.12"/>${trees.join("")}`;
  }
  if (kind === "waves") {
    const lines = Array.from({ length: 5 }, (_, index) => {
      const y = height * (0.68 + index * 0.06);
      const amplitude = height * 0.015 * (1 + seeded(file, index) * 0.8);
      const step = width / 6;
      let d = `M0 ${y}`;
      for (let x = 0; x < width; x += step) {
        d += ` Q${x + step / 4} ${y - amplitude} ${x + step / 2} ${y} T${x + step} ${y}`;
      }
      return `<path d="${d}" ${stroke} stroke-width="${Math.max(2, width / 600)}" opacity="${0.4 - index * 0.05}"/>`;
    });
    return `<circle cx="${width * (0.25 + seeded(file, 3) * 0.5)}" cy="${height * 0.3}" r="${height * 0.1}" fill="${PALETTE.gold}" opacity="0.12"/>${lines.join("")}`;
  }
  if (kind === "ripples") {
    const cx = width * (0.3 + seeded(file, 4) * 0.4);
    const cy = height * (0.35 + seeded(file, 5) * 0.3);
    return Array.from(
      { length: 6 },
      (_, index) =>
        `<circle cx="${cx}" cy="${cy}" r="${Math.min(width, height) * (0.08 + index * 0.09)}" ${stroke} stroke-width="${Math.max(2, width / 600)}" opacity="${0.38 - index * 0.05}"/>`,
    ).join("");
  }
  const arches = Array.from({ length: 4 }, (_, index) => {
    const x = width * (0.14 + index * 0.24);
    const archWidth = width * 0.16;
    const top = height * 0.32;
    const bottom = height * 0.92;
    return `<path d="M${x} ${bottom} L${x} ${top + archWidth / 2} A${archWidth / 2} ${archWidth / 2} 0 0 1 ${x + archWidth} ${top + archWidth / 2} L${x + archWidth} ${bottom}" ${stroke} stroke-width="${Math.max(2, width / 600)}" opacity="0.3"/>`;
  });
  return arches.join("");
}

/** The SVG of a placeholder picture. */
export function placeholderSvg(image: Pick<SeedImage, "file" | "caption" | "size">): string {
  const { width, height } = IMAGE_SIZES[image.size];
  const short = Math.min(width, height);
  const square = image.size === "square";
  const fontSize = Math.round(short * (square ? (image.caption.length <= 2 ? 0.36 : 0.09) : 0.085));
  const lines = wrap(image.caption, square ? 16 : image.size === "portrait" ? 14 : 24);
  const lineHeight = fontSize * 1.2;
  const firstY = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const caption = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${firstY + index * lineHeight}" font-family="DejaVu Serif" font-size="${fontSize}" fill="${PALETTE.ink}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join("");
  const small = Math.round(short * 0.032);
  const footer = square
    ? ""
    : `<text x="${width / 2}" y="${firstY - lineHeight * 0.9 - small}" font-family="DejaVu Sans" font-size="${small}" letter-spacing="${small * 0.25}" fill="${PALETTE.gold}" text-anchor="middle">СОСНОВЫЙ БЕРЕГ</text>
       <text x="${width / 2}" y="${height - small * 1.6}" font-family="DejaVu Sans" font-size="${Math.round(small * 0.8)}" fill="${PALETTE.ink}" opacity="0.55" text-anchor="middle">фото-заглушка · замените в студии</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${PALETTE.light}"/><stop offset="1" stop-color="${PALETTE.sand}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${motif(image.file, width, height)}
  <rect x="${short * 0.04}" y="${short * 0.04}" width="${width - short * 0.08}" height="${height - short * 0.08}" fill="none" stroke="${PALETTE.gold}" stroke-width="${Math.max(1, short / 400)}" opacity="0.5"/>
  ${footer}
  ${caption}
</svg>`;
}

export const imagePath = (mediaDir: string, image: Pick<SeedImage, "file">) =>
  path.join(mediaDir, `${image.file}.webp`);
export const videoPath = (mediaDir: string, clip: Pick<SeedVideo, "file">) =>
  path.join(mediaDir, `${clip.file}.mp4`);

/** Writes the picture unless it exists. Returns whether it wrote. */
export async function ensureImage(mediaDir: string, image: SeedImage): Promise<boolean> {
  const target = imagePath(mediaDir, image);
  if (existsSync(target)) return false;
  await mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(placeholderSvg(image)))
    .webp({ quality: 70, effort: 6, smartSubsample: true })
    .toFile(target);
  return true;
}

/** Writes the clip unless it exists: a slow zoom over a poster-like frame with a soft chord. */
export async function ensureVideo(mediaDir: string, clip: SeedVideo): Promise<boolean> {
  const target = videoPath(mediaDir, clip);
  if (existsSync(target)) return false;
  await mkdir(path.dirname(target), { recursive: true });
  const frame = path.join(os.tmpdir(), `seed-frame-${process.pid}-${path.basename(clip.file)}.png`);
  // The same composition as the poster (<file>-poster), so the clip starts where the poster is.
  await sharp(
    Buffer.from(placeholderSvg({ file: `${clip.file}-poster`, caption: clip.caption, size: "portrait" })),
  )
    .resize(360, 640)
    .png()
    .toFile(frame);
  const seconds = 4;
  try {
    await run("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-loop",
      "1",
      "-i",
      frame,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=220:duration=${seconds}`,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=277:duration=${seconds}`,
      "-filter_complex",
      [
        `[0:v]scale=720:1280,zoompan=z='min(zoom+0.0012,1.12)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${seconds * 24}:s=360x640:fps=24,`,
        `fade=t=in:st=0:d=0.5,fade=t=out:st=${seconds - 0.5}:d=0.5,format=yuv420p[v];`,
        `[1:a][2:a]amix=inputs=2,volume=0.12,afade=t=in:d=0.8,afade=t=out:st=${seconds - 1}:d=1[a]`,
      ].join(""),
      "-map",
      "[v]",
      "-map",
      "[a]",
      "-t",
      String(seconds),
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-crf",
      "32",
      "-c:a",
      "aac",
      "-b:a",
      "32k",
      "-movflags",
      "+faststart",
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      target,
    ]);
  } catch (error) {
    throw new SeedMediaError(
      `Не удалось создать ${target} через ffmpeg (apt-get install -y ffmpeg): ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await rm(frame, { force: true });
  }
  return true;
}

const sha1 = (bytes: Buffer) => createHash("sha1").update(bytes).digest("hex");

/** The image asset document Sanity would create on upload of this file. */
export async function imageAsset(
  mediaDir: string,
  image: Pick<SeedImage, "file">,
): Promise<ImageAssetDocument> {
  const file = imagePath(mediaDir, image);
  if (!existsSync(file)) throw new SeedMediaError(`Нет файла ${file}: запустите npm run seed:content`);
  const bytes = await readFile(file);
  const meta = await sharp(bytes).metadata();
  const { width, height } = meta;
  if (meta.format !== "webp" || !width || !height) throw new SeedMediaError(`${file} — не WebP-изображение`);
  const hash = sha1(bytes);
  const lqip = await sharp(bytes).resize(20).jpeg({ quality: 40 }).toBuffer();
  const { projectId, dataset } = EMBEDDED_PROJECT;
  const assetPath = `images/${projectId}/${dataset}/${hash}-${width}x${height}.webp`;
  return {
    _id: `image-${hash}-${width}x${height}-webp`,
    _type: "sanity.imageAsset",
    assetId: hash,
    sha1hash: hash,
    extension: "webp",
    mimeType: "image/webp",
    size: bytes.length,
    originalFilename: path.basename(file),
    path: assetPath,
    url: `https://cdn.sanity.io/${assetPath}`,
    source: { name: "seed", id: path.relative(mediaDir, file).split(path.sep).join("/") },
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: {
        _type: "sanity.imageDimensions",
        width,
        height,
        aspectRatio: Math.round((width / height) * 1e6) / 1e6,
      },
      hasAlpha: false,
      isOpaque: true,
      lqip: `data:image/jpeg;base64,${lqip.toString("base64")}`,
    },
  };
}

/** The file asset document Sanity would create on upload of this clip. */
export async function fileAsset(mediaDir: string, clip: Pick<SeedVideo, "file">): Promise<FileAssetDocument> {
  const file = videoPath(mediaDir, clip);
  if (!existsSync(file)) throw new SeedMediaError(`Нет файла ${file}: запустите npm run seed:content`);
  const bytes = await readFile(file);
  const hash = sha1(bytes);
  const { projectId, dataset } = EMBEDDED_PROJECT;
  const assetPath = `files/${projectId}/${dataset}/${hash}.mp4`;
  return {
    _id: `file-${hash}-mp4`,
    _type: "sanity.fileAsset",
    assetId: hash,
    sha1hash: hash,
    extension: "mp4",
    mimeType: "video/mp4",
    size: bytes.length,
    originalFilename: path.basename(file),
    path: assetPath,
    url: `https://cdn.sanity.io/${assetPath}`,
    source: { name: "seed", id: path.relative(mediaDir, file).split(path.sep).join("/") },
  };
}
