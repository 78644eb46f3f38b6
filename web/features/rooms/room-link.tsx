"use client";

import { IntentLink } from "@web/components/link/intent-link";
import { useSearchParams } from "next/navigation";
import { Suspense, type ReactNode } from "react";

function LinkWithQuery({
  roomId,
  className,
  children,
}: {
  roomId: number;
  className?: string;
  children: ReactNode;
}) {
  const params = useSearchParams();
  const query = params.toString();
  return (
    <IntentLink href={`/rooms/${roomId}${query ? `?${query}` : ""}`} className={className}>
      {children}
    </IntentLink>
  );
}

/**
 * A link to a room page that passes the current query string on, so the list keeps the guest's
 * dates and guests (docs/site.md#rooms). The list page stays static: the query is read in the
 * browser.
 */
export function RoomLink({
  roomId,
  className,
  children,
}: {
  roomId: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Suspense
      fallback={
        <IntentLink href={`/rooms/${roomId}`} className={className}>
          {children}
        </IntentLink>
      }
    >
      <LinkWithQuery roomId={roomId} className={className}>
        {children}
      </LinkWithQuery>
    </Suspense>
  );
}
