import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { Minus, Plus } from "@web/components/icons/icons";
import styles from "./quantity-stepper.module.css";

const noSubscription = () => () => undefined;

/**
 * − count + for how many of one thing the guest takes (a spa procedure on the spa picker and on the
 * data step). The count never goes below zero: − is off at zero, and what zero means (not
 * selected, left out of the booking) is the caller's. Both buttons are off until the page has
 * hydrated: a press before that would be lost without a word (the server's HTML has no handler).
 */
export function QuantityStepper({
  title,
  count,
  onChange,
  className = "",
}: {
  title: string;
  count: number;
  onChange: (delta: 1 | -1) => void;
  /** Where the stepper sits in its parent's layout. */
  className?: string;
}) {
  const t = useTranslations("components.quantity");
  // false in the server's HTML and during hydration, true once the handlers are attached.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <div className={`${styles.stepper} ${className}`} role="group" aria-label={t("group", { title })}>
      <button
        type="button"
        onClick={() => onChange(-1)}
        disabled={!hydrated || count === 0}
        aria-label={t("less", { title })}
      >
        <Minus size={18} />
      </button>
      <output aria-live="polite" aria-label={t("chosen", { title })}>
        {count}
      </output>
      <button
        type="button"
        onClick={() => onChange(1)}
        disabled={!hydrated}
        aria-label={t("more", { title })}
      >
        <Plus size={18} />
      </button>
    </div>
  );
}
