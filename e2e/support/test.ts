/**
 * The site's browser tests' `test`: Playwright's, whose pages wait after each page load until the
 * site's scripts have started React on the document.
 *
 * The site adds its scripts after the first frame is painted (docs/performance.md «Scripts after
 * the first paint»), so the `load` event Playwright waits for no longer means they ran: a click
 * right after it can come before React listens, and a guest's click then does nothing, as on a
 * slow phone. From the moment React starts hydrating (its root on the document) a click is
 * handled, or replayed once its part is hydrated. So after `goto`, `reload`, `goBack` and
 * `goForward` that loaded one of the site's documents (one with the loader's marks), with
 * JavaScript on and not only to `commit`, the page waits for that moment.
 *
 * Import `test` and `expect` from here in the site's tests (e2e/site, e2e/booking, e2e/*.e2e.ts).
 */
import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

type Navigation = "goto" | "reload" | "goBack" | "goForward";
const NAVIGATIONS: readonly Navigation[] = ["goto", "reload", "goBack", "goForward"];

/** Waits until React has started on the document the response loaded (no-op for anything else). */
async function reactStarted(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
  await page
    .waitForFunction(
      () =>
        document.querySelector("script[type=late]") === null ||
        Object.keys(document).some((key) => key.startsWith("__reactContainer")),
      undefined,
      { timeout: 15_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`React did not start on ${response.url()} within 15 s`, { cause: error });
    });
}

/** Makes the page's navigations wait for React (see above). */
export function waitForReactOnLoad(page: Page): void {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg) => typeof arg === "object" && arg !== null) as
          { waitUntil?: string } | undefined;
        if (options?.waitUntil !== "commit") await reactStarted(page, response);
        return response;
      },
    });
  }
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, run) => {
    if (javaScriptEnabled !== false) {
      waitForReactOnLoad(page);
      page.context().on("page", waitForReactOnLoad);
    }
    await run(page);
  },
});
