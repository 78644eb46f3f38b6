/**
 * Requests for property-based fuzzing of the hotel API, built from its own OpenAPI document
 * (`/v1/openapi.json`, generated from the routes' Zod schemas): every operation, its path, query
 * and header parameters and its JSON body get fast-check arbitraries that are mostly well formed —
 * so requests reach the handlers — with junk mixed in at every level: wrong types, huge and odd
 * numbers, NUL and control characters, very long strings, unusual unicode, nested objects, arrays
 * where scalars are expected, missing and extra fields, bodies that are not JSON, other media
 * types. A route added to the API is fuzzed without touching the tests.
 */
import fc from "fast-check";

/** The part of JSON Schema (OpenAPI 3.1) the engine's document uses. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  example?: unknown;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}

interface OperationObject {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  method: string;
  /** The templated path, e.g. `/v1/reservation/{id}`. */
  path: string;
  operationId: string;
  parameters: Parameter[];
  body: Schema | undefined;
  /** Which key the operation asks for: the API key, the admin key, or none. */
  key: "api" | "admin" | "none";
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const security = operation.security ?? [];
      const schemes = security.flatMap((requirement) => Object.keys(requirement));
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId ?? `${method} ${path}`,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.["application/json"]?.schema,
        key: schemes.includes("AdminKey") ? "admin" : schemes.includes("ApiKey") ? "api" : "none",
      });
    }
  }
  return operations;
}

/** Values the fuzzer offers besides random ones, so requests reach real rows. */
export interface Known {
  /** Existing bookings and the manage tokens handed out for them. */
  bookings: { id: string; token: string }[];
  /** Strings worth trying for any string field (references, contacts, codes). */
  strings: string[];
  /** Valid values by field name (`first_name`, `email`…), so well-formed bodies pass the rules. */
  fields: Record<string, string[]>;
  /** The hotel's today (YYYY-MM-DD): generated dates fall around it. */
  today: string;
}

// ── junk ─────────────────────────────────────────────────────────────────────

const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m\u0008",
  "\r\n\r\nX-Injected: 1",
  "\t",
  "\u202eevil",
  "\ufeff",
  "\ud800",
  "\udfff\ud800",
  "𝕳𝖊𝖑𝖑𝖔 👨‍👩‍👧‍👦",
  "Ё\u0301",
  "' OR 1=1 --",
  "'; DROP TABLE hotel.reservations; --",
  "../../etc/passwd",
  "%00",
  "%",
  "%E0%A4%A",
  "${7*7}{{7*7}}",
  "<script>alert(1)</script>",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x10",
  "2147483648",
  "-2147483649",
  "99999999999999999999999",
  "2026-02-30",
  "2026-13-01",
  "0000-01-01",
  "0001-01-01",
  "1899-12-31",
  "9999-12-31",
  "10000-01-01",
  "+275760-09-13",
  "2026-12-01T00:00:00Z",
  " 2026-12-01",
  "01.12.2026",
  "true",
  "null",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
];

