/**
 * Marks the answer of a request that changed what pages show (a publish's revalidation, a saved
 * price): the platform's page cache drops every kept page when it sees the mark, and takes it off
 * the answer (platform/page-cache.ts, docs/performance.md#page-cache). Only such answers carry it:
 * any other request, a POST included, leaves the kept pages as they are.
 */
import { PAGES_CHANGED_HEADER } from "@platform/page-cache";

export function pagesChanged(response: Response): Response {
  response.headers.set(PAGES_CHANGED_HEADER, "1");
  return response;
}
