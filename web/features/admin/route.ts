import "server-only";
/**
 * The admin route (`/api/admin/<path>` → the engine's `/v1/admin/<path>`) for the Studio's
 * tools (docs/studio-tools.md#the-admin-route):
 *
 *  1. CORS: only the Studio's origins (a preflight from elsewhere gets 403, and so does a call);
 *  2. the Studio user: the bearer token is checked with the content source (studio-user.ts);
 *     none or a bad one → 401 JSON, a user without a manager role → 403;
 *  3. the call goes to the engine with the admin key (which stays on this server) and the user as
 *     the manager the engine records with the change;
 *  4. only the calls the tools make pass (TOOL_CALLS), anything else is 404;
 *  5. after saved or undone price changes, the site's cached room prices are expired, so the
 *     rooms' «от … ₽» and the calendars follow at once.
 */
import { revalidateTag } from "next/cache";
import { callAdmin } from "@hotel/client/admin";
import { ENGINE_ROOMS_TAG } from "@web/lib/engine-cache";
import { pagesChanged } from "@web/lib/pages-changed";
import { allowedOrigins, checkStudioUser } from "./config";

const ALLOWED_METHODS = "GET, POST, PATCH, OPTIONS";
const MAX_BODY_CHARS = 64 * 1024;

function corsHeaders(origin: string | null): Record<string, string> {
  if (!origin || !allowedOrigins().has(origin)) return { vary: "Origin" };
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": ALLOWED_METHODS,
    "access-control-allow-headers": "authorization, content-type",
    // The CSV file's name, which the tool gives the download.
    "access-control-expose-headers": "content-disposition",
    "access-control-max-age": "600",
    vary: "Origin",
  };
}

function json(status: number, body: unknown, origin: string | null): Response {
  return Response.json(body, { status, headers: { ...corsHeaders(origin), "cache-control": "no-store" } });
}

const failure = (code: string, message: string) => ({ error: { code, message } });

/**
 * The calls the Studio's tools make, and only those: a Studio user reaches no other manager call
 * of the engine (a rate's cancellation terms, the bulk price call, the outbox stay with the API's
 * key holders).
 */
const TOOL_CALLS: readonly { method: string; path: RegExp }[] = [
  { method: "GET", path: /^room-types$/ },
  { method: "GET", path: /^price-grid$/ },
  { method: "POST", path: /^prices\/(preview|changes|undo)$/ },
  { method: "GET", path: /^actions$/ },
  { method: "GET", path: /^reservations$/ },
  { method: "GET", path: /^reservations\.csv$/ },
  { method: "GET", path: /^reservations\/[^/]+\/card$/ },
  { method: "POST", path: /^reservations\/[^/]+\/(cancel|resend-confirmation|notes|change|change\/quote)$/ },
  { method: "GET", path: /^guest-requests$/ },
  { method: "PATCH", path: /^guest-requests\/[^/]+$/ },
];

const isToolCall = (method: string, path: string) =>
  TOOL_CALLS.some((call) => call.method === method && call.path.test(path));

/** Saved changes that move what guests see of prices and availability (a preview saves nothing). */
function changesPrices(method: string, path: string): boolean {
  return method === "POST" && (path === "prices/changes" || path === "prices/undo");
}

export function preflight(request: Request): Response {
  const origin = request.headers.get("origin");
  if (!origin || !allowedOrigins().has(origin)) {
    return json(
      403,
      failure("ORIGIN_NOT_ALLOWED", "Этот адрес не может обращаться к инструментам менеджера"),
      origin,
    );
  }
  return new Response(null, { status: 204, headers: corsHeaders(origin) });
}

export async function forward(request: Request, segments: readonly string[]): Promise<Response> {
  const origin = request.headers.get("origin");
  // A page of another site in the manager's browser: refused before anything else is read.
  if (origin && !allowedOrigins().has(origin)) {
    return json(
      403,
      failure("ORIGIN_NOT_ALLOWED", "Этот адрес не может обращаться к инструментам менеджера"),
      origin,
    );
  }
  const check = await checkStudioUser(request.headers.get("authorization"));
  if (!check.ok) return json(check.status, failure(check.code, check.message), origin);

  let body: string | undefined;
  if (request.method !== "GET" && request.method !== "DELETE") {
    body = await request.text();
    if (body.length > MAX_BODY_CHARS) {
      return json(413, failure("PAYLOAD_TOO_LARGE", "Слишком большой запрос"), origin);
    }
    if (body === "") body = undefined;
  }
  const path = segments.join("/");
  if (!isToolCall(request.method, path)) {
    return json(404, failure("NOT_FOUND", "Такого действия у инструментов менеджера нет"), origin);
  }
  const answer = await callAdmin({
    method: request.method,
    path,
    search: new URL(request.url).search,
    body,
    manager: check.user,
  });
  if (answer.file) {
    return new Response(answer.file.text, {
      status: answer.status,
      headers: {
        ...corsHeaders(origin),
        "content-type": answer.file.contentType,
        ...(answer.file.disposition ? { "content-disposition": answer.file.disposition } : {}),
        "cache-control": "no-store",
      },
    });
  }
  if (answer.status < 300 && changesPrices(request.method, path)) {
    revalidateTag(ENGINE_ROOMS_TAG, { expire: 0 });
    return pagesChanged(json(answer.status, answer.json, origin));
  }
  return json(answer.status, answer.json, origin);
}
