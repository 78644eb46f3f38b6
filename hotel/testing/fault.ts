/**
 * Helpers of the fault tests (hotel/fault-*.integration-test.ts): the engine in a child process
 * that can be killed, a database of its own on the PostgreSQL server, and the inventory's
 * bookkeeping checked against the bookings.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { HotelDb } from "../db";

const here = path.dirname(fileURLToPath(import.meta.url));

export const FAULT_KEYS = {
  apiKey: "fault-test-api-key-0123456789abcdef0123",
  adminKey: "fault-test-admin-key-0123456789abcdef012",
};
/** 11:00 on 22 November 2026 at the hotel, as in the other tests. */
export const FAULT_NOW = "2026-11-22T09:00:00Z";

export interface ServerChild {
  origin: string;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
}

/** Starts hotel/testing/fault-server-child.ts on the database and waits until it listens. */
export function startServerChild(database: string, timeoutMs = 90_000): Promise<ServerChild> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(here, "fault-server-child.ts"), database],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ origin: `http://127.0.0.1:${match[1]}`, output: () => output, kill });
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

export interface InventoryMismatch {
  room_type_id: number;
  date: string;
  taken: number;
  booked: number;
}

/**
 * Nights whose taken rooms differ from the rooms of the bookings that hold them at `now`: held
 * ones whose hold has not lapsed, and confirmed ones (docs/booking-engine.md#inventory). Changes
 * of dates are left out (their pending rooms are not counted): the fault tests make none. Empty
 * when the books balance; a lapsed hold counts as free once a write has released it.
 */
export async function inventoryMismatches(db: HotelDb, now: Date): Promise<InventoryMismatch[]> {
  const result = await db.execute<{ room_type_id: number; date: string; taken: number; booked: number }>(sql`
    WITH live AS (
      SELECT r.id, r.arrival, r.departure FROM hotel.reservations r
      WHERE r.status = 'confirmed'
         OR (r.status = 'held' AND (r.hold_expires_at IS NULL OR r.hold_expires_at > ${now.toISOString()}::timestamptz))
    ),
    booked AS (
      SELECT rr.room_type_id, d::date AS date, count(*)::int AS booked
      FROM live
      JOIN hotel.reservation_rooms rr ON rr.reservation_id = live.id
      CROSS JOIN LATERAL generate_series(live.arrival, live.departure - 1, interval '1 day') AS d
      GROUP BY rr.room_type_id, d::date
    )
    SELECT i.room_type_id, i.date::text AS date, i.taken, coalesce(b.booked, 0) AS booked
    FROM hotel.inventory i
    LEFT JOIN booked b ON b.room_type_id = i.room_type_id AND b.date = i.date
    WHERE i.taken <> coalesce(b.booked, 0)
    ORDER BY i.room_type_id, i.date
    LIMIT 20`);
  return result.rows;
}
