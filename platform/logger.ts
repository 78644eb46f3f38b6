/**
 * The process's log (docs/operations.md «Logs»): pino, one JSON object a line for a log collector,
 * or pino-pretty's readable lines in a terminal. LOG_FORMAT chooses (`json`, `pretty`); unset, a
 * terminal gets pretty lines (a newcomer's `npm start`) and anything else — a file, a pipe, a
 * service manager, a container, where production runs — JSON. LOG_LEVEL: `debug`, `info` (default), `warn`, `error`.
 *
 * Every line written while a request is served carries its id, `requestId`
 * (platform/request-context.ts). The parts of the project log through a `Log` function — a
 * message, its level, a few fields — so that they need not know pino; `logTo` makes one over a
 * pino logger. What goes in a line: what happened, codes and ids, never a guest's data (names,
 * phones, e-mails, card digits) nor a key or token; the fields that could hold those are redacted
 * should one ever be logged by mistake.
 */
import { pino, type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import { currentRequestId } from "./request-context";

export type { Logger } from "pino";

export type LogLevel = "debug" | "info" | "warn" | "error";

/** How the parts of the project write to the log: a message, its level (default `info`), fields. */
export type Log = (message: string, level?: LogLevel, fields?: Record<string, unknown>) => void;

export interface LoggerOptions {
  /** `json`, `pretty`; unset → pretty in a terminal, else JSON. */
  format?: "json" | "pretty" | undefined;
  level?: LogLevel | undefined;
  /** Where the lines go (tests); unset → standard output. */
  destination?: DestinationStream | undefined;
}

/** Field names whose values are never written (a guest's data, keys), wherever they appear. */
const REDACTED = [
  "name",
  "firstName",
  "lastName",
  "guestName",
  "phone",
  "email",
  "card",
  "cardNumber",
  "token",
  "password",
  "apiKey",
  "authorization",
  "cookie",
  "body",
];

export function createLogger(options: LoggerOptions = {}): Logger {
  const format = options.format ?? (process.stdout.isTTY && !options.destination ? "pretty" : "json");
  const destination =
    options.destination ??
    (format === "pretty"
      ? pretty({
          colorize: true,
          sync: true,
          translateTime: "SYS:HH:MM:ss",
          singleLine: true,
          // A request's line says its method, route and status in the message already.
          ignore: "pid,hostname,component,method,route,status",
          messageFormat: "{if component}{component}: {end}{msg}",
        })
      : pino.destination({ sync: true }));
  return pino(
    {
      level: options.level ?? "info",
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED, ...REDACTED.map((field) => `*.${field}`)], censor: "[redacted]" },
      // The request the line was written for, wherever in the request's work it was written.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

/** A `Log` over a pino logger (or one of its children). */
export function logTo(logger: Logger): Log {
  return (message, level = "info", fields) => {
    if (fields) logger[level](fields, message);
    else logger[level](message);
  };
}
