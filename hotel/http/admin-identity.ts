/**
 * Who is behind a manager call. Only a holder of the admin key reaches /v1/admin, and the one
 * holder that serves people is the site's admin route (web/app/api/admin), which checks the
 * Studio user first and passes them on in `X-Manager-Id` and `X-Manager-Name` (each
 * percent-encoded UTF-8, as header values are ASCII). A call with the key and no user — a script,
 * curl — is recorded as the key's own.
 */
import type { Context } from "hono";
import { ADMIN_KEY_MANAGER, type Manager } from "../domain/admin/audit";

const MAX_LENGTH = 200;

function header(c: Context, name: string): string | undefined {
  const raw = c.req.header(name);
  if (!raw) return undefined;
  try {
    const value = decodeURIComponent(raw).trim();
    return value ? value.slice(0, MAX_LENGTH) : undefined;
  } catch {
    return undefined;
  }
}

export function managerOf(c: Context): Manager {
  const id = header(c, "x-manager-id");
  if (!id) return ADMIN_KEY_MANAGER;
  return { id, name: header(c, "x-manager-name") ?? id };
}
