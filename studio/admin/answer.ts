/**
 * An answer of /api/admin as a tool reads it: the engine's `{error: {code, message}}` as a
 * ManagerApiError with its Russian message, a successful one parsed with the contract's schema
 * (./contract). Apart from ./api so that it is tested without a Studio.
 */
import type { Answer, DataOf } from "./contract";

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

/**
 * What a call gives the tool: the answer's `data` when the status is a success and the JSON is the
 * contract's `answer`; else a ManagerApiError with the engine's code and Russian message, or
 * PARSING_ERROR when a successful answer is not the contract's.
 */
export function answerData<S extends Answer>(
  response: { ok: boolean; status: number },
  json: unknown,
  answer: S,
): DataOf<S> {
  const body = json as { data?: unknown; error?: { code?: string; message?: string } } | null;
  if (!response.ok || !body || body.data === undefined) {
    throw new ManagerApiError(
      body?.error?.code ?? String(response.status),
      body?.error?.message ?? `Ошибка ${response.status}`,
      response.status,
    );
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) {
    throw new ManagerApiError("PARSING_ERROR", "Ответ системы бронирования не по формату", response.status);
  }
  return parsed.data.data as DataOf<S>;
}
