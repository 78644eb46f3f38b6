"use client";

import { useSyncExternalStore } from "react";
import styles from "./lang-switch.module.css";

type Lang = "ru" | "en";
const KEY = "site-lang";
const listeners = new Set<() => void>();

function read(): Lang {
  try {
    return window.localStorage.getItem(KEY) === "en" ? "en" : "ru";
  } catch {
    // Storage can be disabled (private mode, policy): the label simply stays RU.
    return "ru";
  }
}

function write(lang: Lang): void {
  try {
    window.localStorage.setItem(KEY, lang);
  } catch (error) {
    console.warn("The language choice cannot be stored", error);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * RU / ENG. The English version of the site comes later, so the choice only moves the highlight
 * and is remembered on this device (docs/site.md#language-switch).
 */
export function LangSwitch({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const lang = useSyncExternalStore<Lang>(subscribe, read, () => "ru");
  return (
    <div
      className={tone === "light" ? `${styles.switch} ${styles.light}` : styles.switch}
      role="group"
      aria-label="Язык сайта"
    >
      <button type="button" aria-pressed={lang === "ru"} onClick={() => write("ru")} lang="ru">
        RU
      </button>
      <span aria-hidden="true" className={styles.divider} />
      <button type="button" aria-pressed={lang === "en"} onClick={() => write("en")} lang="en">
        ENG
      </button>
    </div>
  );
}
