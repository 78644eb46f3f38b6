import { parse } from "groq-js";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_STRETCH, QueryPool } from "./pool";

/** Three nested scans of 300 documents: minutes in groq-js, stopped only by the limit. */
const NESTED = parse(`count(*[count(*[count(*[n > ^.n]) > ^.n]) > 0])`);
const documents = Array.from({ length: 300 }, (_, n) => ({ _id: `d.${n}`, _type: "d", n }));

describe("the query pool's time limit", () => {
  let pool: QueryPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  const stoppedAfter = async (load: number, timeoutMs: number) => {
    pool = new QueryPool({ size: 1, timeoutMs, maxWaiting: 4, load: () => load });
    // A first query loads the worker, so the times below are of the limit alone.
    await pool.evaluate({
      documents,
      tree: parse("count(*)"),
      params: {},
      sanity: { projectId: "p", dataset: "d" },
    });
    const started = performance.now();
    const error = await pool
      .evaluate({ documents, tree: NESTED, params: {}, sanity: { projectId: "p", dataset: "d" } })
      .catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(new RegExp(`time limit of ${timeoutMs} ms`));
    return performance.now() - started;
  };

  it("counts a query's time from when its worker can run it, not from the worker's start", async () => {
    // A cold worker loads groq-js first (100 ms and more; seconds on a busy machine): with the
    // clock started at the query, a short limit stopped even `count(*)` before it ran.
    pool = new QueryPool({ size: 1, timeoutMs: 60, maxWaiting: 4, load: () => 0.5 });
    const started = performance.now();
    const count = await pool.evaluate({
      documents,
      tree: parse("count(*)"),
      params: {},
      sanity: { projectId: "p", dataset: "d" },
    });
    expect(count).toBe(300);
    console.info(`a cold worker answered count(*) in ${(performance.now() - started).toFixed(0)} ms`);
  });

  it("stops a query at the limit on a machine within its cores", async () => {
    const ms = await stoppedAfter(0.8, 1500);
    expect(ms).toBeGreaterThanOrEqual(1490);
    expect(ms).toBeLessThan(2900);
  });

  it("gives a query the time an oversubscribed machine stretched it by, once", async () => {
    const ms = await stoppedAfter(3, 1000);
    expect(ms).toBeGreaterThanOrEqual(2990);
    expect(ms).toBeLessThan(4400);
  });

  it("never more than the largest stretch, however busy the machine", async () => {
    const ms = await stoppedAfter(40, 500);
    expect(ms).toBeGreaterThanOrEqual(500 * MAX_STRETCH - 10);
    expect(ms).toBeLessThan(500 * MAX_STRETCH + 1400);
  });
});

describe("the query pool's idle workers", () => {
  it("ends a worker that had no work for its idle time, and starts one again for the next query", async () => {
    const pool = new QueryPool({ size: 2, timeoutMs: 5_000, maxWaiting: 4, idleMs: 300 });
    try {
      const query = () =>
        pool.evaluate({
          documents,
          tree: parse("count(*)"),
          params: {},
          sanity: { projectId: "p", dataset: "d" },
        });
      expect(await Promise.all([query(), query()])).toEqual([300, 300]);
      expect(pool.workers).toBe(2);
      // Busy again within the idle time: the worker stays.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await query()).toBe(300);
      expect(pool.workers).toBe(2);
      await expect.poll(() => pool.workers, { timeout: 3_000 }).toBe(0);
      expect(await query()).toBe(300);
      expect(pool.workers).toBe(1);
    } finally {
      await pool.close();
    }
  });
});
