"use client";

import { IntentLink } from "@web/components/link/intent-link";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { splitLanguage } from "@web/i18n/paths";
import type { NavItem } from "@web/features/content/types";
import { isCurrent } from "@web/lib/navigation";

/** The booking journey's pages are per guest and dynamic: prefetching them gains nothing. */
export function prefetchable(href: string): boolean {
  return !href.startsWith("/booking");
}

/** Menu links that mark the current section with aria-current. */
export function NavLinks({
  links,
  className,
  linkClassName,
  onNavigate,
}: {
  links: readonly NavItem[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const t = useTranslations("chrome");
  // The current section of either language: /en/rooms is the section /rooms.
  const pathname = splitLanguage(usePathname()).path;
  const hrefs = links.map((link) => link.href);
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.label}-${link.href}`}>
          {link.external ? (
            <a
              className={linkClassName}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onNavigate}
            >
              {link.label}
              <span className="visually-hidden">{t("newWindow")}</span>
            </a>
          ) : (
            <IntentLink
              className={linkClassName}
              href={link.href}
              aria-current={isCurrent(link.href, pathname, hrefs) ? "page" : undefined}
              prefetch={prefetchable(link.href) ? undefined : false}
              onClick={onNavigate}
            >
              {link.label}
            </IntentLink>
          )}
        </li>
      ))}
    </ul>
  );
}
