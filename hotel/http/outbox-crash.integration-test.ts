/**
 * The outbox across a real crash: a child process commits a paid booking and is killed (SIGKILL)
 * before it delivers anything; a new engine on the same PGlite folder then sends each e-mail
 * once, and never again.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { connect } from "../../platform/database";
import { ManualClock } from "../domain/clock";
import { drainOutbox } from "../domain/outbox";
import { createHotel } from "../hotel";
import type { MailMessage } from "../providers/mail";
import { NO_HOLD_LIMITS } from "../domain/reservations/hold-limits";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runs the child until it reports its commit, then kills it; resolves with the booking's reference. */
function commitAndDie(dataDir: string): Promise<string> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(here, "../testing/outbox-crash-child.ts"), dataDir],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /committed (\w+)/.exec(output);
      if (match?.[1]) {
        child.kill("SIGKILL");
        child.once("exit", () => resolve(match[1] ?? ""));
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.once("exit", (code, signal) => {
      if (signal !== "SIGKILL") reject(new Error(`the child ended (${code}) before its commit:\n${output}`));
    });
  });
}

describe("the outbox after a killed process", () => {
  it("sends the e-mails of a commit whose process was killed before delivering them, once", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "hotel-crash-"));
    const dataDir = path.join(folder, "db");
    const reference = await commitAndDie(dataDir);

    const connection = await connect({ dataDir });
    const sent: MailMessage[] = [];
    const hotel = createHotel({
      connection,
      apiKey: "crash-test-api-key-0123456789abcdef0123",
      adminKey: "crash-test-admin-key-0123456789abcdef012",
      siteUrl: "http://site.test",
      apiUrl: "http://site.test/v1",
      dataDir: "/nonexistent",
      clock: new ManualClock("2026-11-22T09:05:00Z"),
      rateLimitPerMinute: 0,
      holdLimits: NO_HOLD_LIMITS,
      outboxDelivery: "manual",
      mail: {
        describe: "memory",
        async send(message) {
          sent.push(message);
          return { messageId: message.messageId ?? "" };
        },
      },
      log: () => undefined,
    });
    try {
      expect((await drainOutbox(hotel.engine)).sent).toBe(3);
      expect(sent.map((mail) => mail.subject).sort()).toEqual(
        [
          `Бронирование ${reference} подтверждено`,
          `Новая оплаченная бронь ${reference}`,
          `Оплата по брони ${reference} получена`,
        ].sort(),
      );
      expect(await drainOutbox(hotel.engine)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    } finally {
      await hotel.close();
      await connection.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
