/**
 * The one case converter between the API's snake_case and the site's camelCase: `Camel<T>` names
 * the type and `camelKeys` makes the value, and both split a key at every `_` and capitalise what
 * follows (`free_cancellation_until` → `freeCancellationUntil`, `room_2` → `room2`). Keys of plain
 * objects are converted at every depth, through arrays; values are left as they are, and so are
 * objects that are not plain (a Date stays a Date; the type knows only Date among them, as the
 * API's answers hold nothing else).
 */

type CamelKey<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelKey<Tail>>}`
  : Key;

export type Camel<T> = T extends Date
  ? T
  : T extends readonly (infer Item)[]
    ? Camel<Item>[]
    : T extends object
      ? { [Key in keyof T as Key extends string ? CamelKey<Key> : Key]: Camel<T[Key]> }
      : T;

export function camelKey(key: string): string {
  const [head = "", ...rest] = key.split("_");
  return head + rest.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join("");
}

export function camelKeys<T>(value: T): Camel<T> {
  return convert(value) as Camel<T>;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [camelKey(key), convert(item)]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
