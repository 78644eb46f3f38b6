/**
 * Who a request comes from, for rate limits and the site's calls to the engine. By default the
 * connection's own address: `X-Forwarded-For` is whatever the caller wrote, so it is believed only
 * as far as `TRUSTED_PROXIES` says — a list of proxies' addresses and CIDR ranges (`loopback` for
 * 127.0.0.0/8 and ::1), or the number of proxies in front of the server. The chain is read from
 * the right (the hop that connected to us) to the left, and the first address that is not a
 * trusted proxy is the client's (docs/architecture.md «Client addresses and proxies»).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";

export type TrustedProxies =
  { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; list: BlockList; entries: string[] };

/** The entries of a comma-separated setting, trimmed, the empty ones dropped. */
export function listEntries(text: string): string[] {
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/**
 * A list of addresses and CIDR ranges (`loopback` for 127.0.0.0/8 and ::1) as one BlockList, for
 * TRUSTED_PROXIES and for the senders a webhook accepts; an entry that is none of these throws
 * `refusal(entry)`.
 */
export function addressList(entries: readonly string[], refusal: (entry: string) => string): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address = "", prefix, extra] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 4 ? 32 : 128;
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d+$/.test(prefix ?? "") || bits > maxBits))
    ) {
      throw new Error(refusal(entry));
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Why an entry of YOOKASSA_WEBHOOK_ADDRESSES is refused (checked here, at start, and by the engine). */
export function webhookAddressRefusal(entry: string): string {
  return `YOOKASSA_WEBHOOK_ADDRESSES: «${entry}» is neither an IP address, a CIDR range nor «any»`;
}

/** Parses TRUSTED_PROXIES: empty → trust nobody; `2` → two proxies; `loopback, 10.0.0.0/8, 192.0.2.7`. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? "";
  if (text === "") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? { kind: "none" } : { kind: "hops", hops };
  }
  const entries = listEntries(text);
  const list = addressList(
    entries,
    (entry) =>
      `TRUSTED_PROXIES: «${entry}» is neither an IP address, a CIDR range, «loopback» nor a number of proxies`,
  );
  return { kind: "list", list, entries };
}

/** An address as written in a header or by the socket, without an IPv4-mapped prefix or a port; undefined if not an IP. */
export function normalizeAddress(raw: string | undefined): string | undefined {
  let address = raw?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return isIP(address) === 0 ? undefined : address;
}

/**
 * The unit a per-client budget counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber gets a whole /64 and may use any address in it).
 */
export function clientKey(address: string): string {
  const plain = address.replace(/%.*$/, "");
  if (isIP(plain) !== 6) return address;
  const [head = "", tail] = plain.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  // A dotted IPv4 tail stands for the last two groups; they lie past the /64 either way.
  const written = left.length + right.reduce((groups, part) => groups + (part.includes(".") ? 2 : 1), 0);
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : 8 - written).fill("0"), ...right];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}

