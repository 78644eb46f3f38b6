/**
 * `/staff`: the hotel's staff, for administrators — the Studio's «Сотрудники» tool and
 * `npm run studio:user` (when a lake runs) call it. Not part of Sanity's API: on Sanity's cloud
 * the project's members are managed at sanity.io/manage (docs/studio-tools.md «Staff and roles»).
 * Refusals are `{error: {code, message}}` with a Russian message, shown as they are.
 *
 *   GET    /staff                    the list
 *   POST   /staff                    {email, name, role, password?} → the user (+ password, once, when generated)
 *   PATCH  /staff/:id                {name?, email?, role?, disabled?}
 *   POST   /staff/:id/password       {password?} → a new password (generated when absent, shown once)
 *   POST   /staff/:id/link           → a token that logs the user in (`#token=` in the Studio's URL)
 *   DELETE /staff/:id                → {result: "deleted" | "disabled"}
 */
import type { Context, Hono } from "hono";
import { generatePassword } from "../users/password";
import { hasAnyRole, STAFF_ADMIN_ROLES } from "../users/roles";
import { LINK_SESSION_DAYS, StaffError, type StaffUser } from "../users/store";
import type { LakeAppDependencies } from "./deps";
import { limitBody, type LakeEnv } from "./common";

const STATUS: Record<StaffError["code"], 400 | 404 | 409> = {
  INVALID: 400,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  LAST_ADMINISTRATOR: 409,
  OWNER: 409,
};

const failure = (c: Context<LakeEnv>, status: 400 | 401 | 403 | 404 | 409, code: string, message: string) =>
  c.json({ error: { code, message } }, status);

async function body(c: Context<LakeEnv>): Promise<Record<string, unknown>> {
  const parsed: unknown = await c.req.json().catch(() => undefined);
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

export function registerStaffRoutes(api: Hono<LakeEnv>, deps: LakeAppDependencies): void {
  const { staff } = deps;
  const small = limitBody(16 * 1024);

  /** Runs an administrator's call, answering its refusals as JSON. */
  const asAdministrator =
    (handler: (c: Context<LakeEnv>, admin: StaffUser) => Promise<Response>) =>
    async (c: Context<LakeEnv>) => {
      const user = c.get("user");
      if (!user) return failure(c, 401, "UNAUTHORIZED", "Нужен вход в Studio");
      if (!hasAnyRole([user.role], STAFF_ADMIN_ROLES)) {
        return failure(c, 403, "FORBIDDEN", "Сотрудниками управляет только администратор");
      }
      try {
        return await handler(c, user);
      } catch (error) {
        if (error instanceof StaffError) return failure(c, STATUS[error.code], error.code, error.message);
        throw error;
      }
    };

  api.get(
    "/staff",
    asAdministrator(async (c) => c.json({ users: staff.list() })),
  );

  api.post(
    "/staff",
    small,
    asAdministrator(async (c) => {
      const input = await body(c);
      const given = text(input.password);
      const password = given ?? generatePassword();
      const user = await staff.add({
        email: text(input.email) ?? "",
        name: text(input.name) ?? "",
        role: text(input.role) ?? "",
        password,
      });
      return c.json({ user, ...(given === undefined ? { password } : {}) }, 201);
    }),
  );

  api.patch(
    "/staff/:id",
    small,
    asAdministrator(async (c) => {
      const input = await body(c);
      const user = await staff.update(c.req.param("id") ?? "", {
        name: text(input.name),
        email: text(input.email),
        role: text(input.role),
        disabled: typeof input.disabled === "boolean" ? input.disabled : undefined,
      });
      return c.json({ user });
    }),
  );

  api.post(
    "/staff/:id/password",
    small,
    asAdministrator(async (c) => {
      const given = text((await body(c)).password);
      const password = given ?? generatePassword();
      const user = await staff.setPassword(c.req.param("id") ?? "", password);
      return c.json({ user, ...(given === undefined ? { password } : {}) });
    }),
  );

  api.post(
    "/staff/:id/link",
    asAdministrator(async (c) => {
      const token = await staff.issueSession(c.req.param("id") ?? "", LINK_SESSION_DAYS);
      return c.json({ token, days: LINK_SESSION_DAYS });
    }),
  );

  api.delete(
    "/staff/:id",
    asAdministrator(async (c, admin) => {
      const id = c.req.param("id") ?? "";
      if (id === admin.id)
        return failure(c, 409, "SELF", "Себя удалить нельзя: попросите другого администратора");
      return c.json({ result: await staff.remove(id) });
    }),
  );
}
