import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";
import { keyWeakness, productionRefusals } from "./production-checks";

const strong = () => randomBytes(32).toString("base64url");
const allKeys = () => ({
  HOTEL_API_KEY: strong(),
  HOTEL_ADMIN_KEY: strong(),
  HOTEL_SITE_SECRET: strong(),
  CONTENT_LAKE_TOKEN: strong(),
  SANITY_REVALIDATE_SECRET: strong(),
});

describe("startup checks for production", () => {
  it("let the embedded defaults start: no variable at all", () => {
    expect(productionRefusals(loadEnv({}))).toEqual([]);
  });

  it("let a complete deployment of several instances start", () => {
    const config = loadEnv({
      ...allKeys(),
      SITE_URL: "https://hotel.example.ru",
      DATABASE_URL: "postgres://hotel@db:5432/hotel",
      CONTENT_LAKE_URL: "http://10.0.0.2:3335",
      SMTP_URL: "smtp://mail:25",
    });
    expect(productionRefusals(config)).toEqual([]);
  });

  it("refuse weak keys by name, one line each, and say how to make a good one", () => {
    const refusals = productionRefusals(
      loadEnv({
        HOTEL_API_KEY: "short",
        HOTEL_ADMIN_KEY: "a".repeat(40),
        HOTEL_SITE_SECRET: "changeme-changeme-secret-password-123",
      }),
    );
    expect(refusals).toEqual([
      "HOTEL_API_KEY is 5 characters long, fewer than 32: generate one with `openssl rand -base64 32`",
      "HOTEL_ADMIN_KEY repeats a few characters: generate one with `openssl rand -base64 32`",
      "HOTEL_SITE_SECRET is made of placeholder words: generate one with `openssl rand -base64 32`",
    ]);
    for (const line of refusals) expect(line).not.toContain("\n");
  });

  it("never refuse a random key, whatever letters it happens to hold", () => {
    for (let round = 0; round < 500; round++) expect(keyWeakness(strong())).toBeUndefined();
    expect(keyWeakness(`test-${strong()}`)).toBeUndefined();
  });

  it("refuse one of several instances on its own embedded database or with keys of its own", () => {
    const refusals = productionRefusals(loadEnv({ CONTENT_LAKE_URL: "http://10.0.0.2:3335" }));
    expect(refusals[0]).toMatch(
      /^DATABASE_URL is unset but CONTENT_LAKE_URL makes this one of several instances/,
    );
    expect(refusals.slice(1).map((line) => line.split(" ")[0])).toEqual([
      "HOTEL_API_KEY",
      "HOTEL_ADMIN_KEY",
      "HOTEL_SITE_SECRET",
      "CONTENT_LAKE_TOKEN",
      "SANITY_REVALIDATE_SECRET",
    ]);
  });

  it("refuse real e-mails or real payments without the public address their links need", () => {
    expect(productionRefusals(loadEnv({ SMTP_URL: "smtp://mail:25", PORT: "4000" }))).toEqual([
      "SITE_URL is unset but SMTP_URL sends guests real e-mails: their links would point to http://localhost:4000; set SITE_URL to the site's public address (https://…)",
    ]);
    const shop = loadEnv({ YOOKASSA_SHOP_ID: "123", YOOKASSA_SECRET_KEY: "live_x" });
    expect(productionRefusals(shop)).toEqual([expect.stringMatching(/^SITE_URL is unset but YooKassa/)]);
    expect(productionRefusals({ ...shop, SITE_URL: "https://hotel.example.ru" })).toEqual([]);
  });

  it("end `npm start` with a non-zero exit and the refusals before anything listens", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "production-checks-"));
    const port = 3870;
    try {
      const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "start.ts")], {
        cwd: path.join(import.meta.dirname, ".."),
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          HOTEL_API_KEY: "short",
          SMTP_URL: "smtp://mail:25",
          SITE_URL: "",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(output).toContain("could not start");
      expect(output).toContain("HOTEL_API_KEY is 5 characters long");
      expect(output).toContain("SITE_URL is unset but SMTP_URL");
      const listening = await new Promise<boolean>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        socket.once("connect", () => resolve(true));
        socket.once("error", () => resolve(false));
      });
      expect(listening).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
