/**
 * Logging the Studio in. Each member of staff logs in with their own e-mail and password
 * (content-lake/users): the lake offers one login provider whose page asks for them and sends the
 * browser back to the Studio with a one-time session id, which the Studio exchanges for the
 * user's own session token at `/auth/fetch` (Sanity's own login flow). The same page still takes
 * the lake's token (it acts as the owner, the first administrator), and the Studio still takes a
 * token from its URL (`#token=…`: the link `npm run studio` prints, or one `npm run studio:user --
 * link` makes for a user). Only the Studio's origins may be sent back to. Failed logins are
 * counted per e-mail and per address (LoginAttempts): past the limit the form refuses with 429.
 */
import type { Context, Hono } from "hono";
import { HttpError, unauthorized } from "../errors";
import { newRevisionId } from "../store/ids";
import type { LakeAppDependencies } from "./deps";
import { bearerToken, limitBody, tokenMatches, type LakeEnv } from "./common";

const SESSION_TTL_MS = 60_000;

/** One-time session ids issued by the login form, each good for one exchange within a minute. */
export class LoginSessions {
  private readonly sessions = new Map<string, { token: string; expires: number }>();

  /** A one-time id that `/auth/fetch` exchanges for `token` (a staff session, or the lake's own). */
  issue(token: string): string {
    const now = Date.now();
    for (const [id, session] of this.sessions) if (session.expires < now) this.sessions.delete(id);
    const id = newRevisionId() + newRevisionId();
    this.sessions.set(id, { token, expires: now + SESSION_TTL_MS });
    return id;
  }

  redeem(id: string): string | undefined {
    const session = this.sessions.get(id);
    this.sessions.delete(id);
    return session && session.expires >= Date.now() ? session.token : undefined;
  }
}

/**
 * Failed logins in a sliding window: at most `perEmail` for one e-mail (someone guessing one
 * person's password) and `perAddress` from one address (someone trying many e-mails). A success
 * clears the e-mail's count.
 */
export class LoginAttempts {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60_000 },
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Milliseconds until another try is allowed, or 0 when one is now. */
  waitMs(email: string, address: string): number {
    const checks: [string, number][] = [
      [`e:${email}`, this.limits.perEmail],
      [`a:${address}`, this.limits.perAddress],
    ];
    let wait = 0;
    for (const [key, limit] of checks) {
      const recent = this.recent(key);
      if (recent.length >= limit)
        wait = Math.max(wait, recent[recent.length - limit]! + this.limits.windowMs - this.now());
    }
    return wait;
  }

  failed(email: string, address: string): void {
    if (this.failures.size > 10_000) this.failures.clear();
    for (const key of [`e:${email}`, `a:${address}`])
      this.failures.set(key, [...this.recent(key), this.now()]);
  }

  succeeded(email: string): void {
    this.failures.delete(`e:${email}`);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function loginPage(origin: string, form: { error?: string; email?: string } = {}): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Вход в Studio</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}
