// Next.js's cache on Redis, used when REDIS_URL is set (next.config.mjs): several instances of the
// site then share rendered pages and content fetches, and a revalidation on one (a publish, a
// price change) is seen by all (docs/performance.md, «Several instances»).
//
// @fortedigital/nextjs-cache-handler is the maintained successor of @neshca/cache-handler for
// Next.js 15/16 (tag revalidation with Next 16's revalidateTag(tag, profile)); its redis-strings
// handler keeps each entry as one Redis string and the tags in a shared hash.
//
// Plain JavaScript: Next.js loads this file as it is, at build and at start. While `next build`
// runs, nothing is written to Redis (the build's pages go to the build folder as usual); at start,
// a page missing from Redis is rendered once and kept there for every instance.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createClient } from "redis";

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECT_TIMEOUT_MS = 5_000;

/** Keys of one build only: another build's pages (another deploy, another checkout) never mix in. */
function keyPrefix() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const buildId = readFileSync(path.join(here, distDir, "BUILD_ID"), "utf8").trim();
  return `hotel:next:${buildId}:`;
}

async function handlers() {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
    return { handlers: [createLruHandler()] };
  }
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
  // A lost connection is retried by the client; the failed cache reads meanwhile are misses
  // (Next.js renders), never errors for a guest.
  client.on("error", (error) => console.warn(`[cache] Redis: ${error.message}`));
  // node-redis's connect() waits for as long as it keeps retrying: a Redis that is down at start
  // would hold every render. After CONNECT_TIMEOUT_MS this instance serves with a cache of its own
  // (not shared: the other instances may show a page older than its revalidation), and says so.
  const connected = await Promise.race([
    client.connect().then(
      () => true,
      () => false,
    ),
    new Promise((resolve) => setTimeout(() => resolve(false), CONNECT_TIMEOUT_MS)),
  ]);
  if (!connected) {
    console.error(
      `[cache] Redis did not answer within ${CONNECT_TIMEOUT_MS / 1000} s: Next.js's cache stays in this process, not shared with other instances`,
    );
    client.destroy();
    return { handlers: [createLruHandler()] };
  }
  const prefix = keyPrefix();
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: prefix,
        sharedTagsKey: `${prefix}tags`,
        sharedTagsTtlKey: `${prefix}tag-ttls`,
        timeoutMs: 1_000,
      }),
    ],
  };
}

let created;
CacheHandler.onCreation(() => (created ??= handlers()));

export default CacheHandler;
