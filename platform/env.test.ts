import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

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
});
