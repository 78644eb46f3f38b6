"use client";
/**
 * The summary's figures for a draft, with the engine's prices fetched through the site's routes:
 * the search for the stay (shared through SWR's cache with any other part of the page asking the
 * same) and the extras catalogue.
 */
import useSWR from "swr";
import { parseUrlDate } from "@rules/dates";
import type { TransferType } from "@rules/money";
import { bookingApi, SWR_OPTIONS, swrFetcher, type Availability, type BookingApiError } from "../api";
import type { BookingDraft } from "../draft";
import { summaryFigures, type CatalogueExtra, type SummaryFigures } from "./figures";

export const EXTRAS_PATH = "/api/booking/extras";

/** The SWR key of the engine's search for the draft's stay (shared with the room page's rates). */
export function staySearch(draft: BookingDraft): { key: [string, string]; body: unknown } | undefined {
  const arrival = parseUrlDate(draft.arrival_date);
  const departure = parseUrlDate(draft.departure_date);
  if (!arrival || !departure || draft.choices.length === 0) return undefined;
  const body = {
    arrival,
    departure,
    rooms: draft.choices.map(({ adults, children }) => ({ adults, children })),
  };
  return { key: ["/api/booking/search", JSON.stringify(body)], body };
}

export function useSummaryFigures(
  draft: BookingDraft,
  transfer?: TransferType | null,
): { figures: SummaryFigures; searchError: BookingApiError | undefined; searching: boolean } {
  const stay = staySearch(draft);
  const search = useSWR<Availability, BookingApiError>(
    stay ? stay.key : null,
    () => bookingApi<Availability>("/api/booking/search", { body: stay?.body }),
    SWR_OPTIONS,
  );
  // Asked for only when something is priced from it: most stays have no extras or transfer, and
  // the data step then renders once less.
  const needsCatalogue = (draft.extras?.length ?? 0) > 0 || Boolean(transfer ?? draft.transfer?.type);
  const catalogue = useSWR<CatalogueExtra[], BookingApiError>(
    needsCatalogue ? EXTRAS_PATH : null,
    swrFetcher,
    SWR_OPTIONS,
  );
  return {
    figures: summaryFigures({ draft, availability: search.data, catalogue: catalogue.data, transfer }),
    searchError: search.error,
    searching: search.isLoading,
  };
}
