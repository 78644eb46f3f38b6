/**
 * Runs before a page is rendered, so that the pages themselves stay static.
 *
 * Room pages (content.md §2, booking.md §2): `arrival-date`, `departure-date` (dd.MM.yyyy) and
 * `guests` (exactly one room) are optional, but when given they must be valid; otherwise the
 * guest goes to /error. The rules are the shared ones of rules/search.ts.
 */
import { NextResponse, type NextRequest } from "next/server";
import { hotelToday } from "@rules/dates";
import { resolveSearchQuery, SEARCH_PARAMS } from "@rules/search";

export function roomQueryIsValid(params: URLSearchParams, today: string): boolean {
  const present = [SEARCH_PARAMS.arrival, SEARCH_PARAMS.departure, SEARCH_PARAMS.guests].some((name) =>
    params.has(name),
  );
  if (!present) return true;
  const result = resolveSearchQuery(
    {
      [SEARCH_PARAMS.arrival]: params.get(SEARCH_PARAMS.arrival),
      [SEARCH_PARAMS.departure]: params.get(SEARCH_PARAMS.departure),
      [SEARCH_PARAMS.guests]: params.get(SEARCH_PARAMS.guests),
    },
    today,
    { singleRoom: true },
  );
  return result.ok;
}

export function proxy(request: NextRequest) {
  if (!roomQueryIsValid(request.nextUrl.searchParams, hotelToday())) {
    return NextResponse.redirect(new URL("/error", request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: "/rooms/:roomId",
};
