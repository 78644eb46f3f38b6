"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import styles from "./lang-switch.module.css";

type Lang = "ru" | "en";

/**
 * The label chosen on this page, shared by the header's switch and the menu's: kept in memory
 * for the page it was chosen on, never stored, so the next page (and a reload) says RU again.
 */
let chosen: { lang: Lang; path: string } | undefined;
const listeners = new Set<() => void>();

function choose(lang: Lang, path: string): void {
  chosen = { lang, path };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * RU / ENG (docs/site.md#language-switch). The English version of the site comes later: ENG moves
 * the selected label, as the spec asks, and says at once that the English version is coming, so the
 * switch never pretends the page changed; the choice is forgotten on the next page, since it
 * changes nothing to remember.
 */
export function LangSwitch({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const path = usePathname();
  const lang = useSyncExternalStore<Lang>(
    subscribe,
    () => (chosen?.path === path ? chosen.lang : "ru"),
    () => "ru",
  );
  return (
    <div
      className={tone === "light" ? `${styles.switch} ${styles.light}` : styles.switch}
      role="group"
      aria-label="Язык сайта"
    >
      <button type="button" aria-pressed={lang === "ru"} onClick={() => choose("ru", path)} lang="ru">
        RU
      </button>
      <span aria-hidden="true" className={styles.divider} />
      <button type="button" aria-pressed={lang === "en"} onClick={() => choose("en", path)} lang="en">
        ENG
      </button>
      <p className={styles.note} role="status" lang="en">
        {lang === "en" ? "The English version of the site is coming soon." : ""}
      </p>
    </div>
  );
}
