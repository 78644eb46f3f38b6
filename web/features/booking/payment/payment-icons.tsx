/**
 * The payment variants' icons (icon ids 101–106 of the engine): small badges drawn for this site —
 * simple shapes and plain lettering, no payment system's artwork. Each has an accessible name.
 */
"use client";

import { useLocale, useTranslations } from "next-intl";
import { cloneElement, isValidElement, type ReactNode } from "react";
import styles from "./payment.module.css";

export const PAYMENT_ICON_NAMES: Record<number, string> = {
  101: "Mastercard",
  102: "Мир",
  103: "QR-код, Система быстрых платежей",
  104: "Карты других платёжных систем",
  105: "Банковская карта",
  106: "Visa",
};

/** The icons' names from the catalogue, by id (the brands' own names stay as they are). */
const ICON_KEYS: Record<number, "mir" | "sbp" | "other" | "card" | undefined> = {
  102: "mir",
  103: "sbp",
  104: "other",
  105: "card",
};

const LETTERING = { fontFamily: "Arial, Helvetica, sans-serif", fontWeight: 700 } as const;

const SHAPES: Record<number, ReactNode> = {
  101: (
    <>
      <circle cx="19.5" cy="16" r="8" fill="#d4351c" />
      <circle cx="28.5" cy="16" r="8" fill="#f2a33a" fillOpacity="0.9" />
    </>
  ),
  102: (
    <text x="24" y="20.5" textAnchor="middle" fontSize="12" fill="#1f7a4a" {...LETTERING}>
      {"{mir}"}
    </text>
  ),
  103: (
    <>
      <path
        d="M7 8h8v8H7zM9 10v4h4v-4zM7 18h4v4H7zM13 18h2v2h-2zM11 22h4v2h-4zM17 8h2v2h-2zM17 12h2v4h-2z"
        fill="#1f1b17"
      />
      <text x="33" y="20" textAnchor="middle" fontSize="9" fill="#5b3a8a" {...LETTERING}>
        {"{sbp}"}
      </text>
    </>
  ),
  104: (
    <>
      <rect x="10" y="9" width="7" height="14" rx="1" fill="#2a6fb0" />
      <rect x="17" y="9" width="7" height="14" rx="1" fill="#2f9a5d" />
      <rect x="24" y="9" width="7" height="14" rx="1" fill="#e0a526" />
      <rect x="31" y="9" width="7" height="14" rx="1" fill="#c4422b" />
    </>
  ),
  105: (
    <>
      <rect x="9" y="7" width="30" height="19" rx="2.5" fill="none" stroke="#1f1b17" strokeWidth="1.5" />
      <rect x="9" y="11" width="30" height="3.5" fill="#1f1b17" />
      <rect x="13" y="18" width="6" height="4" rx="0.8" fill="#c28f6a" />
    </>
  ),
  106: (
    <text x="24" y="21" textAnchor="middle" fontSize="12.5" fontStyle="italic" fill="#1a3a8f" {...LETTERING}>
      VISA
    </text>
  ),
};

/** One icon by the engine's id; nothing for an id the site does not know. */
export function PaymentIcon({ id }: { id: number }) {
  const t = useTranslations("journey.payment.icons");
  const key = ICON_KEYS[id];
  const name = key ? t(key) : PAYMENT_ICON_NAMES[id];
  const shape = lettered(SHAPES[id], useLocale());
  if (!name || !shape) return null;
  return (
    <svg className={styles.icon} viewBox="0 0 48 32" width="48" height="32" role="img" aria-label={name}>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d6cabd" />
      {shape}
    </svg>
  );
}

/** The icons of a payment variant, as a list. */
export function PaymentIcons({ ids }: { ids: readonly number[] }) {
  const known = ids.filter((id) => PAYMENT_ICON_NAMES[id]);
  const t = useTranslations("journey.payment");
  if (known.length === 0) return null;
  return (
    <ul className={styles.icons} aria-label={t("accepted")}>
      {known.map((id) => (
        <li key={id}>
          <PaymentIcon id={id} />
        </li>
      ))}
    </ul>
  );
}

/** The badges' lettering: «МИР», «СБП» on the Russian site; MIR, SBP (the brands' Latin names) on the English one. */
const LETTERS: Record<string, Record<string, string>> = {
  ru: { "{mir}": "МИР", "{sbp}": "СБП" },
  en: { "{mir}": "MIR", "{sbp}": "SBP" },
};

function lettered(shape: ReactNode, language: string): ReactNode {
  const letters = LETTERS[language] ?? LETTERS.ru ?? {};
  const swap = (node: ReactNode): ReactNode => {
    if (typeof node === "string") return letters[node] ?? node;
    if (Array.isArray(node)) return node.map(swap);
    if (isValidElement<{ children?: ReactNode }>(node) && node.props.children !== undefined)
      return cloneElement(node, undefined, ...[node.props.children].flat().map(swap));
    return node;
  };
  return swap(shape);
}
