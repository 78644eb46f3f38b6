// The Next.js configuration of the site. Next.js reads its config from its project folder, which
// is web/ (see README, "Why web/ has its own next.config.mjs"); web/next.config.mjs re-exports this file.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Several checkouts' builds can share web/ (parallel test runs): NEXT_DIST_DIR keeps them apart.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Types are checked once for the whole repository by `npm run typecheck` (part of `npm test`),
  // so the production build does not check them a second time. web/tsconfig.json extends the
  // root one; Next.js may add its generated type folders to it (it is not formatted by Prettier).
  typescript: { ignoreBuildErrors: true, tsconfigPath: "tsconfig.json" },
  turbopack: {
    root,
    // next-intl's request configuration (web/i18n/request.ts), where next-intl's own plugin would
    // point it; written here because the plugin resolves the path from the working directory (the
    // repository's root), while Turbopack resolves an alias from the project's folder (web/).
    resolveAlias: { "next-intl/config": "./i18n/request.ts" },
  },
  outputFileTracingRoot: root,
  images: {
    formats: ["image/avif", "image/webp"],
    // Pictures are plain <img> whose srcsets offer the widths of web/components/image/widths.ts,
    // not next/image's deviceSizes and imageSizes (docs/site.md#images).
    remotePatterns: [
      { protocol: "https", hostname: "cdn.sanity.io" },
      { protocol: "http", hostname: "127.0.0.1" },
      { protocol: "http", hostname: "localhost" },
    ],
  },
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp"],
  // Server actions (the «Оставить заявку» form, the preview's wait) take what the site's route
  // handlers take (web/lib/request-body.ts): 64 KB, refused by Next.js with 413 above that.
  experimental: { serverActions: { bodySizeLimit: "64kb" } },
  // Several instances (REDIS_URL set): Next.js's cache — rendered pages, content fetches and
  // their tags — lives in Redis, shared by all (web/cache-handler.mjs, docs/performance.md), and
  // Next.js keeps no copy of its own in memory that a revalidation on another instance would miss.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(root, "web", "cache-handler.mjs"), cacheMaxMemorySize: 0 }
    : {}),
  // Two languages (docs/languages.md#addresses): the pages live in web/app/[locale]. English
  // addresses carry their prefix (/en/rooms); a Russian one has none and is served from the ru
  // tree by this rewrite, checked after the public files and the fixed routes (icons, robots.txt,
  // sitemap.xml), so none of those is rewritten; the site's API is left out by name, as its
  // dynamic routes come after. /ru/… itself redirects to the bare address, so each page has one
  // address. No proxy runs for it: a rewrite costs no JavaScript on the request's path.
  async redirects() {
    return [
      { source: "/ru", destination: "/", permanent: true },
      { source: "/ru/:path*", destination: "/:path*", permanent: true },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [
        { source: "/", destination: "/ru" },
        { source: "/:path((?!en(?:/|$)|ru(?:/|$)|api/|_next/).*)", destination: "/ru/:path" },
      ],
      fallback: [],
    };
  },
  // CSS chunking stays at its default (merged): every page gets two stylesheets (≈ 13 KB
  // compressed, cached across pages) instead of six or seven per-route files. Measured with
  // Lighthouse mobile (docs/site.md): fewer render-blocking requests beat fewer bytes here.
};

export default nextConfig;
