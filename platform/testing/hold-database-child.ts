/**
 * A child process for the embedded database's lock tests: opens the PGlite folder given as the
 * first argument, writes a row, prints `open <pid>` and waits to be killed (or prints
 * `refused <message>` when the folder is held by another process).
 */
import { sql } from "drizzle-orm";
import { connect, drizzleFor } from "../database";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: hold-database-child.ts <pglite folder>");
try {
  const connection = await connect({ dataDir });
  const db = drizzleFor(connection, {});
  await db.execute(sql`CREATE TABLE IF NOT EXISTS held (pid integer)`);
  await db.execute(sql`INSERT INTO held VALUES (${process.pid})`);
  process.stdout.write(`open ${process.pid}\n`);
  setInterval(() => undefined, 60_000);
} catch (error) {
  process.stdout.write(`refused ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 3;
}
