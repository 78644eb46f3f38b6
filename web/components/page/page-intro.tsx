import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "@web/components/breadcrumbs/breadcrumbs";
import { useLocale } from "next-intl";
import { typographIn } from "@web/lib/typography";
import styles from "./page-intro.module.css";

/** The top of a content page: breadcrumbs, an eyebrow, the H1 and an intro. */
export function PageIntro({
  trail,
  eyebrow,
  title,
  intro,
  children,
  align = "start",
  contentEyebrow = false,
}: {
  trail: Crumb[];
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  align?: "start" | "center";
  /** The eyebrow is a text from the content (a category, a subtitle), not the catalogue's. */
  contentEyebrow?: boolean;
}) {
  const language = useLocale();
  return (
    <div className={`container ${styles.intro} ${align === "center" ? styles.center : ""}`}>
      <Breadcrumbs trail={trail} />
      <div className={styles.head}>
        {eyebrow ? (
          <p className="eyebrow" data-content={contentEyebrow || undefined}>
            {eyebrow}
          </p>
        ) : null}
        <h1 className={styles.title} data-content>
          {typographIn(title, language)}
        </h1>
        {intro ? (
          <p className={`lead ${styles.lead}`} data-content>
            {typographIn(intro, language)}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/**
 * The top of a section's list page (rooms, services, offers, …): the page's title as its one crumb
 * and its H1, its intro, and the section's eyebrow from the catalogue.
 */
export function ListPageIntro({
  page,
  eyebrow,
  children,
}: {
  page: { title: string; intro?: string };
  eyebrow: string;
  children?: ReactNode;
}) {
  return (
    <PageIntro trail={[{ title: page.title }]} eyebrow={eyebrow} title={page.title} intro={page.intro}>
      {children}
    </PageIntro>
  );
}
