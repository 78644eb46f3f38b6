/**
 * Several instances' page caches dropped together (docs/performance.md, «Several instances»):
 * each drop is published on Redis, and every other instance clears its own cache when it hears
 * one. Next.js's own cache is already shared through Redis (web/cache-handler.mjs), so after the
 * drop every instance asks Next.js again and gets the revalidated page.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { PageCache } from "./page-cache";

export const DROP_CHANNEL = "hotel:page-cache:drop";

export interface SharedDrops {
  describe: string[];
  stop(): Promise<void>;
}

export async function shareDrops(
  cache: PageCache,
  url: string,
  log: (message: string) => void,
): Promise<SharedDrops> {
  const self = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const client of [publisher, subscriber]) {
    client.on("error", (error: Error) => log(`page cache: Redis: ${error.message}`));
  }
  const { hostname, port } = new URL(url);
  const where = `Redis ${hostname}:${port || 6379}`;
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    // Several instances without their shared Redis would serve pages the others revalidated:
    // better not to start than to start apart.
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(
      `${where} (REDIS_URL) does not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  subscriber.on("message", (_channel: string, from: string) => {
    if (from !== self) cache.clear();
  });
  await subscriber.subscribe(DROP_CHANNEL);
  // A reconnected subscriber may have missed drops: clear, as if it heard one.
  subscriber.on("ready", () => cache.clear());
  cache.onDrop(() => {
    publisher.publish(DROP_CHANNEL, self).catch((error: unknown) => {
      log(`page cache: a drop was not published: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  return {
    describe: [`page cache: shared drops on ${where}`],
    stop: async () => {
      subscriber.disconnect();
      await publisher.quit().catch(() => undefined);
    },
  };
}
