/**
 * `npm run screenshots`: full-page screenshots of the site's key pages at 375 px and 1440 px,
 * written to docs/screenshots/{name}-{width}.png. Runs against a site that is already serving
 * (SITE, by default http://127.0.0.1:$PORT with PORT 3000; start it with `npm start`).
 *
 *   SITE=http://127.0.0.1:3500 npm run screenshots
 *   SITE=… npm run screenshots -- home spa     (only some pages)
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium";

const site = process.env.SITE ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const outDir = path.resolve(import.meta.dirname, "..", "docs", "screenshots");

const pages: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { name: "home", path: "/" },
  { name: "room", path: "/rooms/1" },
  { name: "services", path: "/services" },
  {
    name: "spa",
    path: "/services/spa",
    // A chosen procedure shows the summary with its total.
    prepare: async (page) => {
      await page
        .getByRole("button", { name: /^Добавить: / })
        .first()
        .click();
      await page
        .getByRole("button", { name: /^Добавить: / })
        .first()
        .click();
    },
  },
  { name: "gallery", path: "/gallery" },
  { name: "contacts", path: "/contacts" },
];

const widths = [375, 1440];

async function settle(page: Page): Promise<void> {
  // Sections below the first screen use content-visibility: auto, which a full-page capture
  // would leave blank: render everything for the picture.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  // Lazy images load as they scroll into view: walk down the page once, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  // Not "networkidle": map tiles from the internet may never answer here.
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {
      timeout: 15_000,
    })
    .catch(() => console.warn("some images did not finish loading"));
  await page.evaluate(() => document.fonts.ready);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        deviceScaleFactor: 1,
        locale: "ru-RU",
        timezoneId: "Europe/Kaliningrad",
        reducedMotion: "reduce",
      });
      for (const entry of pages) {
        if (only.length > 0 && !only.includes(entry.name)) continue;
        const page = await context.newPage();
        await page.goto(new URL(entry.path, site).toString(), { waitUntil: "load" });
        await settle(page);
        if (entry.prepare) {
          await entry.prepare(page);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForTimeout(300);
        }
        const file = path.join(outDir, `${entry.name}-${width}.png`);
        // A palette PNG is a third of the size and looks the same for these pages.
        const shot = await page.screenshot({ fullPage: true });
        await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9, effort: 8 }).toFile(file);
        console.log(`${file}`);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
