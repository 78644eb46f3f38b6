import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from "./password";

// A cheap cost for the tests: the format and the comparison are what is checked here.
const CHEAP = { N: 1024, r: 8, p: 1 };

describe("staff passwords", () => {
  it("hashes with scrypt and a fresh salt, and verifies only the same password", async () => {
    const first = await hashPassword("сосны и море 1", CHEAP);
    const second = await hashPassword("сосны и море 1", CHEAP);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("сосны и море 1", first)).toBe(true);
    expect(await verifyPassword("сосны и море 2", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("keeps the cost in the hash, so a stored hash verifies after the default changes", async () => {
    const stored = await hashPassword("long enough 1", { N: 2048, r: 4, p: 1 });
    expect(await verifyPassword("long enough 1", stored)).toBe(true);
  });

  it("matches nothing against a malformed hash", async () => {
    for (const stored of [
      "",
      "plain",
      "bcrypt$1$2$3$a$b",
      "scrypt$x$8$1$c2FsdA$aGFzaA",
      "scrypt$1024$8$1$c2FsdA$c2hvcnQ",
    ]) {
      expect(await verifyPassword("anything", stored), stored).toBe(false);
    }
  });

  it("refuses short passwords and ones wrapped in spaces, in Russian", () => {
    expect(passwordProblem("123456789")).toBe("Пароль короче 10 символов: придумайте длиннее");
    expect(passwordProblem(" 1234567890")).toBe("Пароль не может начинаться или кончаться пробелом");
    expect(passwordProblem("1234567890")).toBeUndefined();
  });

  it("generates 16-character passwords without look-alike characters", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
