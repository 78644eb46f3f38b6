/**
 * The month the price tool shows and its grid from the engine (`GET price-grid`): asked when the
 * month changes and on `reload()`. A failed reload keeps the grid it had beside the error. The
 * month is the tool's URL state (/prices/2027-03), so a reload or a shared link opens the same
 * month; a month outside today … the horizon goes back to today's.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "sanity/router";
import type { IsoDate } from "../../../rules/dates";
import { useManagerApi } from "../api";
import { monthOf, monthRange } from "./month";
import { PriceGridResponse, type Grid } from "../contract";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface PriceGrid {
  /** `YYYY-MM`; undefined until the first grid says which month the hotel's today is in. */
  month: string | undefined;
  setMonth: (month: string, replace?: boolean) => void;
  grid: Grid | undefined;
  loadError: string | undefined;
  reload: () => void;
}

/** `onLoaded` runs with every grid that arrives, in the same render as the grid. */
export function usePriceGrid(onLoaded: (grid: Grid) => void): PriceGrid {
  const call = useManagerApi();
  const router = useRouter();
  const routed = typeof router.state.month === "string" ? router.state.month : undefined;
  const month = routed && MONTH.test(routed) ? routed : undefined;
  const setMonth = useCallback(
    (next: string, replace = false) => router.navigate({ month: next }, { replace }),
    [router],
  );
  const [grid, setGrid] = useState<Grid | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const loaded = useRef(onLoaded);
  useEffect(() => {
    loaded.current = onLoaded;
  });

  useEffect(() => {
    let current = true;
    // Without a month yet: the month of today in UTC (the browser's clock, not its zone), which
    // the answer's `today`, the hotel's date, then corrects. The current month starts at today:
    // past nights cannot be changed.
    const browserToday = new Date().toISOString().slice(0, 10) as IsoDate;
    const thisMonth = monthOf(grid?.today ?? browserToday);
    // A past month (an old link) cannot be changed: today's instead.
    if (month && month < thisMonth) {
      setMonth(thisMonth, true);
      return;
    }
    const wanted = month ?? thisMonth;
    const { from, to } = monthRange(wanted, grid?.today ?? browserToday);
    call("GET", `price-grid?from=${from}&to=${to}`, PriceGridResponse).then(
      (data) => {
        if (!current) return;
        setGrid(data);
        setLoadError(undefined);
        if (!month) setMonth(monthOf(data.today), true);
        loaded.current(data);
      },
      (error: unknown) => {
        if (!current) return;
        // A month from an old link past the horizon or before today: back to today's.
        if (month && month !== thisMonth) {
          setMonth(thisMonth, true);
          return;
        }
        setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
    // The grid's own `today` is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, month, reloads]);

  return { month, setMonth, grid, loadError, reload };
}
