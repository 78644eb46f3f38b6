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

export { SERVICE_IDS } from "../../scripts/seed-content/service-ids";
