import type { Metadata } from "next";
import "./globals.css";
import { SiteShell } from "@web/components/layout/site-shell";
import { MESSAGES } from "@web/messages";
import styles from "./[locale]/not-found.module.css";

export const metadata: Metadata = { title: MESSAGES.ru.chrome.notFound, robots: { index: false } };

/**
 * An address the site does not know (docs/site.md#navigation-and-errors,
 * docs/languages.md#addresses): HTTP 404 and the plain text «Что-то пошло не так» in the Russian
 * shell, built ahead like the pages. An unknown English address (/en/…) gets the English 404 of
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