input{width:100%;font:inherit;padding:.5rem;box-sizing:border-box;margin-bottom:.75rem}button{font:inherit;padding:.5rem 1rem}
.error{color:#b00020}details{margin-top:2rem;color:#555}</style></head>
<body><h1>Вход в Studio</h1>
<p>Войдите со своим адресом электронной почты и паролем. Учётную запись заводит администратор отеля.</p>
${form.error ? `<p class="error" role="alert">${escapeHtml(form.error)}</p>` : ""}
<form method="post"><input type="hidden" name="origin" value="${escapeHtml(origin)}">
<label for="email">Электронная почта</label><input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(form.email ?? "")}" required autofocus>
<label for="password">Пароль</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Войти</button></form>
<details><summary>Войти с токеном хранилища</summary>
<p>Токен встроенного хранилища контента печатает <code>npm start</code> (или <code>npm run studio</code>); он же лежит в <code>.data/secrets.json</code> (<code>contentLakeToken</code>). С ним вы входите как первый администратор.</p>
<form method="post"><input type="hidden" name="origin" value="${escapeHtml(origin)}">
<label for="token">Токен</label><input id="token" name="token" type="password" autocomplete="off" required>
<button type="submit">Войти с токеном</button></form></details></body></html>`;
}

/** The connection's address (the lake listens on loopback; tests without a socket share one key). */
function clientAddress(c: Context<LakeEnv>): string {
  const incoming = c.env?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export function registerAuthRoutes(api: Hono<LakeEnv>, deps: LakeAppDependencies): void {
  const { config, logins, staff, attempts } = deps;
  const studioOrigins = new Set(config.allowedOrigins);

  const checkedOrigin = (raw: string | undefined): string => {
    if (!raw) throw new HttpError(400, "ORIGIN_MISSING", "The login link needs an origin parameter");
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new HttpError(400, "ORIGIN_INVALID", "The login link's origin is not a URL");
    }
    if (!studioOrigins.has(url.origin)) {
      throw new HttpError(
        400,
        "ORIGIN_NOT_ALLOWED",
        `Will not send a login to ${url.origin}: not a Studio origin`,
      );
    }
    return url.toString();
  };

  const backToStudio = (c: Context<LakeEnv>, origin: string, token: string) => {
    const target = new URL(origin);
    target.hash = `sid=${logins.issue(token)}`;
    return c.redirect(target.toString(), 303);
  };

  api.get("/auth/providers", (c) =>
    c.json({
      providers: [
        {
          name: "embedded",
          title: "Почта и пароль сотрудника",
          url: `${config.publicOrigin}/v1/auth/embedded-login`,
        },
      ],
      thirdPartyLogin: false,
      sso: {},
    }),
  );

  api.get("/auth/embedded-login", (c) => {
    const origin = checkedOrigin(c.req.query("origin"));
    return c.html(loginPage(origin));
  });

  api.post("/auth/embedded-login", limitBody(16 * 1024), async (c) => {
    const form = await c.req.parseBody();
    const origin = checkedOrigin(typeof form.origin === "string" ? form.origin : undefined);
    const address = clientAddress(c);
    if (typeof form.token === "string") {
      // The lake's token is long and random: only the address's count slows a guesser here.
      const wait = attempts.waitMs("", address);
      if (wait > 0) {
        return c.html(
          loginPage(origin, {
            error: `Слишком много неудачных попыток входа. Попробуйте через ${minutes(wait)} мин.`,
          }),
          429,
        );
      }
      if (!tokenMatches(form.token.trim(), config.token)) {
        attempts.failed("", address);
        return c.html(loginPage(origin, { error: "Неверный токен." }), 401);
      }
      return backToStudio(c, origin, config.token);
    }
    const email = typeof form.email === "string" ? form.email.trim().toLowerCase() : "";
    const password = typeof form.password === "string" ? form.password : "";
    const wait = attempts.waitMs(email, address);
    if (wait > 0) {
      c.header("Retry-After", String(Math.ceil(wait / 1000)));
      return c.html(
        loginPage(origin, {
          email,
          error: `Слишком много неудачных попыток входа. Попробуйте через ${minutes(wait)} мин.`,
        }),
        429,
      );
    }
    const user = email && password ? await staff.verifyLogin(email, password) : undefined;
    if (!user) {
      attempts.failed(email, address);
      return c.html(
        loginPage(origin, {
          email,
          error:
            "Неверная почта или пароль. Если вы забыли пароль, попросите администратора отеля задать новый.",
        }),
        401,
      );
    }
    attempts.succeeded(email);
    return backToStudio(c, origin, await staff.issueSession(user.id));
  });

  api.get("/auth/fetch", (c) => {
    const token = logins.redeem(c.req.query("sid") ?? "");
    if (!token) throw unauthorized();
    return c.json({ token });
  });

  api.get("/auth/id", (c) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    return c.json({ id: user.id });
  });

  // The Studio's «Sign out»: the session ends here too (the lake's own token cannot be signed out).
  api.post("/auth/logout", async (c) => {
    const token = bearerToken(c.req.header("authorization"));
    if (token && !tokenMatches(token, config.token)) await staff.revoke(token);
    return c.json({});
  });
}
