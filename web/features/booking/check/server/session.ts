import "server-only";
/**
 * The manage routes' side of the booking-check session (docs/booking-journey-check.md «Session»):
 * reading, setting and forgetting the httpOnly cookie, and running an engine call with it.
 */
import { cookies, headers } from "next/headers";
import { HotelApiError, type HotelClient } from "@hotel/client";
import { engine, engineFailure, errorResponse } from "@web/features/booking/server/respond";
import { check } from "@web/messages/check";
import {
  MANAGE_COOKIE,
  MANAGE_COOKIE_PATH,
  cookieMaxAge,
  decodeManageCookie,
  encodeManageCookie,
  isSecureRequest,
  type ManageCookie,
} from "../session-cookie";

export const SESSION_EXPIRED_CODE = "MANAGE_SESSION_EXPIRED";
/** Russian, as every route answers; the check pages tell it by its code in the page's language. */
export const SESSION_EXPIRED_MESSAGE = check.ru.errors.MANAGE_SESSION_EXPIRED;

export function sessionExpired(): Response {
  return errorResponse(401, SESSION_EXPIRED_CODE, SESSION_EXPIRED_MESSAGE);
}

export async function readManageSession(): Promise<ManageCookie | undefined> {
  return decodeManageCookie((await cookies()).get(MANAGE_COOKIE)?.value);
}

export async function keepManageSession(
  request: Request,
  session: ManageCookie & { expiresAt: Date },
): Promise<void> {
  (await cookies()).set(MANAGE_COOKIE, encodeManageCookie(session), {
    httpOnly: true,
    sameSite: "lax",
    path: MANAGE_COOKIE_PATH,
    secure: isSecureRequest(request.url, (await headers()).get("x-forwarded-proto")),
    maxAge: cookieMaxAge(session.expiresAt),
  });
}

export async function forgetManageSession(): Promise<void> {
  (await cookies()).delete({ name: MANAGE_COOKIE, path: MANAGE_COOKIE_PATH });
}

/**
 * Runs an engine call about the session's booking and answers `{ data }`. No cookie, or a token the
 * engine no longer accepts, answers 401 MANAGE_SESSION_EXPIRED (and forgets the cookie).
 */
export async function manageRespond<T>(
  work: (hotel: HotelClient, session: ManageCookie) => Promise<T>,
): Promise<Response> {
  const session = await readManageSession();
  if (!session) return sessionExpired();
  try {
    const data = await work(await engine(), session);
    return Response.json({ data }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof HotelApiError && error.code === "MANAGE_TOKEN_INVALID") {
      await forgetManageSession();
      return sessionExpired();
    }
    return engineFailure(error);
  }
}
