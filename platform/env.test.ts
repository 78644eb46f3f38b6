import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, env, isLocalSiteUrl, loadEnv, loadEnvFiles, paymentsRefusal } from "./env";

describe("configuration", () => {
  it("runs with no variables at all: every system has an embedded default", () => {
    const config = loadEnv({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SANITY_PROJECT_ID).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(".data");
    expect(config.HOLD_MINUTES).toBe(20);
  });

  it("honours PORT and treats empty strings as unset", () => {
    const config = loadEnv({ PORT: "4100", DATABASE_URL: "", SANITY_PROJECT_ID: "  " });
    expect(config.PORT).toBe(4100);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SANITY_PROJECT_ID).toBeUndefined();
  });

  it("starts from a copy of .env.example, whose variables are all empty", () => {
    const example = Object.fromEntries(
      readFileSync(".env.example", "utf8")
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(Object.keys(example).length).toBeGreaterThan(10);
    const config = loadEnv(example);
    expect(config.PORT).toBe(3000);
    expect(config.STUDIO_PORT).toBe(3333);
    expect(config.HOLD_MINUTES).toBe(20);
  });

  it("refuses bad values with a message naming the variable", () => {
    expect(() => loadEnv({ PORT: "seventy" })).toThrow(ConfigError);
    expect(() => loadEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ HOLD_MINUTES: "0" })).toThrow(/HOLD_MINUTES/);
  });

  it("derives the content lake's and the Studio's ports from PORT, so a second checkout starts beside the first", () => {
    const first = loadEnv({});
    expect([first.CONTENT_LAKE_PORT, first.CONTENT_LAKE_HTTP_PORT, first.STUDIO_PORT]).toEqual([
      3334, 3335, 3333,
    ]);
    const second = loadEnv({ PORT: "4000" });
    expect([second.CONTENT_LAKE_PORT, second.CONTENT_LAKE_HTTP_PORT, second.STUDIO_PORT]).toEqual([
      4334, 4335, 4333,
    ]);
    const explicit = loadEnv({ PORT: "4000", CONTENT_LAKE_PORT: "5000" });
    expect([explicit.CONTENT_LAKE_PORT, explicit.CONTENT_LAKE_HTTP_PORT, explicit.STUDIO_PORT]).toEqual([
      5000, 4335, 4333,
    ]);
    const high = loadEnv({ PORT: "65400" });
    expect([high.CONTENT_LAKE_PORT, high.CONTENT_LAKE_HTTP_PORT, high.STUDIO_PORT]).toEqual([
      3334, 3335, 3333,
    ]);
  });

  it("fills unset variables from .env.local, then .env; the real environment wins", () => {
    const root = mkdtempSync(path.join(tmpdir(), "env-files-"));
    const names = ["HOTEL_NAME", "HOTEL_PHONE", "HOTEL_EMAIL"] as const;
    const before = Object.fromEntries(names.map((name) => [name, process.env[name]]));
    try {
      writeFileSync(path.join(root, ".env.local"), "HOTEL_NAME=Локальный\nHOTEL_PHONE=+70000000001\n");
      writeFileSync(
        path.join(root, ".env"),
        "HOTEL_NAME=Общий\nHOTEL_PHONE=+70000000002\nHOTEL_EMAIL=env@example.ru\n",
      );
      delete process.env.HOTEL_NAME;
      process.env.HOTEL_PHONE = "+70000000003";
      delete process.env.HOTEL_EMAIL;
      loadEnvFiles(root);
      expect([process.env.HOTEL_NAME, process.env.HOTEL_PHONE, process.env.HOTEL_EMAIL]).toEqual([
        "Локальный",
        "+70000000003",
        "env@example.ru",
      ]);
      expect(env().HOTEL_NAME).toBe("Локальный");
    } finally {
      for (const name of names) {
        if (before[name] === undefined) delete process.env[name];
        else process.env[name] = before[name];
      }
      loadEnvFiles(path.join(root, "missing"));
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("refuses the sandbox on a public SITE_URL unless YooKassa is set or PAYMENTS=sandbox says so", () => {
    // The newcomer's `npm start` with nothing set keeps the sandbox.
    expect(paymentsRefusal(loadEnv({}))).toBeUndefined();
    for (const local of [
      "http://localhost:3000",
      "http://127.0.0.1:4000",
      "http://[::1]:3000",
      "http://hotel.localhost",
    ]) {
      expect(paymentsRefusal(loadEnv({ SITE_URL: local })), local).toBeUndefined();
    }
    for (const publicUrl of ["https://hotel.example.ru", "http://192.168.1.5:3000", "http://10.0.0.7"]) {
      expect(paymentsRefusal(loadEnv({ SITE_URL: publicUrl })), publicUrl).toMatch(
        /YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY.*PAYMENTS=sandbox/,
      );
    }
    const site = { SITE_URL: "https://hotel.example.ru" };
    expect(paymentsRefusal(loadEnv({ ...site, PAYMENTS: "sandbox" }))).toBeUndefined();
    expect(
      paymentsRefusal(loadEnv({ ...site, YOOKASSA_SHOP_ID: "123456", YOOKASSA_SECRET_KEY: "live_key" })),
    ).toBeUndefined();
    expect(() => loadEnv({ PAYMENTS: "yes" })).toThrow(/PAYMENTS/);
  });

  it("counts only localhost and loopback addresses as local", () => {
    expect(isLocalSiteUrl("http://localhost:3000")).toBe(true);
    expect(isLocalSiteUrl("http://127.8.0.1")).toBe(true);
    expect(isLocalSiteUrl("http://localhost.example.ru")).toBe(false);
    expect(isLocalSiteUrl("http://127.0.0.1.example.ru")).toBe(false);
  });
});
