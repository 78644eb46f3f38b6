import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HttpError } from "../errors";
import {
  MAX_AVIF_PIXELS,
  MAX_OUTPUT_PIXELS,
  OUTPUT_WIDTHS,
  planTransform,
  RECT_GRID,
  runTransform,
  TransformBudget,
  TransformCache,
  TransformQueue,
  type SourceImage,
} from "./transform";

const source = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#C28F6A" } })
  .jpeg()
  .toBuffer();
const SOURCE: SourceImage = { width: 400, height: 200, format: "jpeg" };

/** A picture of noise, the worst case for every encoder. */
const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  });

const plan = (query: string, from: SourceImage = SOURCE, accept = "image/webp,image/*") =>
  planTransform(new URLSearchParams(query), from, accept);
const transform = (query: string, accept = "image/webp,image/*") =>
  runTransform(new Uint8Array(source), plan(query, SOURCE, accept));
const size = async (query: string) => {
  const meta = await sharp((await transform(query)).data).metadata();
  return [meta.width, meta.height];
};

describe("image transforms", () => {
  it("crops to the asked box (fit=crop), as @sanity/image-url asks for a card", async () => {
    const result = await transform("w=128&h=128&fit=crop&fm=png");
    const meta = await sharp(result.data).metadata();
    expect([meta.width, meta.height, result.mimeType]).toEqual([128, 128, "image/png"]);
  });

  it("fits inside without enlarging (fit=max, the default clip)", async () => {
    expect(await size("w=800&fit=max")).toEqual([400, 200]);
    expect(await size("w=256&h=256")).toEqual([256, 128]);
  });

  it("cuts a rect (the Studio's crop) before resizing, and honours dpr", async () => {
    expect(await size("rect=0,0,200,200&w=32&dpr=2")).toEqual([64, 64]);
  });

  it("crops around a focal point", async () => {
    expect(await size("w=64&h=128&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.5")).toEqual([64, 128]);
  });

  it("picks WebP for auto=format when the browser takes it, JPEG otherwise", async () => {
    expect((await transform("w=64&auto=format")).mimeType).toBe("image/webp");
    expect((await transform("w=64&auto=format", "image/jpeg")).mimeType).toBe("image/jpeg");
  });

  it("answers a bad parameter with a 400", () => {
    expect(() => plan("w=-3")).toThrow(HttpError);
    expect(() => plan("fit=stretch&w=10")).toThrow(/Invalid value for fit/);
    expect(() => plan("rect=1,2,3")).toThrow(/Invalid value for rect/);
    // A rect outside the image was a 500 from sharp.
    expect(() => plan("rect=300,0,200,100")).toThrow(/Invalid value for rect/);
    expect(() => plan("bg=javascript:1&fit=fill&w=64&h=64")).toThrow(/Invalid value for bg/);
  });
});

