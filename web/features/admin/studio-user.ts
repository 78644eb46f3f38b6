/**
 * Who is calling the admin route: the Studio sends its user's token as `Authorization: Bearer`,
 * and the route asks the content source who that is — the same `/users/me` the Studio itself
 * asks. With the embedded lake that is the lake (its one user, for holders of its token); with
 * Sanity's cloud it is the project's API (`https://<project>.api.sanity.io/…/users/me`), which
 * answers with the user's role in the project. Only users with a manager role pass
 * (MANAGER_STUDIO_ROLES). Answers are kept a minute per token (by its hash), so a tool's calls do
 * not each ask again.
 */
import { createHash } from "node:crypto";
import { z } from "zod";

export interface StudioUser {
  id: string;
  name: string;
}

export type UserCheck =
  { ok: true; user: StudioUser } | { ok: false; status: 401 | 403 | 503; code: string; message: string };

export interface StudioUserOptions {
  /** The content source's `/users/me`. */
  meUrl: string;
  /** Roles that may use the manager tools. */
  roles: readonly string[];
  fetch?: typeof fetch;
  ttlMs?: number;
  now?: () => number;
}

const Me = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  email: z.string().nullish(),
  role: z.string().nullish(),
  roles: z.array(z.object({ name: z.string() })).nullish(),
});

const NO_TOKEN: UserCheck = {
  ok: false,
  status: 401,
  code: "UNAUTHORIZED",
  message: "Нужен вход в Studio: запрос пришёл без токена пользователя",
};
const BAD_TOKEN: UserCheck = {
  ok: false,
  status: 401,
  code: "UNAUTHORIZED",
  message: "Токен Studio недействителен или истёк: войдите в Studio заново",
};

export function bearerToken(authorization: string | null): string | undefined {
  const match = /^Bearer\s+(\S{8,4096})$/i.exec(authorization?.trim() ?? "");
  return match?.[1];
}

export function studioUserChecker(
  options: StudioUserOptions,
): (authorization: string | null) => Promise<UserCheck> {
  const doFetch = options.fetch ?? fetch;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const known = new Map<string, { check: UserCheck; until: number }>();

  async function ask(token: string): Promise<UserCheck> {
    let response: Response;
    try {
      response = await doFetch(options.meUrl, {
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
        cache: "no-store",
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      return {
        ok: false,
        status: 503,
        code: "USER_CHECK_UNAVAILABLE",
        message: "Не удалось проверить пользователя Studio: хранилище контента не отвечает",
      };
    }
    if (response.status === 401 || response.status === 403) return BAD_TOKEN;
    if (!response.ok) {
      return {
        ok: false,
        status: 503,
        code: "USER_CHECK_UNAVAILABLE",
        message: `Не удалось проверить пользователя Studio (ответ ${response.status})`,
      };
    }
    const me = Me.safeParse(await response.json().catch(() => null));
    // A valid token of someone who is not a member of the project gets no user.
    if (!me.success) return BAD_TOKEN;
    const roles = new Set([me.data.role, ...(me.data.roles ?? []).map((role) => role.name)]);
    if (!options.roles.some((role) => roles.has(role))) {
      return {
        ok: false,
        status: 403,
        code: "FORBIDDEN",
        message: "У этого пользователя Studio нет прав менеджера",
      };
    }
    return { ok: true, user: { id: me.data.id, name: me.data.name || me.data.email || me.data.id } };
  }

  return async (authorization) => {
    const token = bearerToken(authorization);
    if (!token) return NO_TOKEN;
    const key = createHash("sha256").update(token).digest("hex");
    const cached = known.get(key);
    if (cached && cached.until > now()) return cached.check;
    const check = await ask(token);
    // Only answers about the token are kept; an unreachable source is asked again next time.
    if (check.ok || check.status !== 503) {
      if (known.size >= 200) known.clear();
      known.set(key, { check, until: now() + ttlMs });
    }
    return check;
  };
}
