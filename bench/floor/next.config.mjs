// The framework floor (docs/bench.md): a bare App Router page built with the project's Next.js.
// The bench copies this folder to .data/bench/floor and builds it there, away from the site.

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
