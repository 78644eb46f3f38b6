/**
 * The security headers of every answer of the site (not of the mounts: /v1 and /cdn set their
 * own): a Content Security Policy without `unsafe-eval` in production, who may frame the site,
 * `nosniff`, the referrer policy, the browser features the site never uses, and HSTS when the
 * site is reached over HTTPS. Why `script-src` keeps `'unsafe-inline'` instead of nonces or
 * hashes: docs/site.md#security-headers.
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { fromTrustedProxy, type TrustedProxies } from "./client-address";

export interface SiteHeaderOptions {
  /** `npm run dev`: React's and Next.js's development builds need eval (never in production). */
  dev: boolean;
  /** SITE_URL: an https one means the site is served over HTTPS whatever the hop to us was. */
  siteUrl: string;
  /** The Studio's origins (its Presentation tool frames the site). */
  studioOrigins: string[];
  /** YANDEX_MAPS_API_KEY is set: the contacts map loads Yandex Maps instead of Leaflet. */
  yandexMaps: boolean;
  /** Whose X-Forwarded-Proto to believe (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
}

/** Map tiles of the default map (Leaflet + OpenStreetMap). */
const OSM_TILES = "https://tile.openstreetmap.org";
/** Pictures and videos of Sanity's cloud, when the content comes from there. */
const SANITY_CDN = "https://cdn.sanity.io";
/** What Yandex Maps 2.1 loads: its loader and modules, tiles, search and the routing frame. */
const YANDEX_MAPS = [
  "https://api-maps.yandex.ru",
  "https://yastatic.net",
  "https://*.maps.yandex.net",
  "https://yandex.ru",
  "https://suggest-maps.yandex.ru",
];
/** Browser features the site does not use, refused to the page and to anything it frames. */
const UNUSED_FEATURES = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "accelerometer",
  "gyroscope",
  "magnetometer",
  "display-capture",
];
/** A year; no includeSubDomains, so the hotel's other hosts keep their own choice. */
export const HSTS = "max-age=31536000";

/** The Studio's origins as the platform knows them: the local one, SANITY_STUDIO_URL, MANAGER_STUDIO_ORIGINS. */
export function studioOrigins(config: {
  STUDIO_PORT: number;
  SANITY_STUDIO_URL?: string | undefined;
  MANAGER_STUDIO_ORIGINS?: string | undefined;
}): string[] {
  const origins = new Set([
    `http://localhost:${config.STUDIO_PORT}`,
    `http://127.0.0.1:${config.STUDIO_PORT}`,
  ]);
  for (const value of [config.SANITY_STUDIO_URL ?? "", ...(config.MANAGER_STUDIO_ORIGINS ?? "").split(",")]) {
    const trimmed = value.trim();
    if (!trimmed) continue;
    try {
      origins.add(new URL(trimmed).origin);
    } catch {
      // Not a URL: platform/env.ts already refused SANITY_STUDIO_URL; a bad manager origin is skipped.
    }
  }
  return [...origins];
}

export function contentSecurityPolicy(
  options: Pick<SiteHeaderOptions, "dev" | "studioOrigins" | "yandexMaps">,
  https: boolean,
): string {
  const yandex = options.yandexMaps ? YANDEX_MAPS : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // 'unsafe-inline': Next.js's bootstrap and RSC payload scripts are inline and differ per page;
    // nonces would make every prerendered page dynamic (docs/site.md#security-headers).
    ["script-src", "'self'", "'unsafe-inline'", ...(options.dev ? ["'unsafe-eval'"] : []), ...yandex],
    // React writes style="" attributes, Leaflet and Yandex Maps position with inline styles.
    ["style-src", "'self'", "'unsafe-inline'", ...(options.yandexMaps ? ["blob:"] : [])],
    ["img-src", "'self'", "data:", "blob:", OSM_TILES, SANITY_CDN, ...yandex],
    ["media-src", "'self'", SANITY_CDN],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...yandex],
    [
      "frame-src",
      "'self'",
      ...(options.yandexMaps ? ["https://api-maps.yandex.ru", "https://yandex.ru"] : []),
    ],
    ["worker-src", "'self'", "blob:"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    // The Studio's Presentation tool shows the site in a frame; nobody else may.
    ["frame-ancestors", "'self'", ...options.studioOrigins],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Whether the request reached the site over HTTPS: TLS here, an https SITE_URL, or a trusted proxy's X-Forwarded-Proto. */
export function servedOverHttps(
  req: Pick<IncomingMessage, "headers" | "socket">,
  options: Pick<SiteHeaderOptions, "siteUrl" | "trustedProxies">,
): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (options.siteUrl.startsWith("https://")) return true;
  const proto = req.headers["x-forwarded-proto"]?.toString().split(",")[0]?.trim().toLowerCase();
  return proto === "https" && fromTrustedProxy(req.socket.remoteAddress, options.trustedProxies);
}

/** The headers for one request to the site. */
export function siteSecurityHeaders(
  options: SiteHeaderOptions,
): (req: IncomingMessage) => [string, string][] {
  const policies = {
    http: contentSecurityPolicy(options, false),
    https: contentSecurityPolicy(options, true),
  };
  const permissions = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(", ");
  return (req) => {
    const https = servedOverHttps(req, options);
    const headers: [string, string][] = [
      ["Content-Security-Policy", https ? policies.https : policies.http],
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ["Permissions-Policy", permissions],
    ];
    if (https) headers.push(["Strict-Transport-Security", HSTS]);
    return headers;
  };
}