/** Whether `address` is in `list`; false for anything that is not an IP address. */
export function isListed(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Whether the connection comes from a proxy TRUSTED_PROXIES names (any, when it counts hops). */
export function fromTrustedProxy(socketAddress: string | undefined, trusted: TrustedProxies): boolean {
  if (trusted.kind === "none") return false;
  if (trusted.kind === "hops") return true;
  const address = normalizeAddress(socketAddress);
  return address !== undefined && isListed(trusted.list, address);
}

/**
 * The client's address: the socket's, or — when the socket is a trusted proxy — the address that
 * proxy (and any trusted proxies before it) put in `X-Forwarded-For`.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string {
  const socket = normalizeAddress(socketAddress) ?? socketAddress ?? "unknown";
  if (trusted.kind === "none" || !forwardedFor) return socket;
  // Nearest hop first: the socket, then the header's entries from the right.
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .reverse();
  if (trusted.kind === "hops") {
    const chain = [socket, ...hops];
    const picked = chain[Math.min(trusted.hops, chain.length - 1)];
    return normalizeAddress(picked) ?? socket;
  }
  let current = socket;
  for (const hop of hops) {
    if (!isListed(trusted.list, current)) return current;
    const next = normalizeAddress(hop);
    // A trusted proxy wrote something that is not an address: it is the last hop we can vouch for.
    if (next === undefined) return current;
    current = next;
  }
  return current;
}

/**
 * The guest's address on the site's calls to the engine. The platform's server writes the first
 * header on every request to the site (whatever the browser sent is replaced); the site passes it
 * on to the engine with the second, an HMAC of the address with HOTEL_SITE_SECRET, and the engine
 * believes the address only with a valid signature.
 */
export const CLIENT_ADDRESS_HEADER = "x-hotel-client-address";
export const CLIENT_SIGNATURE_HEADER = "x-hotel-client-signature";

/** An HMAC of `value` for one purpose, so a signature of one kind never passes for another. */
function sign(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

/** Whether `signature` is the site's for `value` and `purpose` (compared in constant time). */
function signedBySite(
  secret: string | undefined,
  purpose: string,
  value: string | undefined,
  signature: string | undefined,
): value is string {
  if (!secret || !value || !signature) return false;
  const expected = Buffer.from(sign(secret, purpose, value));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signClientAddress(secret: string, address: string): string {
  return sign(secret, "client-address", address);
}

/** The address the site vouched for, or undefined when the signature is missing or wrong. */
export function vouchedAddress(
  secret: string | undefined,
  address: string | undefined,
  signature: string | undefined,
): string | undefined {
  if (!signedBySite(secret, "client-address", address, signature)) return undefined;
  return normalizeAddress(address);
}

/**
 * The origin the guest's browser asked for (`http://192.168.1.5:3000`), where the payment sends
 * the guest back when SITE_URL is not set (docs/booking-engine.md «Where the payment returns the
 * guest»). Behind trusted proxies: the host and scheme they forwarded (X-Forwarded-Host and
 * X-Forwarded-Proto, else Host). Otherwise only an address the guest's connection demonstrably
 * reached: a Host that is the very IP address the connection arrived at, or `localhost` on a
 * loopback connection. A caller's own Host or X-Forwarded-Host names whatever it likes and is never
 * believed alone. Undefined when nothing qualifies.
 */
export function clientOrigin(
  request: {
    socketAddress: string | undefined;
    localAddress: string | undefined;
    encrypted: boolean;
    host: string | undefined;
    forwardedHost: string | undefined;
    forwardedProto: string | undefined;
  },
  trusted: TrustedProxies,
): string | undefined {
  const scheme = request.encrypted ? "https" : "http";
  if (fromTrustedProxy(request.socketAddress, trusted)) {
    const proto = nearestEntry(request.forwardedProto)?.toLowerCase() ?? scheme;
    if (proto !== "http" && proto !== "https") return undefined;
    return originOf(proto, nearestEntry(request.forwardedHost) ?? request.host);
  }
  const origin = originOf(scheme, request.host);
  const local = normalizeAddress(request.localAddress);
  if (origin === undefined || local === undefined) return undefined;
  const hostname = new URL(origin).hostname;
  if (normalizeAddress(hostname) === local) return origin;
  const loopback = local.startsWith("127.") || local === "::1";
  return hostname === "localhost" && loopback ? origin : undefined;
}

/** The entry of a comma-separated forwarded header that the nearest proxy wrote (the last). */
function nearestEntry(value: string | undefined): string | undefined {
  const entry = value?.split(",").at(-1)?.trim();
  return entry === "" ? undefined : entry;
}

/** `scheme://host[:port]` when `host` is a plain host name or IP address with an optional port. */
function originOf(scheme: "http" | "https", host: string | undefined): string | undefined {
  if (!host || !/^(\[[\da-f:.]+\]|[\da-z-]+(\.[\da-z-]+)*)(:\d{1,5})?$/i.test(host)) return undefined;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The guest's origin on the site's calls to the engine, like the address above: the platform's
 * server writes the first header (replacing the browser's), the site passes it on signed with the
 * second, and the engine believes only a signed one.
 */
export const CLIENT_ORIGIN_HEADER = "x-hotel-client-origin";
export const CLIENT_ORIGIN_SIGNATURE_HEADER = "x-hotel-client-origin-signature";

export function signClientOrigin(secret: string, origin: string): string {
  return sign(secret, "client-origin", origin);
}

/** The origin the site vouched for, or undefined when the signature is missing or wrong. */
export function vouchedOrigin(
  secret: string | undefined,
  origin: string | undefined,
  signature: string | undefined,
): string | undefined {
  if (!signedBySite(secret, "client-origin", origin, signature)) return undefined;
  return URL.canParse(origin) && new URL(origin).origin === origin ? origin : undefined;
}
