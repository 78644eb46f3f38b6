"use client";

import { useTranslations } from "next-intl";
import { Minus, Plus } from "@web/components/icons/icons";
import styles from "./counter.module.css";

/** − value + for a count of guests, with its bounds; shared by the guest picker and the home form. */
export function Counter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (delta: number) => void;
}) {
  const t = useTranslations("journeySearch.guests");
  return (
    <div className={styles.counter}>
      <span>{label}</span>
      <div className={styles.counterControls}>
        <button
          type="button"
          onClick={() => onChange(-1)}
          disabled={value <= min}
          aria-label={t("less", { label })}
        >
          <Minus size={16} />
        </button>
        <output aria-live="polite" aria-label={label}>
          {value}
        </output>
        <button
          type="button"
          onClick={() => onChange(1)}
          disabled={value >= max}
          aria-label={t("more", { label })}
        >
          <Plus size={16} />
        </button>
      </div>
    </div>
  );
}
