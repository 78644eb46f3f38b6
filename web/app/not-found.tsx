import type { Metadata } from "next";
import "./globals.css";
import { SiteShell } from "@web/components/layout/site-shell";
import { MESSAGES } from "@web/messages";
import styles from "./[locale]/not-found.module.css";

export const metadata: Metadata = { title: MESSAGES.ru.chrome.notFound, robots: { index: false } };

/**
 * An address outside both languages' trees (docs/languages.md#addresses), which the rewrite in
 * next.config.mjs leaves almost none of: HTTP 404 and the plain text «Что-то пошло не так» in the
 * Russian shell. The site's unknown addresses get their language's 404 from
 * app/[locale]/[...rest].
 */
export default function GlobalNotFound() {
  return (
    <SiteShell language="ru">
      <div className={`container ${styles.notFound}`}>
        <p>{MESSAGES.ru.chrome.notFound}</p>
      </div>
    </SiteShell>
  );
}
