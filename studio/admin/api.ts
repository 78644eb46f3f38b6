/**
 * How the manager tools reach the booking engine: through the site's /api/admin, with the
 * Studio user's own token (the route checks who it is and adds the engine's admin key, which never
 * reaches the browser). Errors arrive as `{error: {code, message}}` with a Russian message, shown
 * to the manager as they are. A successful answer is parsed with the contract's schema of it
 * (./contract); one that does not fit fails like an error, PARSING_ERROR, with the hotel client's
 * message.
 */
import { useCallback, useMemo } from "react";
import { useClient } from "sanity";
import useSWR from "swr";
import { apiVersion, siteOrigin } from "../env";
import { answerData, ManagerApiError } from "./answer";
import type { Answer, DataOf } from "./contract";
import { LIVE_REFRESH_MS } from "./live";

type ManagerCall = <S extends Answer>(
  method: "GET" | "POST" | "PUT" | "PATCH",
  path: string,
  answer: S,
  body?: unknown,
) => Promise<DataOf<S>>;

export function useManagerApi(): ManagerCall {
  const client = useClient({ apiVersion });
  return useMemo(() => {
    const token = client.config().token;
    return async <S extends Answer>(
      method: string,
      path: string,
      answer: S,
      body?: unknown,
    ): Promise<DataOf<S>> => {
      let response: Response;
      try {
        response = await fetch(`${siteOrigin()}/api/admin/${path}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch {
        throw new ManagerApiError(
          "FETCH_ERROR",
          `Сайт (${siteOrigin()}) не отвечает: инструменты менеджера работают, когда сайт запущен`,
          0,
        );
      }
      return answerData(response, await response.json().catch(() => null), answer);
    };
  }, [client]) as ManagerCall;
}

/**
 * A file through /api/admin (the bookings' CSV): fetched with the Studio user's token, then handed
 * to the browser as a download under the name the engine gave it (Content-Disposition). A refusal
 * is the engine's JSON error, thrown as ManagerApiError like any call's.
 */
export function useManagerDownload(): (path: string, fallbackName: string) => Promise<string> {
  const client = useClient({ apiVersion });
  return useCallback(
    async (path: string, fallbackName: string) => {
      const token = client.config().token;
      let response: Response;
      try {
        response = await fetch(`${siteOrigin()}/api/admin/${path}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      } catch {
        throw new ManagerApiError("FETCH_ERROR", `Сайт (${siteOrigin()}) не отвечает`, 0);
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          error?: { code?: string; message?: string };
        } | null;
        throw new ManagerApiError(
          body?.error?.code ?? String(response.status),
          body?.error?.message ?? `Ошибка ${response.status}`,
          response.status,
        );
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return name;
    },
    [client],
  );
}

/** What a failure says to the manager: the engine's Russian message, or the thrown value. */
export const messageOf = (failure: unknown): string =>
  failure instanceof Error ? failure.message : String(failure);

/** The cache key of a GET through /api/admin (SWR's cache is the Studio's one, shared by the tools). */
export const managerKey = (path: string): string => `manager:${path}`;

/**
 * A GET through /api/admin kept in SWR's cache: asked on mount, again when `path` changes and on
 * `reload()`; while `path` changes, the previous answer stays shown until the new one comes. `live`
 * asks again every LIVE_REFRESH_MS while the Studio's tab is visible (paused while hidden) and on
 * coming back to it. A failed call keeps the last answer beside the error. `dataPath` tells which
 * path the answer shown is of.
 */
export function useManagerGet<S extends Answer>(
  path: string,
  answer: S,
  { live = false, enabled = true }: { live?: boolean; enabled?: boolean } = {},
): { data?: DataOf<S>; dataPath?: string; error?: string; reload: () => Promise<void> } {
  const call = useManagerApi();
  const { data, error, mutate } = useSWR(
    // Not asked at all for a user whose role has no access (an editor's tool menu).
    enabled ? managerKey(path) : null,
    async () => ({ path, data: await call("GET", path, answer) }),
    {
      refreshInterval: live ? LIVE_REFRESH_MS : 0,
      refreshWhenHidden: false,
      revalidateOnFocus: live,
      revalidateOnReconnect: live,
      keepPreviousData: true,
      shouldRetryOnError: false,
    },
  );
  const reload = useCallback(async () => void (await mutate()), [mutate]);
  return {
    data: data?.data,
    // Which path the shown answer is of: while a new path loads, the previous path's.
    dataPath: data?.path,
    error: error === undefined ? undefined : messageOf(error),
    reload,
  };
}
