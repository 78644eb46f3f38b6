/**
 * GROQ off the main event loop: a query that would run for minutes is stopped at the time limit
 * with Sanity's query error, and everything else (other queries, the lake's other endpoints, the
 * process's timers) keeps answering meanwhile.
 */
import type { ClientError } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../platform/testing/databases";
import { MAX_STRETCH } from "./query/pool";
import { startHarness, TEST_TOKEN, type LakeHarness } from "./testing/harness";

/** Three nested scans of 400 documents: 64 million evaluations, minutes in groq-js. */
const NESTED = `count(*[_type == "load" && count(*[_type == "load" && count(*[_type == "load" && n > ^.n]) > ^.n]) > 0])`;

describe.each(testTargets())("GROQ in worker threads on $name", (target) => {
  let harness: LakeHarness;
  beforeAll(async () => {
    harness = await startHarness(target, { limits: { queryTimeoutMs: 1500 } });
    await harness
      .client()
      .mutate(
        Array.from({ length: 400 }, (_, n) => ({ createOrReplace: { _id: `load.${n}`, _type: "load", n } })),
      );
  });
  afterAll(async () => {
    await harness?.close();
  });

  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const value = await run();
    return { value, ms: performance.now() - started };
  };

  it("stops a query past the time limit with a queryError, while other requests go on", async () => {
    const client = harness.client();
    // The event loop stays free: a timer set now fires on time while the query runs.
    const lags: number[] = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      lags.push(now - last - 50);
      last = now;
    }, 50);
    const slow = timed(() => client.fetch(NESTED).catch((error: unknown) => error as ClientError));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const other = await timed(() => client.fetch(`*[_id == "siteSettings"][0].title`));
    const ping = await timed(() => fetch(`${harness.url}/v1/ping`).then((response) => response.status));
    const { value: error, ms } = await slow;
    clearInterval(ticker);

    expect(other.value).toBe("Сосновый берег");
    expect(other.ms).toBeLessThan(1000);
    expect(ping.value).toBe(200);
    expect(ping.ms).toBeLessThan(1000);
    expect(Math.max(...lags)).toBeLessThan(500);

    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({
      type: "queryError",
      description: expect.stringMatching(/time limit of 1500 ms/),
    });
    expect(ms).toBeGreaterThan(1400);
    // On a machine busier than its cores the limit stretches, at most MAX_STRETCH times
    // (content-lake/query/pool.ts); the query alone would run for minutes.
    expect(ms).toBeLessThan(1500 * MAX_STRETCH + 4500);
  });

  it("answers queries normally after a worker was stopped, with every commit seen", async () => {
    const client = harness.client();
    await client.createOrReplace({ _id: "load.extra", _type: "load", n: 1000 });
    expect(await client.fetch(`count(*[_type == "load"])`)).toBe(401);
    await client.delete("load.extra");
    expect(await client.fetch(`count(*[_type == "load"])`)).toBe(400);
    expect(await client.fetch(`*[_type == "load" && n == $n][0]._id`, { n: 7 })).toBe("load.7");
  });

  it("stops a nested query in a mutation's selection too", async () => {
    const response = await fetch(`${harness.url}/v2025-02-19/data/mutate/production`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        mutations: [
          {
            patch: {
              query: `*[_type == "load" && count(*[_type == "load" && count(*[_type == "load" && n > ^.n]) > ^.n]) > 0]`,
              set: { touched: true },
            },
          },
        ],
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: "queryError" } });
    expect(await harness.client().fetch(`count(*[touched == true])`)).toBe(0);
  });

  it("keeps a normal query's median latency in milliseconds", async () => {
    const client = harness.client();
    const times: number[] = [];
    for (let n = 0; n < 60; n += 1) {
      // A new parameter each time: no result cache.
      const { ms } = await timed(() => client.fetch(`*[_type == "load" && n == $n][0]{_id, n}`, { n }));
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.info(`GROQ through @sanity/client, 400+ documents: median ${median.toFixed(1)} ms`);
    expect(median).toBeLessThan(25);
  });
});
