"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type IntentLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & {
  href: string;
  /** False for pages that are per guest (the booking journey): no prefetch at all. */
  prefetch?: boolean;
};

/**
 * A site link that prefetches its page when the guest shows the intent to follow it (pointer
 * over it, a touch, keyboard focus) instead of whenever it scrolls into view. Pages still open
 * at once, but a phone loading the site does not download a dozen other pages on the way.
 */
export function IntentLink({
  href,
  prefetch = true,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...rest
}: IntentLinkProps) {
  const router = useRouter();
  const warm = () => {
    if (prefetch) router.prefetch(href);
  };
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
