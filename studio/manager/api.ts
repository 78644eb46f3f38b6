/**
 * How the manager tools reach the booking engine: through the site's /api/manager, with the
 * Studio user's own token (the route checks who it is and adds the engine's admin key, which never
 * reaches the browser). Errors arrive as `{error: {code, message}}` with a Russian message, shown
 * to the manager as they are. A successful answer is parsed with the contract's schema of it
 * (./contract); one that does not fit fails like an error, PARSING_ERROR, with the hotel client's
 * message.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useClient } from "sanity";
import { apiVersion, siteOrigin } from "../env";
import { answerData, ManagerApiError } from "./answer";
import type { Answer, DataOf } from "./contract";

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
      return answerData(response, await response.json().catch(() => null), answer);
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
export function useManagerGet<S extends Answer>(
  path: string,
  answer: S,
): { data?: DataOf<S>; error?: string; reload: () => void } {
  const call = useManagerApi();
  const [state, setState] = useState<{ data?: DataOf<S>; error?: string }>({});
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let current = true;
    call("GET", path, answer).then(
      (data) => current && setState({ data }),
      (failure: unknown) =>
        current && setState((previous) => ({ data: previous.data, error: messageOf(failure) })),
    );
    return () => {
      current = false;
    };
  }, [call, path, answer, reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { ...state, reload };
}
