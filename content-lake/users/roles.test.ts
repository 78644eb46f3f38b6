import { describe, expect, it } from "vitest";
import { LoginAttempts } from "../http/auth";
import { ENGINE_TOOL_ROLES, hasAnyRole, isStaffRole, roleNames, STAFF_ADMIN_ROLES } from "./roles";

describe("staff roles", () => {
  it("lets administrators and managers reach the engine's tools, and not editors", () => {
    expect(hasAnyRole(["administrator"], ENGINE_TOOL_ROLES)).toBe(true);
    expect(hasAnyRole(["manager"], ENGINE_TOOL_ROLES)).toBe(true);
    expect(hasAnyRole(["editor"], ENGINE_TOOL_ROLES)).toBe(false);
    expect(hasAnyRole(["manager"], STAFF_ADMIN_ROLES)).toBe(false);
  });

  it("reads Sanity's /users/me role and roles list alike", () => {
    expect([...roleNames({ role: "editor", roles: [{ name: "manager" }] })].sort()).toEqual([
      "editor",
      "manager",
    ]);
    expect([...roleNames({ role: null, roles: null })]).toEqual([]);
    expect(isStaffRole("developer")).toBe(false);
  });
});

describe("login attempts", () => {
  it("blocks an e-mail after five failures for the rest of the window, and a success clears it", () => {
    let now = 0;
    const attempts = new LoginAttempts({ perEmail: 5, perAddress: 20, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 5; i++) {
      expect(attempts.waitMs("a@x", "1")).toBe(0);
      attempts.failed("a@x", "1");
      now += 1000;
    }
    expect(attempts.waitMs("a@x", "1")).toBe(55_000);
    expect(attempts.waitMs("b@x", "1")).toBe(0);
    now += 55_000;
    expect(attempts.waitMs("a@x", "1")).toBe(0);
    attempts.failed("a@x", "1");
    attempts.succeeded("a@x");
    expect(attempts.waitMs("a@x", "1")).toBe(0);
  });

  it("blocks an address trying many e-mails", () => {
    const attempts = new LoginAttempts({ perEmail: 5, perAddress: 3, windowMs: 60_000 }, () => 0);
    for (const email of ["a", "b", "c"]) attempts.failed(email, "10.0.0.1");
    expect(attempts.waitMs("d", "10.0.0.1")).toBeGreaterThan(0);
    expect(attempts.waitMs("d", "10.0.0.2")).toBe(0);
  });
});
