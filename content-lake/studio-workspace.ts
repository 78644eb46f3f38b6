/**
 * The Studio's connection to the embedded content lake: the part of studio/sanity.config.ts
 * that says where the Content Lake API is and how to log in. Runs in the browser (the Studio's
 * bundle), so it imports nothing from Node.
 *
 * Against Sanity's cloud the Studio needs none of this (its project id and dataset come from
 * SANITY_STUDIO_PROJECT_ID / SANITY_STUDIO_DATASET at build time). Against the lake:
 *  - `apiHost` is the lake's HTTPS port; the Studio puts the project id in front of the host
 *    (`https://embedded.localhost:<port>`), which browsers resolve to loopback;
 *  - the port is known only when the Studio is served, so `npm run studio` writes it into the
 *    page (`window.__EMBEDDED_LAKE__`) before the Studio's script runs; a Studio served another
 *    way (`sanity dev`) falls back to SANITY_STUDIO_LAKE_PORT or the default 3334;
 *  - login is by token: a staff member's own, from the lake's login page (e-mail and password,
 *    offered as the only provider), or one from the URL (`#token=…`: the lake's own, which
 *    `npm run studio` prints, or a user's link from `npm run studio:user -- link`).
 */

export const EMBEDDED_PROJECT_ID = "embedded";

export interface EmbeddedLakeRuntime {
  /** Origin of the lake's Studio-facing port, e.g. https://localhost:3334. */
  apiHost: string;
}

declare global {
  interface Window {
    __EMBEDDED_LAKE__?: EmbeddedLakeRuntime;
  }
}

const DEFAULT_LAKE_PORT = 3334;

/** The lake's origin as the page was told it, or the default. */
export function embeddedLakeOrigin(fallbackPort: string | number | undefined = undefined): string {
  const injected = typeof window === "undefined" ? undefined : window.__EMBEDDED_LAKE__?.apiHost;
  if (injected) return injected;
  const port = Number(fallbackPort) || DEFAULT_LAKE_PORT;
  return `https://localhost:${port}`;
}

export interface EmbeddedWorkspaceOptions {
  projectId: string;
  dataset: string;
  apiHost: string;
  auth: {
    apiHost: string;
    loginMethod: "token";
    redirectOnSingle: false;
    mode: "replace";
    providers: { name: string; title: string; url: string }[];
  };
}

/** Spread into the workspace of studio/sanity.config.ts when no Sanity project is configured. */
export function embeddedLakeWorkspace(
  options: { dataset?: string; fallbackPort?: string | number } = {},
): EmbeddedWorkspaceOptions {
  const apiHost = embeddedLakeOrigin(options.fallbackPort);
  return {
    projectId: EMBEDDED_PROJECT_ID,
    dataset: options.dataset ?? "production",
    apiHost,
    auth: {
      apiHost,
      // Token only: the lake sets no cookies, so the Studio should not wait for one.
      loginMethod: "token",
      redirectOnSingle: false,
      mode: "replace",
      providers: [
        {
          name: "embedded",
          title: "Почта и пароль сотрудника",
          url: `${apiHost}/v1/auth/embedded-login`,
        },
      ],
    },
  };
}
