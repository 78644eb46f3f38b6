/**
 * Errors of the embedded content lake. Each carries a stable `code` and renders the JSON body
 * that Sanity's Content Lake answers for the same failure, so that `@sanity/client` and the
 * Studio turn it into the same ClientError (message, statusCode, details) as against the cloud.
 *
 * Two body shapes exist at Sanity:
 *  - the API's own errors: `{"error": {"description", "type", …}}` (query parse errors, mutation
 *    and action errors such as a revision mismatch);
 *  - HTTP-level errors (missing session, unknown route or dataset, payload too large):
 *    `{"statusCode", "error", "message"}`, e.g. 401 `{"error":"Unauthorized","message":"Session not found"}`.
 */

export abstract class LakeError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  abstract body(): Record<string, unknown>;
}

const httpTitles: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Request Entity Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** An HTTP-level error in the `{statusCode, error, message}` shape. */
export class HttpError extends LakeError {
  override readonly name = "HttpError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Headers the answer carries besides the body (`Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  body() {
    return { statusCode: this.status, error: httpTitles[this.status] ?? "Error", message: this.message };
  }
}

export const unauthorized = () => new HttpError(401, "SESSION_NOT_FOUND", "Session not found");
export const datasetNotFound = (dataset: string, projectId: string) =>
  new HttpError(404, "DATASET_NOT_FOUND", `Dataset "${dataset}" not found for project ID "${projectId}"`);
export const routeNotFound = (path: string) =>
  new HttpError(404, "ROUTE_NOT_FOUND", `No such endpoint: ${path}`);
export const payloadTooLarge = (limit: number) =>
  new HttpError(413, "PAYLOAD_TOO_LARGE", `Payload content length greater than maximum allowed: ${limit}`);
export const badRequest = (message: string) => new HttpError(400, "BAD_REQUEST", message);

/** A GROQ syntax error, with the position Sanity reports (the client draws a code frame from it). */
export class QueryParseError extends LakeError {
  override readonly name = "QueryParseError";
  readonly status = 400;
  readonly code = "QUERY_PARSE_ERROR";
  constructor(
    readonly description: string,
    readonly query: string,
    readonly start: number,
    readonly end: number,
  ) {
    super(`GROQ query parse error: ${description}`);
  }
  body() {
    return {
      error: {
        description: this.description,
        query: this.query,
        start: this.start,
        end: this.end,
        type: "queryParseError",
      },
    };
  }
}

/** A query that parses but cannot be run (a missing parameter, a bad perspective, …). */
export class QueryError extends LakeError {
  override readonly name = "QueryError";
  readonly status = 400;
  readonly code = "QUERY_ERROR";
  constructor(readonly description: string) {
    super(description);
  }
  body() {
    return { error: { description: this.description, type: "queryError" } };
  }
}

export interface ItemError {
  type: string;
  description: string;
  [extra: string]: unknown;
}

/**
 * A failed transaction: the whole request is refused, nothing is written. `kind` picks the
 * envelope type: the mutate endpoint answers `mutationError`, the actions endpoint `actionError`.
 */
export class TransactionError extends LakeError {
  override readonly name = "TransactionError";
  constructor(
    readonly status: number,
    readonly code: string,
    readonly item: ItemError,
    readonly index: number,
    readonly kind: "mutationError" | "actionError" = "mutationError",
  ) {
    super(item.description);
  }
  as(kind: "mutationError" | "actionError"): TransactionError {
    return new TransactionError(this.status, this.code, this.item, this.index, kind);
  }
  body() {
    const prefix = this.kind === "mutationError" ? "Mutation failed" : "Action failed";
    return {
      error: {
        description: `${prefix}: ${this.item.description}`,
        items: [{ error: this.item, index: this.index }],
        type: this.kind,
      },
    };
  }
}

export const revisionMismatch = (index: number, id: string, current: string | undefined, expected: string) =>
  new TransactionError(
    409,
    "REVISION_MISMATCH",
    {
      type: "documentRevisionIDDoesNotMatchError",
      description: `Document "${id}" has unexpected revision ID ("${current ?? ""}"), expected "${expected}"`,
      id,
      currentRevisionID: current ?? null,
      expectedRevisionID: expected,
    },
    index,
  );

export const documentAlreadyExists = (index: number, id: string) =>
  new TransactionError(
    409,
    "DOCUMENT_EXISTS",
    {
      type: "documentAlreadyExistsError",
      description: `Document by ID "${id}" already exists`,
      id,
    },
    index,
  );

export const documentNotFound = (index: number, id: string) =>
  new TransactionError(
    404,
    "DOCUMENT_NOT_FOUND",
    {
      type: "documentNotFoundError",
      description: `Document "${id}" not found`,
      id,
    },
    index,
  );

export const invalidMutation = (index: number, description: string) =>
  new TransactionError(400, "INVALID_MUTATION", { type: "invalidMutationError", description }, index);

export const invalidAction = (index: number, description: string) =>
  new TransactionError(
    400,
    "INVALID_ACTION",
    { type: "invalidActionError", description },
    index,
    "actionError",
  );
