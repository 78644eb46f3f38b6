import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "@web/components/breadcrumbs/breadcrumbs";
import { typograph } from "@web/lib/typography";
import styles from "./page-intro.module.css";

/** The top of a content page: breadcrumbs, an eyebrow, the H1 and an intro. */
export function PageIntro({
  trail,
  eyebrow,
  title,
  intro,
  children,
  align = "start",
}: {
  trail: Crumb[];
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  align?: "start" | "center";
}) {
  return (
    <div className={`container ${styles.intro} ${align === "center" ? styles.center : ""}`}>
      <Breadcrumbs trail={trail} />
      <div className={styles.head}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={styles.title}>{typograph(title)}</h1>
        {intro ? <p className={`lead ${styles.lead}`}>{typograph(intro)}</p> : null}
        {children}
      </div>
    </div>
  );
}
