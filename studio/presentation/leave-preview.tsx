/**
 * Draft mode ends when the manager leaves the preview (docs/preview.md#the-preview-bar): the
 * Presentation tool turns it on in the manager's browser for the site's origin, and Sanity never
 * turns it off, so the public site opened later in the same browser showed drafts. This part of
 * the Studio's layout calls the site's disable route when the manager moves from «Предпросмотр»
 * to another tool, and when the Studio's page goes away while the preview is open.
 */
import { useEffect, useRef } from "react";
import type { LayoutProps } from "sanity";
import { useRouterState } from "sanity/router";
import { siteOrigin } from "../env";

/** The tool's name in the Studio's URL (presentationTool's default). */
const PRESENTATION = "presentation";

function disableDraftMode(): void {
  // The site's cookie goes with the call (same site, another port); the answer is not read.
  void fetch(`${siteOrigin()}/api/draft-mode/disable`, {
    credentials: "include",
    mode: "no-cors",
    keepalive: true,
  }).catch(() => undefined);
}

export function LeavePreview(props: LayoutProps) {
  const tool = useRouterState((state) => (typeof state.tool === "string" ? state.tool : undefined));
  const previous = useRef(tool);
  useEffect(() => {
    if (previous.current === PRESENTATION && tool !== PRESENTATION) disableDraftMode();
    previous.current = tool;
  }, [tool]);
  useEffect(() => {
    if (tool !== PRESENTATION) return undefined;
    window.addEventListener("pagehide", disableDraftMode);
    return () => window.removeEventListener("pagehide", disableDraftMode);
  }, [tool]);
  return props.renderDefault(props);
}
