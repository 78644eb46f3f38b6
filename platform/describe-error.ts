/**
 * Errors as the logs may show them: what failed and where, never the data it failed on. A
 * database error's message is left out — Drizzle's names the query's parameters (guests' names,
 * phones, e-mails), PostgreSQL's may quote a value, and its `detail` prints the whole row — and
 * only its codes are kept: SQLSTATE, constraint, table, column, routine.
 */

const STATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, looked up along the error's causes (Drizzle wraps the driver's). */
export function sqlState(error: unknown): string | undefined {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === "string" && STATE.test(code)) return code;
  }
  return undefined;
}

function isDatabaseError(error: Error): boolean {
  return (
    sqlState(error) !== undefined ||
    error.name === "DrizzleQueryError" ||
    error.message.startsWith("Failed query") ||
    "query" in error ||
    "params" in error
  );
}

/** E-mail addresses and phone numbers in a message (a mail server's refusal names the recipient). */
function scrub(message: string): string {
  return message
    .replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, "<e-mail>")
    .replace(/\+?\d[\d ()-]{8,}\d/g, "<phone>");
}

const DATABASE_FIELDS = ["constraint", "table", "column", "routine"] as const;

/**
 * One line (and, unless `stack: false`, the stack's frames) without the data an error may carry.
 */
export function describeError(error: unknown, options: { stack?: boolean } = {}): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}`;
  const parts: string[] = [];
  const chain: Error[] = [];
  for (let at: unknown = error; at instanceof Error && chain.length < 5; at = at.cause) chain.push(at);
  if (chain.some(isDatabaseError)) {
    parts.push(`${error.name} (database)`);
    const state = sqlState(error);
    if (state) parts.push(`SQLSTATE ${state}`);
    for (const link of chain) {
      for (const field of DATABASE_FIELDS) {
        const value = (link as unknown as Record<string, unknown>)[field];
        if (typeof value === "string" && value !== "") parts.push(`${field} ${value}`);
      }
    }
  } else {
    const label = (link: Error) =>
      link.name === "Error" ? scrub(link.message) : `${link.name}: ${scrub(link.message)}`;
    parts.push(chain.map(label).join(" ← caused by "));
  }
  if (options.stack === false) return parts.join(", ");
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12);
  return [parts.join(", "), ...frames].join("\n");
}
