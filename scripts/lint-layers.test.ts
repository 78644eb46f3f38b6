/**
 * The layer rules of eslint.config.mjs (docs/architecture.md «Where the rules live») do fail on a
 * cross-layer import, and pass the same import where the layer allows it.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function layerMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("layer rules in lint", () => {
  // The first lint loads the config and its plugins: seconds on a busy machine, so not in a test's time.
  beforeAll(() => layerMessages("rules/warm-up.ts", "export const x = 1;\n"), 60_000);

  it.each([
    ["rules/probe.ts", 'import { hotelClient } from "@hotel/client";\nexport const x = hotelClient;\n'],
    ["hotel/domain/probe.ts", 'import { sql } from "drizzle-orm";\nexport const x = sql;\n'],
    ["hotel/domain/probe.ts", 'import { app } from "../http/app";\nexport const x = app;\n'],
    [
      "hotel/db/probe.ts",
      'import { BookingError } from "../domain/errors";\nexport const x = BookingError;\n',
    ],
    [
      "hotel/http/probe.ts",
      'import { findReservation } from "../db/repositories/reservations";\nexport const x = findReservation;\n',
    ],
    ["hotel/providers/probe.ts", 'import { connect } from "../db";\nexport const x = connect;\n'],
    ["content-lake/store/probe.ts", 'import { Hono } from "hono";\nexport const x = Hono;\n'],
    [
      "web/features/probe.ts",
      'import { paymentVariants } from "@hotel/domain/payments/invoices";\nexport const x = paymentVariants;\n',
    ],
  ])("refuses the import in %s", async (file, source) => {
    expect(await layerMessages(file, source)).not.toEqual([]);
  });

  it.each([
    [
      "web/features/probe.ts",
      'import { hotelClient } from "@hotel/client";\nexport const x = hotelClient;\n',
    ],
    [
      "hotel/domain/probe.ts",
      'import { findReservation } from "../db/repositories/reservations";\nexport const x = findReservation;\n',
    ],
    ["hotel/http/probe.ts", 'import { Hono } from "hono";\nexport const x = Hono;\n'],
  ])("allows the import in %s", async (file, source) => {
    expect(await layerMessages(file, source)).toEqual([]);
  });
});
