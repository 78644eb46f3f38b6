/**
 * PGlite in its own thread (platform/pglite-thread.ts), as the hotel API on its own opens it:
 * the same answers, errors and transactions as PGlite in the caller's thread, and the caller's
 * event loop free while a statement runs.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unavailableCause } from "./database-outage";
import { connect, DatabaseInUseError, drizzleFor, TransactionBypassError, type Connection } from "./database";
import { sqlState } from "./describe-error";
import { ThreadedPglite } from "./pglite-thread";
import { emptyClusterDump } from "./testing/databases";

async function withThread(
  work: (client: ThreadedPglite, connection: Connection) => Promise<void>,
  dataDir?: string,
): Promise<void> {
  // A new folder is created anew; in memory, from the tests' dump of an empty cluster (faster).
  const connection = await connect({
    thread: true,
    ...(dataDir ? { dataDir } : { loadDataDir: await emptyClusterDump() }),
  });
  try {
    const client = connection.client;
    if (!(client instanceof ThreadedPglite)) throw new Error("PGlite was not opened in its thread");
    await work(client, connection);
  } finally {
    await connection.close();
  }
}

describe("PGlite in its own thread", () => {
  it("answers queries with their parameters, in both row modes, with the caller's parsers", async () => {
    await withThread(async (client) => {
      await client.exec(`CREATE TABLE t (id int PRIMARY KEY, at timestamptz, note text, data jsonb)`);
      await client.query(`INSERT INTO t VALUES ($1, $2, $3, $4), (2, NULL, NULL, NULL)`, [
        1,
        new Date("2026-12-19T09:00:00Z"),
        "Сосновый берег",
        { rooms: [1, 2] },
      ]);
      const objects = await client.query<{ id: number; at: Date; note: string; data: unknown }>(
        `SELECT * FROM t ORDER BY id`,
      );
      expect(objects.rows[0]).toEqual({
        id: 1,
        at: new Date("2026-12-19T09:00:00Z"),
        note: "Сосновый берег",
        data: { rooms: [1, 2] },
      });
      expect(objects.fields.map((field) => field.name)).toEqual(["id", "at", "note", "data"]);
      // Drizzle's way: arrays, timestamps kept as PostgreSQL's text; a parser of the caller's own.
      const arrays = await client.query<unknown[]>(`SELECT id, at, note FROM t ORDER BY id`, [], {
        rowMode: "array",
        parsers: { 1184: (value: string) => value, 25: (value: string) => `«${value}»` },
      });
      expect(arrays.rows).toEqual([
        [1, "2026-12-19 09:00:00+00", "«Сосновый берег»"],
        [2, null, null],
      ]);
      // Two columns of one name: the object row keeps the last, parsed once.
      const twice = await client.query(`SELECT 'a'::text AS x, 'b'::text AS x`, [], {
        parsers: { 25: (value: string) => `«${value}»` },
      });
      expect(twice.rows).toEqual([{ x: "«b»" }]);
      const results = await client.exec(`SELECT 1 AS a; SELECT 2 AS b`);
      expect(results.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
      // A parameter no message can carry fails its call alone.
      await expect(client.query(`SELECT $1::text AS a`, [() => "x"])).rejects.toThrow();
      expect((await client.query<{ a: string }>(`SELECT $1::text AS a`, ["b"])).rows).toEqual([{ a: "b" }]);
    });
  });

  it("commits, rolls back on a throw and on request, and refuses to commit a failed transaction", async () => {
    await withThread(async (client) => {
      await client.exec(`CREATE TABLE t (id int PRIMARY KEY)`);
      await client.transaction(async (tx) => {
        await tx.query(`INSERT INTO t VALUES (1)`);
      });
      await expect(
        client.transaction(async (tx) => {
          await tx.query(`INSERT INTO t VALUES (2)`);
          throw new Error("the work failed");
        }),
      ).rejects.toThrow("the work failed");
      await client.transaction(async (tx) => {
        await tx.query(`INSERT INTO t VALUES (3)`);
        await tx.rollback();
        await expect(tx.query(`SELECT 1`)).rejects.toThrow("Transaction is closed");
      });
      // A statement that failed inside, its error caught: PostgreSQL turns COMMIT into ROLLBACK.
      await expect(
        client.transaction(async (tx) => {
          await tx.query(`INSERT INTO t VALUES (4)`);
          await tx.query(`INSERT INTO t VALUES (1)`).catch(() => undefined);
        }),
      ).rejects.toMatchObject({ code: "25P02" });
      const rows = await client.query<{ id: number }>(`SELECT id FROM t ORDER BY id`);
      expect(rows.rows).toEqual([{ id: 1 }]);
    });
  });

  it("runs none of a transaction's statements after its BEGIN failed, and the next transaction works", async () => {
    await withThread(async (client) => {
      await client.exec(`CREATE TABLE t (id int PRIMARY KEY)`);
      // A block left open and broken: the next BEGIN fails («current transaction is aborted»).
      await expect(client.exec(`BEGIN; SELECT 1/0`)).rejects.toMatchObject({ code: "22012" });
      let ran = false;
      await expect(
        client.transaction(async (tx) => {
          ran = true;
          await tx.query(`INSERT INTO t VALUES (1)`);
        }),
      ).rejects.toMatchObject({ code: "25P02" });
      expect(ran).toBe(true);
      await client.transaction(async (tx) => {
        await tx.query(`INSERT INTO t VALUES (2)`);
      });
      const rows = await client.query<{ id: number }>(`SELECT id FROM t ORDER BY id`);
      expect(rows.rows).toEqual([{ id: 2 }]);
    });
  });

  it("carries PostgreSQL's codes through Drizzle's error, and keeps the guard against bypassing a transaction", async () => {
    await withThread(async (_client, connection) => {
      const db = drizzleFor(connection, {});
      await db.execute(sql`CREATE TABLE t (id int CONSTRAINT t_key PRIMARY KEY)`);
      await db.execute(sql`INSERT INTO t VALUES (1)`);
      const failure = await db.execute(sql`INSERT INTO t VALUES (1)`).catch((error: unknown) => error);
      expect(sqlState(failure)).toBe("23505");
      expect((failure as Error).cause).toMatchObject({ constraint: "t_key", table: "t" });
      expect(unavailableCause(failure)).toBeUndefined();
      await expect(
        db.transaction(async () => {
          await db.execute(sql`SELECT 1`);
        }),
      ).rejects.toMatchObject({ cause: expect.any(TransactionBypassError) });
      const rows = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM t`);
      expect(rows.rows[0]).toEqual({ n: 1 });
    });
  });

  it("runs a call made while a transaction is open after it, in the order the calls came", async () => {
    await withThread(async (client) => {
      await client.exec(`CREATE TABLE t (id int PRIMARY KEY)`);
      const order: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Sent before the transaction, answered or not: it runs before the transaction's BEGIN.
      const before = client.query<{ n: number }>(`SELECT count(*)::int AS n FROM t`);
      const transaction = client.transaction(async (tx) => {
        await tx.query(`INSERT INTO t VALUES (1)`);
        order.push("inserted");
        await held;
        order.push("committing");
      });
      const count = client.query<{ n: number }>(`SELECT count(*)::int AS n FROM t`).then((result) => {
        order.push("counted");
        return result.rows[0]?.n;
      });
      const second = client.transaction(async (tx) => {
        await tx.query(`INSERT INTO t VALUES (2)`);
        order.push("second");
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(order).toEqual(["inserted"]);
      release();
      await Promise.all([transaction, second]);
      expect((await before).rows[0]?.n).toBe(0);
      expect(await count).toBe(1);
      expect(order).toEqual(["inserted", "committing", "counted", "second"]);
    });
  });

  // The point of the thread: in the caller's thread, this statement held the event loop throughout.
  it("leaves the caller's event loop free while a statement runs", async () => {
    await withThread(async (client) => {
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 5);
      const started = performance.now();
      const result = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM generate_series(1, 3000000) a, generate_series(1, 2) b`,
      );
      const took = performance.now() - started;
      clearInterval(timer);
      expect(result.rows[0]?.n).toBe(6_000_000);
      // At least a tick every 50 ms on average of a statement that took over 100 ms.
      expect(took).toBeGreaterThan(100);
      expect(ticks).toBeGreaterThan(took / 50);
    });
  }, 30_000);

  it("reports a folder PGlite cannot open as the opening's error, not as a thread that stopped", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-thread-")), "db");
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, "PG_VERSION"), "9\n");
    // A stop reported would end this process (platform/database.ts): vitest would fail the run.
    const first = await connect({ thread: true, dataDir }).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(Error);
    expect(first).not.toBeInstanceOf(DatabaseInUseError);
    // The folder's lock was given back: the second try meets the same problem, not the lock.
    const second = await connect({ thread: true, dataDir }).catch((error: unknown) => error);
    expect(second).not.toBeInstanceOf(DatabaseInUseError);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }, 30_000);

  it("keeps its folder locked while open, persists what was written, and refuses calls once closed", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-thread-")), "db");
    const connection = await connect({ thread: true, dataDir });
    const client = connection.client as ThreadedPglite;
    await client.exec(`CREATE TABLE t (id int); INSERT INTO t VALUES (7)`);
    await expect(connect({ thread: true, dataDir })).rejects.toBeInstanceOf(DatabaseInUseError);
    // Closed twice at once: both calls end when the database is closed, the lock given back once.
    await Promise.all([connection.close(), connection.close()]);
    await expect(client.query(`SELECT 1`)).rejects.toSatisfy(
      (error: unknown) => unavailableCause(error) === "57P01",
    );
    // A transaction on a closed database fails before its work runs, with nothing left unhandled.
    let ran = false;
    await expect(
      client.transaction(async () => {
        ran = true;
      }),
    ).rejects.toSatisfy((error: unknown) => unavailableCause(error) === "57P01");
    expect(ran).toBe(false);
    await withThread(async (reopened) => {
      const rows = await reopened.query<{ id: number }>(`SELECT id FROM t`);
      expect(rows.rows).toEqual([{ id: 7 }]);
    }, dataDir);
  }, 30_000);
});
