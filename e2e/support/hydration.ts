import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has attached itself to the element: from then on a click reaches its handler.
 * A click on server-rendered HTML before that does nothing (on a slow phone, as in a busy test run).
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}
