import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connect, drizzleFor, migrate } from "./database";

const targets = [
  { name: "PGlite", url: undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", url: process.env.TEST_DATABASE_URL }] : []),
];

function migrationSet(): { folder: string; table: string } {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const tag = "0000_probe";
  const table = `probe_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  writeFileSync(path.join(folder, `${tag}.sql`), `CREATE TABLE "${table}" (id integer primary key);`);
  writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({
      version: "7",
      dialect: "postgresql",
      entries: [{ idx: 0, version: "7", when: 1, tag, breakpoints: true }],
    }),
  );
  return { folder, table };
}

describe.each(targets)("database on $name", ({ url }) => {
  it("connects, migrates once, and keeps applying the same migrations idempotently", async () => {
    const connection = await connect({ url });
    try {
      const set = migrationSet();
      const migrations = { folder: set.folder, table: `migrations_${set.table}` };
      await migrate(connection, migrations);
      await migrate(connection, migrations);
      const db = drizzleFor(connection, {});
      await db.execute(sql.raw(`INSERT INTO "${set.table}" (id) VALUES (1)`));
      const rows = await db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM "${set.table}"`));
      expect(rows.rows[0]).toEqual({ n: 1 });
      await db.execute(sql.raw(`DROP TABLE "${set.table}"`));
    } finally {
      await connection.close();
    }
  });
});
