/**
 * What a page weighs: its HTML as served without and with compression (plain HTTP requests), and
 * the JavaScript a browser downloads to show it — one load in Debian's Chromium, summing the
 * encoded bodies of the script responses — for each route of our site and for the framework
 * floor, whose own scripts are what any Next.js page costs.
 */
import { request } from "node:http";
import { chromium, type Browser } from "@playwright/test";
import type { TransferPart } from "../results";
import { pageRoutes, type BenchContext, type Site } from "../sites";

/** Debian's Chromium, with the flags of e2e/support/chromium.ts that matter for a measurement. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The body's bytes as sent (no decompression) and the encoding the server chose. */
export function bodyBytes(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => {
        if ((response.statusCode ?? 500) >= 400) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ bytes, encoding: String(response.headers["content-encoding"] ?? "identity") });
      });
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function scriptBytes(browser: Browser, url: string): Promise<{ bytes: number; requests: number }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  try {
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on("requestfinished", (finished) => {
      if (finished.resourceType() === "script") {
        scripts.push(finished.sizes().then((sizes) => sizes.responseBodySize));
      }
    });
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    const sizes = await Promise.all(scripts);
    return { bytes: sizes.reduce((sum, size) => sum + size, 0), requests: sizes.length };
  } finally {
    await context.close();
  }
}

async function weigh(browser: Browser, url: string) {
  const raw = await bodyBytes(url, {});
  const compressed = await bodyBytes(url, { "accept-encoding": "gzip, br" });
  const js = await scriptBytes(browser, url);
  return {
    htmlRawBytes: raw.bytes,
    htmlCompressedBytes: compressed.bytes,
    htmlEncoding: compressed.encoding,
    jsBytes: js.bytes,
    jsRequests: js.requests,
  };
}

export async function measureTransfer(
  context: BenchContext,
  sites: { ours: Site; floor: Site },
): Promise<TransferPart> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const floor = await weigh(browser, `${sites.floor.url}/`);
    const routes: TransferPart["routes"] = [];
    for (const { route, kind } of pageRoutes()) {
      const weight = await weigh(browser, `${sites.ours.url}${route}`);
      context.log(
        `  ${route}: HTML ${weight.htmlRawBytes} B raw, ${weight.htmlCompressedBytes} B ${weight.htmlEncoding}; JS ${weight.jsBytes} B`,
      );
      routes.push({ route, kind, ...weight, jsBeyondFloorBytes: weight.jsBytes - floor.jsBytes });
    }
    return { floor, routes };
  } finally {
    await browser.close();
  }
}
