/**
 * Whether a database error means the database cannot be reached (an outage), rather than that it
 * refused what was asked. The hotel API answers an outage with 503 (hotel/http/errors.ts), and a
 * pooled PostgreSQL connection that failed this way is thrown away instead of being reused
 * (platform/database.ts).
 */

/**
 * The database cannot be reached, rather than refusing what was asked: PostgreSQL's connection
 * exceptions (class 08), a server shutting down or starting (57P01–57P03), too many connections
 * (53300); the driver's network errors, and its own limits (platform/database.ts: connecting or
 * waiting for a free connection, waiting for an answer). Looked up along the error's causes.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Connection ended unexpectedly",
];

/** The network or database code that makes `error` an outage, or undefined when it is not one. */
export function unavailableCause(error: unknown): string | undefined {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code)))
      return code;
    const message = UNAVAILABLE_MESSAGES.find((known) => at instanceof Error && at.message.startsWith(known));
    if (message) return message;
  }
  return undefined;
}
