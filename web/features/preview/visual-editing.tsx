"use client";
/**
 * Visual editing in the manager's preview (docs/preview.md#live-preview): next-sanity's
 * `<VisualEditing>` draws the click-to-edit overlays over stega-encoded texts and talks to the
 * Studio's Presentation tool. When the Studio reports a change, the page waits until the content
 * source holds it and refreshes its server components (drafts, uncached), so the preview follows
 * the manager's typing. Rendered only in draft mode.
 */
import type { VisualEditingProps } from "next-sanity/visual-editing/client-component";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { waitForRevision } from "./actions";

// Its own chunk, loaded only when a preview renders it: guests' pages carry none of it.
const VisualEditing = dynamic(
  () => import("next-sanity/visual-editing/client-component").then((module) => module.VisualEditing),
  { ssr: false },
);

type RefreshHandler = NonNullable<VisualEditingProps["refresh"]>;

export function PreviewEditing() {
  const router = useRouter();
  const refresh = useCallback<RefreshHandler>(
    async (payload) => {
      if (payload.source === "mutation") {
        const { _id: id, _rev: revision } = payload.document;
        if (id && revision) await waitForRevision(id, revision);
      }
      router.refresh();
    },
    [router],
  );
  return <VisualEditing refresh={refresh} />;
}
