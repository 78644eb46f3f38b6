/**
 * Limits that the API contract (hotel/http/schemas), the domain's rules (hotel/domain) and the
 * Studio's forms (studio/admin) all state: beside the layers, in none of them, and importing
 * nothing, so that the contract (and the site's client through it) reaches no storage to read a
 * number (docs/architecture.md, «The module graph»).
 */

/** Range changes of the price grid saved together. */
export const MAX_CHANGES_PER_SAVE = 20;

/** The dates of one price change: two years, counting both ends (a leap year included). */
export const MAX_PRICE_RANGE_DAYS = 731;
