/**
 * The site's way to the engine's manager endpoints (/v1/admin/*), for the Studio's tools behind
 * web/app/api/admin. Server side only: it adds HOTEL_ADMIN_KEY, which never reaches a browser,
 * and the manager the site checked (X-Manager-Id, X-Manager-Name), whom the engine records with
 * every change. The engine's answer (status and JSON) is handed back as it is; a CSV file
 * (the bookings list for Excel) as its text with its content type and file name.
 */
import "server-only";
import { env } from "../../platform/env";

export interface ManagerIdentity {
  id: string;
  name: string;
}

export interface AdminCall {
  method: string;
  /** Below /v1/admin/, e.g. `price-grid` or `reservations/<id>/cancel`. */
  path: string;
  /** The query string as received (`?from=…`), or empty. */
  search: string;
  /** The JSON body as text, for methods that carry one. */
  body?: string | undefined;
  manager: ManagerIdentity;
}

export interface AdminAnswer {
  status: number;
  json: unknown;
  /** A successful answer that is a file (text/csv), not JSON: its text and headers as they came. */
  file?: { text: string; contentType: string; disposition: string | null } | undefined;
}

/** Path segments the engine's admin routes use: no dots-only segments, no encoded slashes. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

export function isAdminPath(path: string): boolean {
  const segments = path.split("/");
  return segments.length > 0 && segments.length <= 6 && segments.every((segment) => SEGMENT.test(segment));
}

export async function callAdmin(
  call: AdminCall,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<AdminAnswer> {
  const config = env();
  if (!config.HOTEL_API_URL || !config.HOTEL_ADMIN_KEY) {
    return {
      status: 503,
      json: {
        error: {
          code: "ENGINE_UNCONFIGURED",
          message:
            "Не настроен адрес или ключ менеджера системы бронирования (HOTEL_API_URL, HOTEL_ADMIN_KEY)",
        },
      },
    };
  }
  if (!isAdminPath(call.path)) {
    return { status: 404, json: { error: { code: "NOT_FOUND", message: "Такого адреса нет" } } };
  }
  const headers: Record<string, string> = {
    "x-api-key": config.HOTEL_ADMIN_KEY,
    "x-manager-id": encodeURIComponent(call.manager.id),
    "x-manager-name": encodeURIComponent(call.manager.name),
    accept: "application/json, text/csv",
  };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  const base = config.HOTEL_API_URL.replace(/\/$/, "");
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${base}/admin/${call.path}${call.search}`, {
      method: call.method,
      headers,
      body: call.body,
      cache: "no-store",
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch {
    return {
      status: 503,
      json: {
        error: { code: "FETCH_ERROR", message: "Система бронирования недоступна. Попробуйте через минуту." },
      },
    };
  }
  const contentType = response.headers.get("content-type") ?? "";
  if (response.ok && contentType.startsWith("text/csv")) {
    // A byte-order mark is part of the file (Excel reads Cyrillic by it): kept, not decoded away.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    return {
      status: response.status,
      json: null,
      file: { text, contentType, disposition: response.headers.get("content-disposition") },
    };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return {
      status: 502,
      json: { error: { code: "PARSING_ERROR", message: "Система бронирования ответила не JSON" } },
    };
  }
  return { status: response.status, json };
}
