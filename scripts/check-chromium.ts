/**
 * First step of `npm test`: browser tests need Debian's Chromium. Without it the test command
 * stops here, loudly, instead of pretending the browser tests passed.
 */
import { chromiumAvailable, chromiumPath } from "../e2e/support/chromium";

if (!chromiumAvailable()) {
  const bar = "!".repeat(78);
  console.error(
    [
      bar,
      `!! Chromium not found at ${chromiumPath()}`,
      "!! The browser tests need it. Install Debian's Chromium:",
      "!!     sudo apt-get update && sudo apt-get install -y chromium",
      "!! or point CHROMIUM_PATH at a Chromium/Chrome binary.",
      "!! (Playwright's own browser download does not work offline and is not used.)",
      bar,
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`chromium: ${chromiumPath()}`);
