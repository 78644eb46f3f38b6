/**
 * The Studio's tool menu (its top bar, and the sidebar on a narrow screen) with the count of new
 * requests beside «Заявки»: requests in status `new`, asked through /api/admin every
 * LIVE_REFRESH_MS while the tab is visible. Sanity's own menu draws it (`renderDefault`), with only
 * the title of «Заявки» changed; without an answer (no site, no rights) the title stays as it is
 * (docs/studio-tools.md#live-lists).
 */
import { useCallback, useMemo, type ReactNode } from "react";
import type { Tool, ToolMenuProps } from "sanity";
import { useSWRConfig } from "swr";
import { managerKey, useManagerGet } from "./api";
import { AdminGuestRequestsResponse } from "./contract";
import { counterLabel, counterText, REQUESTS_TOOL } from "./live";

/** The call the counter makes: one request of status `new` is enough, the answer's `total` counts them. */
const NEW_REQUESTS_PATH = "guest-requests?status=new&limit=1";

/** The number of new requests, live; undefined until the engine answers. */
function useNewRequestsCount(enabled: boolean): number | undefined {
  return useManagerGet(NEW_REQUESTS_PATH, AdminGuestRequestsResponse, { live: true, enabled }).data?.total;
}

/** Asks the counter again now (after a request is saved, or new ones arrived in «Заявки»). */
export function useRecountNewRequests(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(managerKey(NEW_REQUESTS_PATH)), [mutate]);
}

function TitleWithCount({ title, count }: { title: string; count: number }) {
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      {title}
      <span
        data-testid="new-requests-count"
        aria-label={counterLabel(count)}
        title={counterLabel(count)}
        style={{
          minWidth: 18,
          padding: "1px 6px",
          borderRadius: 9,
          fontSize: 11,
          lineHeight: "16px",
          fontWeight: 600,
          textAlign: "center",
          color: "#fff",
          background: "#e03e2f",
        }}
      >
        {counterText(count)}
      </span>
    </span>
  );
}

/** `studio.components.toolMenu`: Sanity's menu, «Заявки» titled with the count of new requests. */
export function ManagerToolMenu(props: ToolMenuProps) {
  const { tools } = props;
  // An editor has no «Заявки» (studio/admin/access.ts): nothing to count, nothing asked.
  const count = useNewRequestsCount(tools.some((tool) => tool.name === REQUESTS_TOOL));
  const counted = useMemo(
    () =>
      counterText(count)
        ? tools.map((tool): Tool =>
            tool.name === REQUESTS_TOOL
              ? // Sanity's menu shows a tool's title as its button's text, which takes any React node.
                {
                  ...tool,
                  title: (<TitleWithCount title={tool.title} count={count!} />) as ReactNode as string,
                }
              : tool,
          )
        : tools,
    [tools, count],
  );
  return props.renderDefault({ ...props, tools: counted });
}
