/**
 * Limits that the API contract (hotel/http/schemas) and the domain's rules (hotel/domain) both
 * state: beside the layers, in none of them, and importing nothing, so that the contract (and the
 * site's client through it) reaches no storage to read a number (docs/architecture.md, «The module
 * graph»).
 */

/** Range changes of the price grid saved together. */
export const MAX_CHANGES_PER_SAVE = 20;
