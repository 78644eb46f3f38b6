"use client";

import { useTranslations } from "next-intl";
import styles from "./not-found.module.css";

/**
 * Any path the site does not know (docs/site.md#navigation-and-errors): HTTP 404 and the plain text
 * «Что-то пошло не так» (in English on an English address), inside the site's shell so the guest
 * can go on. Its words come from the layout's catalogue, as a 404 has no page of its own to set
 * the language.
 */
export default function NotFound() {
  const t = useTranslations("chrome");
  return (
    <div className={`container ${styles.notFound}`}>
      <title>{t("notFound")}</title>
      <meta name="robots" content="noindex" />
      <p>{t("notFound")}</p>
    </div>
  );
}
