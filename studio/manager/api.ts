/**
 * How the manager tools reach the booking engine: through the site's /api/manager, with the
 * Studio user's own token (the route checks who it is and adds the engine's admin key, which never
 * reaches the browser). Errors arrive as `{error: {code, message}}` with a Russian message, shown
 * to the manager as they are.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useClient } from "sanity";
import { apiVersion, siteOrigin } from "../env";

export class ManagerApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ManagerApiError";
  }
}

export type ManagerCall = <T>(
  method: "GET" | "POST" | "PUT" | "PATCH",
  path: string,
  body?: unknown,
) => Promise<T>;

export function useManagerApi(): ManagerCall {
  const client = useClient({ apiVersion });
  return useMemo(() => {
    const token = client.config().token;
    return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      let response: Response;
      try {
        response = await fetch(`${siteOrigin()}/api/manager/${path}`, {
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
      const json = (await response.json().catch(() => null)) as {
        data?: T;
        error?: { code?: string; message?: string };
      } | null;
      if (!response.ok || !json || json.data === undefined) {
        throw new ManagerApiError(
          json?.error?.code ?? String(response.status),
          json?.error?.message ?? `Ошибка ${response.status}`,
          response.status,
        );
      }
      return json.data;
    };
  }, [client]) as ManagerCall;
}

/** What a failure says to the manager: the engine's Russian message, or the thrown value. */
export const messageOf = (failure: unknown): string =>
  failure instanceof Error ? failure.message : String(failure);

/**
 * A GET through /api/manager kept in state: asked on mount, again when `path` changes and on
 * `reload()`. A failed reload keeps the last answer beside the error.
 */
export function useManagerGet<T>(path: string): { data?: T; error?: string; reload: () => void } {
  const call = useManagerApi();
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let current = true;
    call<T>("GET", path).then(
      (data) => current && setState({ data }),
      (failure: unknown) =>
        current && setState((previous) => ({ data: previous.data, error: messageOf(failure) })),
    );
    return () => {
      current = false;
    };
  }, [call, path, reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { ...state, reload };
}
