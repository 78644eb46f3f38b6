"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./tabs.module.css";

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  initial?: string;
  variant?: "line" | "pill" | "serif";
  className?: string;
  onChange?: (id: string) => void;
  /**
   * A panel is rendered once it is first shown, not before: for panels heavy with pictures whose
   * content is on pages of its own too (the home page's rooms); the page then carries only the
   * first panel.
   */
  lazy?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move between tabs (and wrap), Home and End
 * jump to the ends. Every panel is rendered on the server and only hidden, so its text is in
 * the page for search engines, unless `lazy`.
 */
export function Tabs({
  items,
  label,
  initial,
  variant = "line",
  className,
  onChange,
  lazy = false,
}: TabsProps) {
  const base = useId();
  const [active, setActive] = useState(initial ?? items[0]?.id ?? "");
  // Panels once shown stay rendered: coming back to a tab keeps its slider where the guest left it.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([active]));
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    setActive(item.id);
    if (!shown.has(item.id)) setShown(new Set([...shown, item.id]));
    onChange?.(item.id);
    refs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={[styles[variant], className].filter(Boolean).join(" ") || undefined}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const selected = item.id === active;
          return (
            <button
              key={item.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              // A tab's name is the content's (a room, a spa section, a way to get here).
              data-content
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {!lazy || shown.has(item.id) ? item.content : null}
        </div>
      ))}
    </div>
  );
}
