/**
 * /api/admin/<path>: the Studio's manager tools reach the booking engine's manager endpoints
 * here, never directly — the admin key stays on the server (web/features/admin/route.ts).
 */
import { forward, preflight } from "@web/features/admin/route";
import { bodyLimited } from "@web/lib/request-body";

type Context = { params: Promise<{ path: string[] }> };

const handle = bodyLimited(async (request: Request, context: Context) =>
  forward(request, (await context.params).path),
);

export const GET = handle;
export const POST = handle;
export const PATCH = handle;

export const OPTIONS = bodyLimited((request: Request): Response => {
  return preflight(request);
});