describe("what a transform may cost", () => {
  const big: SourceImage = { width: 6000, height: 4000, format: "jpeg" };

  it("keeps the widths the site's image loader asks for, and snaps any other width up to one of them", () => {
    for (const width of [64, 128, 256, 420, 828, 1280, 1920, 2560]) {
      expect(OUTPUT_WIDTHS).toContain(width);
      expect(plan(`w=${width}&auto=format`, big).resize?.width).toBe(width);
    }
    const keys = new Set([1000, 1001, 1050, 1080].map((width) => plan(`w=${width}`, big).key));
    expect(keys.size).toBe(1);
    expect(plan("w=1000", big).resize?.width).toBe(1080);
    // The height of a box follows its width: the shape asked for is kept.
    expect(plan("w=1000&h=500&fit=crop", big).resize).toMatchObject({ width: 1080, height: 540 });
    expect(plan("w=8000", big).resize?.width).toBe(2560);
  });

  it("snaps qualities to a few values", () => {
    expect(plan("w=64&q=99").quality).toBe(85);
    expect(plan("w=64&q=66").quality).toBe(65);
    expect(plan("w=64").quality).toBe(75);
    expect(plan("w=64&q=99").key).toBe(plan("w=64&q=90").key);
  });

  it("never enlarges, whatever the fit", () => {
    for (const fit of ["clip", "max", "crop", "min", "scale"]) {
      const resize = plan(`w=1024&h=1024&fit=${fit}`).resize;
      expect(resize?.width ?? 400, fit).toBeLessThanOrEqual(400);
      expect(resize?.height ?? 200, fit).toBeLessThanOrEqual(200);
    }
    expect(plan("w=1024&h=1024&fit=scale").resize).toMatchObject({ width: 200, height: 200 });
    // fill pads the image into the box: the box shrinks until the image inside is 1:1.
    expect(plan("w=1024&h=1024&fit=fill").resize).toMatchObject({ width: 400, height: 400 });
    // min-w alone used to enlarge ("outside"); now it leaves a smaller image as it is.
    expect(plan("min-w=2000").resize).toBeUndefined();
  });

  it("holds the output under a pixel budget, a smaller one for AVIF", () => {
    const large = plan("w=2560&h=2560&fit=crop", big).resize;
    expect((large?.width ?? 0) * (large?.height ?? 0)).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
    const original = plan("fm=webp", big).resize;
    expect((original?.width ?? 0) * (original?.height ?? 0)).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
    const avif = plan("w=2560&fm=avif&q=99", big).resize;
    expect((avif?.width ?? 0) * (avif?.height ?? 0)).toBeLessThanOrEqual(MAX_AVIF_PIXELS);
  });

  it("turns the reported attack (1920×1080 → 1024×1024, fit=scale, AVIF, q=99) into a small job", async () => {
    // Noise is the worst case for an encoder. Before: 13–18 s of CPU here; now about 1.5 s.
    const noisy = await noise(1920, 1080).jpeg({ quality: 90 }).toBuffer();
    const attack = planTransform(
      new URLSearchParams("w=1024&h=1024&fit=scale&fm=avif&q=99"),
      { width: 1920, height: 1080, format: "jpeg" },
      "image/avif",
    );
    expect(attack.quality).toBe(85);
    const before = process.cpuUsage();
    const result = await runTransform(new Uint8Array(noisy), attack);
    const cpu = process.cpuUsage(before);
    const ms = (cpu.user + cpu.system) / 1000;
    console.info(`attack transform: ${Math.round(ms)} ms of CPU, ${result.data.byteLength} bytes`);
    expect(result.mimeType).toBe("image/avif");
    expect(ms).toBeLessThan(5000);
  }, 30_000);

  it("aborts a transform over its time limit with 503", async () => {
    const noisy = await noise(1920, 1080).png().toBuffer();
    // A blur far wider than the planner allows (it caps sigma at 20): seconds of work, and 1 s.
    const planned = planTransform(
      new URLSearchParams("fm=webp"),
      { width: 1920, height: 1080, format: "png" },
      "",
    );
    const started = performance.now();
    const error = await runTransform(new Uint8Array(noisy), { ...planned, blur: 300 }, 1).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(performance.now() - started).toBeLessThan(5000);
  }, 30_000);

  it("runs one transform at a time and refuses at once when the line is full", async () => {
    const queue = new TransformQueue(1, 1, 60_000);
    let release = () => {};
    const first = queue.run(() => new Promise<string>((resolve) => (release = () => resolve("first"))));
    const second = queue.run(() => Promise.resolve("second"));
    const third = await queue.run(() => Promise.resolve("third")).catch((error: unknown) => error);
    expect(third).toBeInstanceOf(HttpError);
    expect((third as HttpError).status).toBe(503);
    expect((third as HttpError).headers).toEqual({ "Retry-After": "2" });
    release();
    expect(await first).toBe("first");
    expect(await second).toBe("second");
    // The slots are free again.
    expect(await queue.run(() => Promise.resolve("fourth"))).toBe("fourth");
  });

  it("refuses a transform that waited in line too long, and lets the line move on", async () => {
    const queue = new TransformQueue(1, 4, 50);
    let release = () => {};
    const first = queue.run(() => new Promise<string>((resolve) => (release = () => resolve("first"))));
    const waited = await queue.run(() => Promise.resolve("late")).catch((error: unknown) => error);
    expect((waited as HttpError).status).toBe(503);
    release();
    expect(await first).toBe("first");
    expect(await queue.run(() => Promise.resolve("next"))).toBe("next");
  });

  it("keeps the cache within its byte budget, dropping the least recently used", () => {
    const cache = new TransformCache(10);
    const entry = (bytes: number) => ({ data: new Uint8Array(bytes), mimeType: "image/png" });
    cache.set("a", entry(4));
    cache.set("b", entry(4));
    cache.get("a");
    cache.set("c", entry(4));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
  });
});

