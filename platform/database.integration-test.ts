import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connect, DatabaseInUseError, drizzleFor, migrate } from "./database";
import { freshDatabase, testTargets } from "./testing/databases";

function migrationSet(): { folder: string; table: string } {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const tag = "0000_probe";
  writeFileSync(path.join(folder, `${tag}.sql`), `CREATE TABLE "probe" (id integer primary key);`);
  writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({
      version: "7",
      dialect: "postgresql",
      entries: [{ idx: 0, version: "7", when: 1, tag, breakpoints: true }],
    }),
  );
  return { folder, table: "probe_migrations" };
}

describe.each(testTargets())("database on $name", (target) => {
  it("connects, migrates once, and applies the same migrations again without effect", async () => {
    const { connection, dispose } = await freshDatabase(target);
    try {
      const migrations = migrationSet();
      await migrate(connection, migrations);
      await migrate(connection, migrations);
      const db = drizzleFor(connection, {});
      await db.execute(sql`INSERT INTO "probe" (id) VALUES (1)`);
      const rows = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM "probe"`);
      expect(rows.rows[0]).toEqual({ n: 1 });
      const applied = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM drizzle.probe_migrations`,
      );
      expect(applied.rows[0]).toEqual({ n: 1 });
    } finally {
      await dispose();
    }
  });
});

describe("embedded database folder", () => {
  it("refuses a second opening of the same folder while the first is open, and allows it after close", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-")), "db");
    const first = await connect({ dataDir });
    try {
      await expect(connect({ dataDir })).rejects.toBeInstanceOf(DatabaseInUseError);
    } finally {
      await first.close();
    }
    const second = await connect({ dataDir });
    await second.close();
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-")), "db");
    writeFileSync(`${dataDir}.pid`, "2147483646");
    const connection = await connect({ dataDir });
    await connection.close();
  });
});
