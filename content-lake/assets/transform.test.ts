import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HttpError } from "../errors";
import { TransformCache, transformImage } from "./transform";

const source = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#C28F6A" } })
  .jpeg()
  .toBuffer();

const transform = (query: string, accept = "image/webp,image/*") =>
  transformImage(new Uint8Array(source), new URLSearchParams(query), accept);

describe("image transforms", () => {
  it("crops to the asked box (fit=crop), as @sanity/image-url asks for a card", async () => {
    const result = await transform("w=100&h=100&fit=crop&fm=png");
    const meta = await sharp(result.data).metadata();
    expect([meta.width, meta.height, result.mimeType]).toEqual([100, 100, "image/png"]);
  });

  it("fits inside without enlarging (fit=max, the default clip)", async () => {
    expect((await sharp((await transform("w=800&fit=max")).data).metadata()).width).toBe(400);
    const clipped = await sharp((await transform("w=200&h=200")).data).metadata();
    expect([clipped.width, clipped.height]).toEqual([200, 100]);
  });

  it("cuts a rect (the Studio's crop) before resizing, and honours dpr", async () => {
    const meta = await sharp((await transform("rect=0,0,200,200&w=50&dpr=2")).data).metadata();
    expect([meta.width, meta.height]).toEqual([100, 100]);
  });

  it("picks WebP for auto=format when the browser takes it, JPEG otherwise", async () => {
    expect((await transform("w=50&auto=format")).mimeType).toBe("image/webp");
    expect((await transform("w=50&auto=format", "image/jpeg")).mimeType).toBe("image/jpeg");
  });

  it("answers a bad parameter with a 400", async () => {
    await expect(transform("w=-3")).rejects.toBeInstanceOf(HttpError);
    await expect(transform("fit=stretch&w=10")).rejects.toThrow(/Invalid value for fit/);
    await expect(transform("rect=1,2,3")).rejects.toThrow(/Invalid value for rect/);
  });

  it("keeps the cache within its byte budget, dropping the least recently used", () => {
    const cache = new TransformCache(10);
    const entry = (size: number) => ({ data: new Uint8Array(size), mimeType: "image/png" });
    cache.set("a", entry(4));
    cache.set("b", entry(4));
    cache.get("a");
    cache.set("c", entry(4));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
  });
});
