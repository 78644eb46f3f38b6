import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connect, DatabaseInUseError, drizzleFor, migrate, TransactionBypassError } from "./database";
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
      // What the start log says of the database: the server's address once, with its port.
      if (target.serverUrl) {
        const { hostname, port } = new URL(target.serverUrl);
        expect(connection.describe).toMatch(new RegExp(`^PostgreSQL ${hostname}:${port || 5432}/[\\w-]+$`));
      }
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

  // On PGlite such a call waited for the open transaction for good, and every later query behind it.
  it("refuses a query or a transaction on the handle inside one of its transactions, and still serves after", async () => {
    const { connection, dispose } = await freshDatabase(target);
    try {
      const db = drizzleFor(connection, {});
      const other = drizzleFor(connection, {});
      let leftRunning: Promise<unknown> | undefined;
      // Drizzle wraps a failed query's error: the refusal is its cause.
      const refused = { cause: expect.any(TransactionBypassError) };
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          leftRunning = new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
            db.execute(sql`SELECT 2`),
          );
          await db.execute(sql`SELECT 3`);
        }),
      ).rejects.toMatchObject(refused);
      await expect(
        db.transaction(async () => other.transaction(async () => undefined)),
      ).rejects.toBeInstanceOf(TransactionBypassError);
      // Work the transaction left running goes on once it is over; the handle serves as before.
      await expect(leftRunning).resolves.toBeDefined();
      const rows = await db.execute<{ n: number }>(sql`SELECT 4::int AS n`);
      expect(rows.rows[0]).toEqual({ n: 4 });
    } finally {
      await dispose();
    }
  }, 20_000);
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

  // The lock is the kernel's lock on the file, not the file: a file left behind with a pid no
  // process has (nothing locks it) neither keeps the folder closed nor names the wrong holder.
  it("opens a folder whose lock file was left behind unlocked, and writes its own pid there", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-")), "db");
    writeFileSync(`${dataDir}.pid`, "2147483646");
    const connection = await connect({ dataDir });
    try {
      expect(readFileSync(`${dataDir}.pid`, "utf8")).toBe(String(process.pid));
    } finally {
      await connection.close();
    }
  });

  // A container restarted after SIGKILL often gets the same pid again: a pid in a file proves nothing.
  it("opens a folder whose holder was killed, even with this very pid written in the pid files", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-")), "db");
    const child = holdInChild(dataDir);
    const pid = await child.opened;
    child.kill();
    await child.exited;
    writeFileSync(`${dataDir}.pid`, String(process.pid));
    writeFileSync(path.join(dataDir, "postmaster.pid"), `${process.pid}\n${dataDir}\n`);
    const connection = await connect({ dataDir });
    try {
      const rows = await drizzleFor(connection, {}).execute<{ pid: number }>(sql`SELECT pid FROM held`);
      expect(rows.rows).toEqual([{ pid }]);
    } finally {
      await connection.close();
    }
  });

  it("refuses the folder, with a clear message, while another live process holds it", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-")), "db");
    const child = holdInChild(dataDir);
    try {
      const pid = await child.opened;
      const refusal = await connect({ dataDir }).then(
        async (connection) => {
          await connection.close();
          throw new Error("a second process opened a held folder");
        },
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(DatabaseInUseError);
      expect((refusal as Error).message).toBe(
        `The embedded database ${dataDir} is open in another process (pid ${pid}). PGlite serves one ` +
          `process at a time: stop that process, or give this one its own DATA_DIR.`,
      );
    } finally {
      child.kill();
      await child.exited;
    }
    const after = await connect({ dataDir });
    await after.close();
  });
});

const here = path.dirname(fileURLToPath(import.meta.url));

/** A child process that opens the folder and holds it until killed (SIGKILL). */
function holdInChild(dataDir: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(here, "testing/hold-database-child.ts"), dataDir],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const opened = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^open (\d+)$/m.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the child ended (${code}) before opening:\n${output}`)));
  });
  return { opened, exited, kill: () => child.kill("SIGKILL") };
}
