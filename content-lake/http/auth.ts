/**
 * Logging the Studio in. The lake has one credential, the token printed at start. The Studio
 * takes it from its URL (`#token=…`), or through the login screen: the lake offers one login
 * provider whose page asks for the token and sends the browser back to the Studio with a
 * one-time session id, which the Studio exchanges for the token at `/auth/fetch` (Sanity's
 * own login flow). Only the Studio's origins may be sent back to.
 */
import type { Hono } from "hono";
import { HttpError, unauthorized } from "../errors";
import { newRevisionId } from "../store/ids";
import type { LakeAppDependencies } from "./deps";
import { bearerToken, limitBody, tokenMatches, type LakeEnv } from "./common";

const SESSION_TTL_MS = 60_000;

/** One-time session ids issued by the login form, each good for one exchange within a minute. */
export class LoginSessions {
  private readonly sessions = new Map<string, number>();

  issue(): string {
    const now = Date.now();
    for (const [id, expires] of this.sessions) if (expires < now) this.sessions.delete(id);
    const id = newRevisionId() + newRevisionId();
    this.sessions.set(id, now + SESSION_TTL_MS);
    return id;
  }

  redeem(id: string): boolean {
    const expires = this.sessions.get(id);
    this.sessions.delete(id);
    return expires !== undefined && expires >= Date.now();
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function loginPage(origin: string, error?: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Вход в Studio</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}
input{width:100%;font:inherit;padding:.5rem;box-sizing:border-box}button{font:inherit;padding:.5rem 1rem;margin-top:1rem}
.error{color:#b00020}</style></head>
<body><h1>Вход в Studio</h1>
<p>Введите токен встроенного хранилища контента. Его печатает <code>npm start</code> (или <code>npm run studio</code>) при запуске; он же лежит в <code>.data/secrets.json</code> (<code>contentLakeToken</code>).</p>
${error ? `<p class="error">${escapeHtml(error)}</p>` : ""}
<form method="post"><input type="hidden" name="origin" value="${escapeHtml(origin)}">
<label for="token">Токен</label><input id="token" name="token" type="password" autocomplete="off" required autofocus>
<button type="submit">Войти</button></form></body></html>`;
}

export function registerAuthRoutes(api: Hono<LakeEnv>, deps: LakeAppDependencies): void {
  const { config, logins } = deps;
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

  api.get("/auth/providers", (c) =>
    c.json({
      providers: [
        {
          name: "embedded",
          title: "Токен встроенного хранилища",
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
    const token = typeof form.token === "string" ? form.token.trim() : "";
    if (!tokenMatches(token, config.token)) return c.html(loginPage(origin, "Неверный токен."), 401);
    const target = new URL(origin);
    target.hash = `sid=${logins.issue()}`;
    return c.redirect(target.toString(), 303);
  });

  api.get("/auth/fetch", (c) => {
    const sid = c.req.query("sid") ?? "";
    if (!logins.redeem(sid)) throw unauthorized();
    return c.json({ token: config.token });
  });

  api.get("/auth/id", (c) => {
    if (!tokenMatches(bearerToken(c.req.header("authorization")), config.token)) throw unauthorized();
    return c.json({ id: config.user.id });
  });

  api.post("/auth/logout", (c) => c.json({}));
}
