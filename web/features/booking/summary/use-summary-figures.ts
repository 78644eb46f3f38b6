"use client";
/**
 * The summary's figures for a draft, with the engine's prices fetched through the site's routes:
 * the search for the stay (shared through SWR's cache with any other part of the page asking the
 * same) and the extras catalogue.
 */
import useSWR, { type ScopedMutator } from "swr";
import { parseUrlDate } from "@rules/dates";
import type { TransferType } from "@rules/money";
import { bookingApi, SWR_OPTIONS, swrFetcher, type Availability, type BookingApiError } from "../api";
import type { BookingDraft } from "../draft";
import { summaryFigures, type CatalogueExtra, type SummaryFigures } from "./figures";

const EXTRAS_PATH = "/api/booking/extras";

/**
 * The engine's extras catalogue (GET /api/booking/extras), asked for when `wanted`: one SWR key
 * and fetcher for every part of the page that prices from it (the summary, the guest form's
 * transfer prices), so they share one answer and one request.
 */
export function useExtrasCatalogue(wanted: boolean) {
  return useSWR<CatalogueExtra[], BookingApiError>(wanted ? EXTRAS_PATH : null, swrFetcher, SWR_OPTIONS);
}

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

/** Searches this page made itself a moment ago, by key, with the time they were answered. */
const primed = new Map<string, number>();
const PRIMED_FRESH_MS = 30_000;

/**
 * Gives the summary the engine's answer the page already has (the data step prices a room page's
 * rate on arrival): the summary shows it at once and does not ask the same again on mount, which
 * would render the whole step a second time for the same figures.
 */
export function primeStaySearch(
  mutate: ScopedMutator,
  draft: BookingDraft,
  availability: Availability,
): void {
  const stay = staySearch(draft);
  if (!stay) return;
  primed.set(stay.key[1], Date.now());
  void mutate(stay.key, availability, { revalidate: false });
}

function primedJustNow(key: string): boolean {
  const at = primed.get(key);
  return at !== undefined && Date.now() - at < PRIMED_FRESH_MS;
}

export function useSummaryFigures(
  draft: BookingDraft,
  transfer?: TransferType | null,
): {
  figures: SummaryFigures;
  searchError: BookingApiError | undefined;
  /** The engine's search or catalogue is being asked for the first time. */
  searching: boolean;
} {
  const stay = staySearch(draft);
  const search = useSWR<Availability, BookingApiError>(
    stay ? stay.key : null,
    () => bookingApi<Availability>("/api/booking/search", { body: stay?.body }),
    // SWR reads this on mount and when the key changes: only the answer primed for this key is kept.
    { ...SWR_OPTIONS, revalidateOnMount: !(stay && primedJustNow(stay.key[1])) },
  );
  // Subscribed to only when something is priced from it: most stays have no extras or transfer,
  // and the data step then does not render again when the catalogue arrives (the guest form's
  // transfer block asks for it on its own, sharing the answer).
  const needsCatalogue = (draft.extras?.length ?? 0) > 0 || Boolean(transfer ?? draft.transfer?.type);
  const catalogue = useExtrasCatalogue(needsCatalogue);
  return {
    figures: summaryFigures({ draft, availability: search.data, catalogue: catalogue.data, transfer }),
    searchError: search.error,
    searching: search.isLoading || catalogue.isLoading,
  };
}