const ODD_NUMBERS = [
  0,
  -1,
  1.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** Strings a server may trip over. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map((s) => s.replaceAll("", "\u0000").slice(0, 20)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("x", "я", "😀", "\u0001"), fc.integer({ min: 200, max: 20_000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything JSON can carry, at odd sizes and depths. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddString },
  { weight: 3, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(oddString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(oddString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 10, max: 2000 }).map((depth) => {
      let value: unknown = 1;
      for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
      return value;
    }),
  },
);

// ── from schemas ─────────────────────────────────────────────────────────────

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  let at = schema;
  for (let hops = 0; at.$ref && hops < 10; hops += 1) {
    const name = at.$ref.replace("#/components/schemas/", "");
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved ${at.$ref}`);
    at = target;
  }
  return at;
}

const DAY_MS = 86_400_000;

function dateArbitrary(today: string): fc.Arbitrary<string> {
  const base = Date.parse(`${today}T00:00:00Z`);
  return fc.oneof(
    {
      weight: 20,
      arbitrary: fc
        .integer({ min: -40, max: 560 })
        .map((offset) => new Date(base + offset * DAY_MS).toISOString().slice(0, 10)),
    },
    // Real days at the ends of the calendar, and leap days.
    {
      weight: 1,
      arbitrary: fc.constantFrom("9999-12-31", "9999-12-30", "1900-01-01", "2028-02-29", "2000-02-29"),
    },
  );
}

function stringArbitrary(schema: Schema, known: Known, field: string | undefined): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 60;
  const min = schema.minLength ?? 0;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.format === "date") return dateArbitrary(known.today);
  if (schema.format === "uuid") {
    const ids = known.bookings.map((booking) => booking.id);
    return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
  }
  const choices: fc.Arbitrary<string>[] = [];
  const named = (field && known.fields[field]?.filter(fits)) ?? [];
  if (schema.pattern) choices.push(fc.stringMatching(new RegExp(schema.pattern)).filter(fits));
  if (typeof schema.example === "string") choices.push(fc.constant(schema.example));
  const knownFits = known.strings.filter(fits);
  if (knownFits.length) choices.push(fc.constantFrom(...knownFits));
  if (!schema.pattern) {
    choices.push(fc.string({ minLength: min, maxLength: Math.min(max, 40) }));
    choices.push(fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, 40) }).filter(fits));
  }
  // A field with known good values gets them most of the time.
  if (named.length) {
    return fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...named) },
      { weight: 1, arbitrary: fc.oneof(...choices) },
    );
  }
  return fc.oneof(...choices);
}

/** Pairs of date fields that make a range: the second is usually a few days after the first. */
const DATE_RANGES: [string, string][] = [
  ["check_in_date", "check_out_date"],
  ["from", "to"],
  ["arrival_from", "arrival_to"],
];

function withRanges(value: Record<string, unknown>, gaps: number[]): Record<string, unknown> {
  DATE_RANGES.forEach(([first, second], index) => {
    const start = value[first];
    const gap = gaps[index] ?? 0;
    if (typeof start !== "string" || !(second in value) || gap === 0 || !/^\d{4}-\d{2}-\d{2}$/.test(start))
      return;
    // A start of the right shape may still be no day at all ("2026-13-01"): it keeps its junk end.
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + gap * DAY_MS);
    if (!Number.isNaN(end.getTime())) value[second] = end.toISOString().slice(0, 10);
  });
  return value;
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 100_000 : schema.exclusiveMaximum - 1);
  // Small values are the ones that name real rows (ids 1…10) and pass the hotel's rules.
  const small = fc.integer({ min: Math.max(low, -5), max: Math.max(Math.min(high, 12), Math.max(low, -5)) });
  const whole = fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  return integer
    ? fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: whole })
    : fc.oneof(small, whole, fc.double({ min: low, max: high, noNaN: true }));
}

/**
 * Values for a schema: well formed with the weight `1 - junkRate` at every level, junk otherwise;
 * objects lose a required field or gain an unknown one now and then.
 */
export function schemaArbitrary(
  document: OpenApiDocument,
  schema: Schema,
  known: Known,
  junkRate = 0.08,
  depth = 0,
  field?: string,
): fc.Arbitrary<unknown> {
  const well = wellFormed(document, resolve(document, schema), known, junkRate, depth, field);
  if (junkRate <= 0) return well;
  const junkWeight = Math.max(1, Math.round(junkRate * 100));
  return fc.oneof({ weight: 100 - junkWeight, arbitrary: well }, { weight: junkWeight, arbitrary: junk });
}

function wellFormed(
  document: OpenApiDocument,
  schema: Schema,
  known: Known,
  junkRate: number,
  depth: number,
  field?: string,
): fc.Arbitrary<unknown> {
  const inner = (child: Schema, name = field) =>
    schemaArbitrary(document, child, known, junkRate, depth + 1, name);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => inner(variant)));
  if (schema.allOf?.length)
    return inner(Object.assign({}, ...schema.allOf.map((part) => resolve(document, part))));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(
      ...types.map((type) => wellFormed(document, { ...schema, type }, known, junkRate, depth, field)),
    );
  }
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "string":
      return stringArbitrary(schema, known, field);
    case "array": {
      const items = schema.items ? inner(schema.items) : junk;
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, depth > 2 ? 1 : 4));
      return fc.array(items, { minLength, maxLength });
    }
    case "object":
    default: {
      if (!schema.properties)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties).map(([name, child]) =>
        fc
          .tuple(
            fc.constant(name),
            inner(child, name),
            // With junk asked for, a required field goes missing now and then; optional fields are
            // there half the time.
            required.has(name)
              ? junkRate > 0
                ? fc.integer({ min: 1, max: 25 }).map((roll) => roll > 1)
                : fc.constant(true)
              : fc.boolean(),
          )
          .map(([key, value, present]) => (present ? [[key, value] as const] : [])),
      );
      const extra =
        junkRate > 0
          ? fc.oneof(
              { weight: 9, arbitrary: fc.constant([]) },
              { weight: 1, arbitrary: fc.array(fc.tuple(oddString, junk), { maxLength: 2 }) },
            )
          : fc.constant([]);
      // 0 leaves the generated second date as it is; otherwise it is that many days later.
      const gaps = fc.array(
        fc.oneof(
          { weight: 1, arbitrary: fc.constant(0) },
          { weight: 4, arbitrary: fc.integer({ min: 1, max: 7 }) },
        ),
        {
          minLength: DATE_RANGES.length,
          maxLength: DATE_RANGES.length,
        },
      );
      return fc
        .tuple(fc.tuple(...fields), extra, gaps)
        .map(([present, extras, gap]) => withRanges(Object.fromEntries([...present.flat(), ...extras]), gap));
    }
  }
}

// ── whole requests ───────────────────────────────────────────────────────────

export interface FuzzRequest {
  method: string;
  /** Path and query, as sent (already encoded). */
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** Which key was sent: the operation's own, or a wrong or missing one. */
  key: "right" | "wrong" | "none";
}

/** The text with lone surrogates replaced (URL encoding cannot carry them). */
export function wellFormedText(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** A header value fetch can carry (no CR, LF or NUL; code points up to 0xFF). */
const headerText = fc
  .oneof(
    fc.string({ unit: "binary-ascii", maxLength: 80 }),
    fc.constantFrom("", " ", "x".repeat(300), "Ñ\u00ff", "null", "../.."),
  )
  .map((text) => text.replace(/[\0\r\n]/g, ""));

function scalarText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/**
 * A value as a path segment. A lone surrogate (junk strings have them) has no UTF-8 form and makes
 * encodeURIComponent throw, which failed the generator rather than the engine: it is sent as U+FFFD.
 */
function segment(value: unknown): string {
  const text = scalarText(value).replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "\uFFFD",
  );
  return encodeURIComponent(text);
}

/** A path segment: the encoded value, or now and then raw bytes the URL keeps as they are. */
const rawSegment = fc.constantFrom("%", "%E0%A4%A", "%ff", "..", ".", "%2e%2e", "%2F", "a%00", ";x", "");

function pathArbitrary(document: OpenApiDocument, operation: Operation, known: Known): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const values = names.map((name) => {
    const parameter = operation.parameters.find((p) => p.in === "path" && p.name === name);
    const schema = parameter?.schema ?? { type: "string" };
    return fc.oneof(
      {
        weight: 12,
        arbitrary: schemaArbitrary(document, schema, known, 0).map(segment),
      },
      { weight: 2, arbitrary: junk.map((v) => segment(v).slice(0, 3000)) },
      { weight: 1, arbitrary: rawSegment },
    );
  });
  return fc.tuple(...values).map((segments) => {
    let path = operation.path;
    names.forEach((name, index) => (path = path.replace(`{${name}}`, segments[index] ?? "")));
    return path;
  });
}

function queryArbitrary(document: OpenApiDocument, operation: Operation, known: Known): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((p) => p.in === "query");
  const pairs = parameters.map((parameter) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<[string, string][]>([]) },
      ...[
        { weight: 5, junkRate: 0 },
        { weight: 2, junkRate: 0.5 },
      ].map(({ weight, junkRate }) => ({
        weight,
        arbitrary: schemaArbitrary(document, parameter.schema ?? { type: "string" }, known, junkRate).map(
          (value): [string, string][] => [[parameter.name, scalarText(value)]],
        ),
      })),
      // Given twice.
      {
        weight: 1,
        arbitrary: fc.tuple(oddString, oddString).map(([a, b]): [string, string][] => [
          [parameter.name, a],
          [parameter.name, b],
        ]),
      },
    ),
  );
  const extra = fc.oneof(
    { weight: 8, arbitrary: fc.constant<[string, string][]>([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(oddString, oddString), { maxLength: 3 }) },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([given, extras]) => {
    const entries = [...given.flat(), ...extras];
    if (!entries.length) return "";
    const params = new URLSearchParams();
    // URLSearchParams cannot carry lone surrogates faithfully; encodeURIComponent throws on them.
    for (const [name, value] of entries) params.append(wellFormedText(name), wellFormedText(value));
    return `?${params.toString()}`;
  });
}

const RAW_BODIES = [
  "",
  "{",
  '{"a":',
  "null",
  "[]",
  '"text"',
  "1e999",
  "-",
  "\u0000",
  '{"__proto__":{"polluted":true}}',
  '{"a":1,"a":2}',
  "[".repeat(5000) + "]".repeat(5000),
  '{"x":"\\ud800"}',
  '{"x":"\\u0000"}',
  "\ufeff{}",
];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=latin1",
];

export interface Keys {
  apiKey: string;
  adminKey: string;
}

/** Whole requests for one operation. */
export function requestArbitrary(
  document: OpenApiDocument,
  operation: Operation,
  known: Known,
  keys: Keys,
): fc.Arbitrary<FuzzRequest> {
  const headerParameters = operation.parameters.filter((p) => p.in === "header");
  const headerValues = headerParameters.map((parameter) => {
    const pool = parameter.name === "x-manage-token" ? known.bookings.map((booking) => booking.token) : [];
    const odd = fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: headerText },
    );
    return pool.length
      ? fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...pool) }, { weight: 2, arbitrary: odd })
      : odd;
  });
  const body: fc.Arbitrary<string | undefined> =
    operation.method === "GET" || operation.method === "DELETE"
      ? fc.constant(undefined)
      : fc.oneof(
          // Well formed, to reach the handlers; with a little junk somewhere; with more.
          ...[0, 0.03, 0.12].map((junkRate) => ({
            weight: 5,
            arbitrary: operation.body
              ? schemaArbitrary(document, operation.body, known, junkRate).map((value) =>
                  JSON.stringify(value),
                )
              : fc.constant("{}"),
          })),
          { weight: 2, arbitrary: junk.map((value) => JSON.stringify(value) ?? "null") },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
          { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        );
  const contentType = fc.oneof(
    { weight: 14, arbitrary: fc.constant("application/json") },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const key = fc.oneof(
    { weight: 18, arbitrary: fc.constant<FuzzRequest["key"]>("right") },
    { weight: 1, arbitrary: fc.constantFrom<FuzzRequest["key"]>("wrong", "none") },
  );
  const idempotencyKey = fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.stringMatching(/^[\x21-\x7e]{1,40}$/) },
    { weight: 1, arbitrary: headerText },
  );
  // A booking's own id and token together, so that requests get past the manage check.
  const managed =
    operation.parameters.some((p) => p.name === "x-manage-token") && /\{id\}/.test(operation.path);
  const booking =
    managed && known.bookings.length
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          { weight: 2, arbitrary: fc.constantFrom(...known.bookings) },
        )
      : fc.constant(undefined);
  return fc
    .record({
      booking,
      path: pathArbitrary(document, operation, known),
      query: queryArbitrary(document, operation, known),
      headerValues: fc.tuple(...headerValues),
      body,
      contentType,
      key,
      idempotencyKey,
    })
    .map((parts) => {
      const headers: Record<string, string> = {};
      headerParameters.forEach((parameter, index) => {
        const value = parts.headerValues[index];
        if (value !== undefined) headers[parameter.name] = value;
      });
      const ownKey =
        operation.key === "admin" ? keys.adminKey : operation.key === "api" ? keys.apiKey : undefined;
      if (parts.key === "right" && ownKey) headers["x-api-key"] = ownKey;
      if (parts.key === "wrong") headers["x-api-key"] = operation.key === "admin" ? keys.apiKey : "wrong-key";
      if (parts.body !== undefined && parts.contentType) headers["content-type"] = parts.contentType;
      if (operation.method === "POST" && parts.idempotencyKey !== undefined)
        headers["idempotency-key"] = parts.idempotencyKey;
      let path = parts.path;
      if (parts.booking) {
        path = operation.path.replace("{id}", parts.booking.id);
        headers["x-manage-token"] = parts.booking.token;
      }
      return {
        method: operation.method,
        url: `${path}${parts.query}`,
        headers,
        body: parts.body,
        key: operation.key === "none" ? "right" : parts.key,
      };
    });
}

/** Traces of the server's internals an answer must never show: stack frames, source files, SQL. */
export const INTERNALS = /\n\s+at |\bat [\w.<>]+ \(|\.ts:\d|\.js:\d|node_modules|Failed query|drizzle/i;
