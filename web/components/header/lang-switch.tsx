"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import type { Language } from "@rules/language";
import { localizedHref } from "@web/i18n/paths";
import styles from "./lang-switch.module.css";

const LABELS: Record<Language, string> = { ru: "RU", en: "ENG" };

/**
 * RU / ENG (docs/site.md#language-switch, docs/languages.md#the-switch): each label leads to the
 * same page in its language, the current one underlined. The link's address is the page's; a
 * click also carries the query (dates, guests, rooms) and the fragment, which a statically
 * rendered page does not know on the server. The booking draft is kept in the tab's storage, so
 * it survives the switch. The language is then the address's: every link of the page stays in it.
 */
export function LangSwitch({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useTranslations("chrome.language");
  const current = useLocale();
  const path = usePathname();
  // A whole page load in the other language: nothing the tab holds in memory (the journey's
  // answers, kept per address) stands in for the other language's. The address gets the current
  // query and fragment at the moment of the click.
  const go = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    const { pathname, search, hash } = window.location;
    event.currentTarget.href = localizedHref(`${pathname}${search}${hash}`, language);
  };
  const link = (language: Language) => (
    <a
      href={localizedHref(path, language)}
      hrefLang={language}
      lang={language}
      aria-current={language === current ? "true" : undefined}
      onClick={language === current ? undefined : go(language)}
    >
      {LABELS[language]}
    </a>
  );
  return (
    <div
      className={tone === "light" ? `${styles.switch} ${styles.light}` : styles.switch}
      role="group"
      aria-label={t("label")}
    >
      {link("ru")}
      <span aria-hidden="true" className={styles.divider} />
      {link("en")}
    </div>
  );
}
