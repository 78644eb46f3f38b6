// Types that next build also writes to web/next-env.d.ts (not committed), here so that
// `npm run typecheck` works before the first build.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
