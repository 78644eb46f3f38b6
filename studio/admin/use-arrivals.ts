/**
 * Which items of a live list arrived while the Studio was open (`arrivals`, ./live), kept marked
 * for the browser tab's session until the manager opens them (`opened`). Each query (filters,
 * search) has its own history, so a new search marks nothing; coming back to a query, or to the
 * tool from another, marks what came meanwhile.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { arrivals, type Dated, type Seen } from "./live";

/** Per tool (`scope`), for the tab's session: what each query has shown, and what is marked. */
interface Session {
  seen: Map<string, Seen>;
  fresh: ReadonlySet<string>;
  listeners: Set<() => void>;
}
const sessions = new Map<string, Session>();

function session(scope: string): Session {
  let found = sessions.get(scope);
  if (!found) sessions.set(scope, (found = { seen: new Map(), fresh: new Set(), listeners: new Set() }));
  return found;
}

function mark(scope: string, change: (previous: ReadonlySet<string>) => ReadonlySet<string>): void {
  const current = session(scope);
  const next = change(current.fresh);
  if (next === current.fresh) return;
  current.fresh = next;
  for (const listener of current.listeners) listener();
}

export function useArrivals(
  scope: string,
  query: string | undefined,
  items: readonly Dated[] | undefined,
): { fresh: ReadonlySet<string>; opened: (id: string) => void } {
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = session(scope);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    [scope],
  );
  const fresh = useSyncExternalStore(subscribe, () => session(scope).fresh);
  useEffect(() => {
    if (query === undefined || !items) return;
    const { seen: byQuery } = session(scope);
    const { seen, arrived } = arrivals(byQuery.get(query), items);
    byQuery.set(query, seen);
    if (arrived.length > 0) mark(scope, (previous) => new Set([...previous, ...arrived]));
  }, [scope, query, items]);
  const opened = useCallback(
    (id: string) =>
      mark(scope, (previous) => {
        if (!previous.has(id)) return previous;
        const next = new Set(previous);
        next.delete(id);
        return next;
      }),
    [scope],
  );
  return { fresh, opened };
}
