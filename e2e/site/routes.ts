/** The content routes the site pages answer (docs/site.md#routes). */
export const CONTENT_ROUTES = [
  "/",
  "/rooms",
  "/rooms/1",
  "/services",
  "/services/spa",
  "/services/transfer",
  "/services/conference",
  "/services/facial-massage",
  "/offers",
  "/offers/feast",
  "/offers/breakfast",
  "/offers/castle-meal",
  "/castle-meal",
  "/restaurant",
  "/restaurant/1",
  "/restaurantdetails",
  "/car",
  "/gallery",
  "/contacts",
  "/aboutus",
  "/reviews",
  "/brand",
  "/awards",
  "/error",
] as const;

import { SERVICE_IDS } from "../../scripts/seed-content/service-ids";

export { SERVICE_IDS };

/**
 * Every page a guest can open, each id of every route pattern: the content routes, the six room
 * categories, the 31 services and the three documents. A long word in one spa procedure's title
 * breaks the narrowest phone's layout where the sample route does not.
 */
export const EVERY_PAGE: readonly string[] = [
  ...new Set([
    ...CONTENT_ROUTES,
    ...[1, 2, 3, 4, 5, 6].map((id) => `/rooms/${id}`),
    ...SERVICE_IDS.map((id) => `/services/${id}`),
    ...["booking-rules", "personal-data", "privacy"].map((id) => `/documents/${id}`),
  ]),
];
