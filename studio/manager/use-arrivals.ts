/**
 * Which items of a live list arrived while the tool was open (`arrivals`, ./live), kept marked for
 * the session until the manager opens them (`opened`). Each query (filters, search) has its own
 * history, so a new search marks nothing; coming back to a query marks what came meanwhile.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { arrivals, type Dated, type Seen } from "./live";

export function useArrivals(
  query: string | undefined,
  items: readonly Dated[] | undefined,
): { fresh: ReadonlySet<string>; opened: (id: string) => void } {
  const seenByQuery = useRef(new Map<string, Seen>());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (query === undefined || !items) return;
    const { seen, arrived } = arrivals(seenByQuery.current.get(query), items);
    seenByQuery.current.set(query, seen);
    if (arrived.length > 0) setFresh((previous) => new Set([...previous, ...arrived]));
  }, [query, items]);
  const opened = useCallback(
    (id: string) =>
      setFresh((previous) => {
        if (!previous.has(id)) return previous;
        const next = new Set(previous);
        next.delete(id);
        return next;
      }),
    [],
  );
  return { fresh, opened };
}
