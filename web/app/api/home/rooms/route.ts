/**
 * GET /api/home/rooms — the home page's room categories as its tabs show them (RoomCard[]), for
 * the tabs the page does not carry: the page sends the first category's card and only the names
 * of the others, and the tabs fetch the rest from here as the section nears the screen
 * (docs/site.md#home-page). Prerendered from the same content and prices as the page, and
 * revalidated with it: a publish or a price change expires both.
 */
import { getHomeData } from "@web/features/content/pages";
import { bodyLimited } from "@web/lib/request-body";

export const dynamic = "force-static";

export const GET = bodyLimited(async (): Promise<Response> => {
  const { rooms } = await getHomeData();
  return Response.json({ rooms });
});