describe("a bounded key space and per-client transforms", () => {
  const PHOTO: SourceImage = { width: 2000, height: 1333, format: "jpeg" };

  it("snaps a rect's edges to a grid of a hundredth of each side, so near rects share one result", () => {
    const keys = new Set(
      Array.from({ length: 40 }, (_, index) => plan(`rect=${index},${index},1200,800&w=828`, PHOTO).key),
    );
    // 40 rects a pixel apart both ways, on a grid of 20 × 13.33 px: a handful of entries, not 40.
    expect(keys.size).toBeLessThanOrEqual(6);
    const snapped = plan("rect=13,7,1187,795&w=828", PHOTO).rect;
    expect(snapped).toEqual({ left: 20, top: 13, width: 1180, height: 787 });
    // Each edge moves by at most half a step.
    expect(Math.abs((snapped?.left ?? 0) - 13)).toBeLessThanOrEqual(PHOTO.width / RECT_GRID / 2);
  });

  it("keeps a rect on the grid as it is, a thin one a step wide, and a small image to the pixel", () => {
    expect(plan("rect=200,0,1000,1333", PHOTO).rect).toEqual({
      left: 200,
      top: 0,
      width: 1000,
      height: 1333,
    });
    expect(plan("rect=1995,0,5,5", PHOTO).rect).toEqual({ left: 1980, top: 0, width: 20, height: 13 });
    const tiny: SourceImage = { width: 40, height: 30, format: "png" };
    expect(plan("rect=3,4,10,11", tiny).rect).toEqual({ left: 3, top: 4, width: 10, height: 11 });
    // Snapped onto the whole image, it is no rect at all.
    expect(plan("rect=4,3,1994,1330", PHOTO).rect).toBeUndefined();
  });

  it("serves waiting clients in turns: a second client's transform is next, not behind a backlog", async () => {
    const queue = new TransformQueue(1, 32, 60_000);
    const order: string[] = [];
    let release = () => {};
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)), "flood");
    const flood = Array.from({ length: 5 }, (_, index) =>
      queue.run(async () => void order.push(`flood ${index}`), "flood"),
    );
    const guest = queue.run(async () => void order.push("guest"), "guest");
    release();
    await Promise.all([first, ...flood, guest]);
    expect(order).toEqual(["flood 0", "guest", "flood 1", "flood 2", "flood 3", "flood 4"]);
  });

  it("refuses a client's transform past its own share of the line with 429, others still wait", async () => {
    const queue = new TransformQueue(1, 32, 60_000, 2);
    let release = () => {};
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)), "flood");
    const waiting = [queue.run(async () => 1, "flood"), queue.run(async () => 2, "flood")];
    const refused = await queue.run(async () => 3, "flood").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).headers).toEqual({ "Retry-After": "2" });
    const guest = queue.run(async () => "guest", "guest");
    // The host itself (no client) has no cap of its own.
    const host = [1, 2, 3].map((value) => queue.run(async () => value));
    release();
    await first;
    expect(await Promise.all(waiting)).toEqual([1, 2]);
    expect(await guest).toBe("guest");
    expect(await Promise.all(host)).toEqual([1, 2, 3]);
  });

  it("counts new transforms per client and minute, then answers 429 with the seconds left", () => {
    let now = 0;
    const budget = new TransformBudget(3, () => now);
    for (let index = 0; index < 3; index++) budget.take("198.51.100.7");
    const refused = (() => {
      try {
        budget.take("198.51.100.7");
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).headers).toEqual({ "Retry-After": "60" });
    // Another client has its own budget; the next minute, this one again.
    budget.take("198.51.100.8");
    now = 60_000;
    budget.take("198.51.100.7");
  });
});
