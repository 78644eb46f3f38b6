"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { localizedHref } from "@web/i18n/paths";
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
 * A site address is written in Russian form (`/rooms`) and leads to the page in the current
 * page's language (`/en/rooms` on an English page, docs/languages.md#addresses).
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
  const target = localizedHref(href, useLocale());
  const warm = () => {
    if (prefetch) router.prefetch(target);
  };
  return (
    <Link
      href={target}
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
