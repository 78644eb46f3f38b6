/**
 * Runs before a page is rendered, so that the pages themselves stay static.
 *
 * Room pages (docs/site.md#rooms): `arrival-date`, `departure-date` (dd.MM.yyyy) and
 * `guests` (exactly one room) are optional, but when given they must be valid; otherwise the
 * guest goes to /error. The rules are the shared ones of rules/search.ts.
 */
import { NextResponse, type NextRequest } from "next/server";
import { hotelToday } from "@rules/dates";
import { repeatedSearchParam, resolveRoomPageQuery, SEARCH_PARAMS } from "@rules/search";
import { localizedHref, splitLanguage } from "@web/i18n/paths";

const ROOM_QUERY = [SEARCH_PARAMS.arrival, SEARCH_PARAMS.departure, SEARCH_PARAMS.guests];

export function roomQueryIsValid(params: URLSearchParams, today: string): boolean {
  const present = ROOM_QUERY.some((name) => params.has(name));
  if (!present) return true;
  // A repeated parameter is invalid (docs/booking-journey.md#query-parameters), not its first value.
  if (repeatedSearchParam(params, ROOM_QUERY)) return false;
  return resolveRoomPageQuery(params, today).ok;
}

export function proxy(request: NextRequest) {
  if (!roomQueryIsValid(request.nextUrl.searchParams, hotelToday())) {
    // The error page in the room page's language: /en/rooms/… goes to /en/error.
    const { language } = splitLanguage(request.nextUrl.pathname);
    return NextResponse.redirect(new URL(localizedHref("/error", language), request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/rooms/:roomId", "/en/rooms/:roomId"],
};
