import { IntentLink } from "@web/components/link/intent-link";
import { localizedHref } from "@web/i18n/paths";
import { useLocale, useTranslations } from "next-intl";
import { JsonLd } from "@web/components/seo/json-ld";
import { absoluteUrl } from "@web/lib/site-url";
import styles from "./breadcrumbs.module.css";

export interface Crumb {
  title: string;
  /** Absent on the current page. */
  href?: string;
  /** A title from the content (a menu's label), not the catalogue's; the current page's always is. */
  content?: boolean;
}

/**
 * The breadcrumb bar of content pages, which show their path as titled crumbs
 * (docs/site.md#breadcrumbs): Главная / section / page, the last one current. Also published as a
 * schema.org BreadcrumbList. The booking steps have their own crumbs (booking journey).
 */
export function Breadcrumbs({ trail, tone = "dark" }: { trail: Crumb[]; tone?: "dark" | "light" }) {
  const t = useTranslations("components.breadcrumbs");
  const language = useLocale();
  const items: Crumb[] = [{ title: t("home"), href: "/" }, ...trail];
  return (
    <nav
      aria-label={t("label")}
      className={tone === "light" ? `${styles.crumbs} ${styles.light}` : styles.crumbs}
    >
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.title}-${index}`}>
              {item.href && !last ? (
                <IntentLink href={item.href} data-content={item.content || undefined}>
                  {item.title}
                </IntentLink>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  data-content={last || item.content || undefined}
                >
                  {item.title}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: items.map((item, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: item.title,
            ...(item.href ? { item: absoluteUrl(localizedHref(item.href, language)) } : {}),
          })),
        }}
      />
    </nav>
  );
}
