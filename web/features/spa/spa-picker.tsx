"use client";

import { Img } from "@web/components/image/img";
import { useLocale, useTranslations } from "next-intl";
import { IntentLink } from "@web/components/link/intent-link";
import { formatMoney, priceFromText } from "@rules/money";
import { Clock, Close } from "@web/components/icons/icons";
import { QuantityStepper } from "@web/components/quantity/quantity-stepper";
import { Tabs } from "@web/components/tabs/tabs";
import type { Picture } from "@web/features/content/types";
import { selectionOfExtras } from "@web/features/booking/guest-data/extras";
import { changeExtras } from "@web/features/booking/transitions";
import { updateDraft, useBookingDraft } from "@web/features/booking/use-draft";
import { RequestButton } from "@web/features/request/request-button";
import { countOf, summaryLines, summaryText, summaryTotal, type SpaItem } from "./selection";
import styles from "./spa-picker.module.css";

export interface SpaProcedureCard extends SpaItem {
  href: string;
  image?: Picture;
  summary?: string;
}

export interface SpaTab {
  id: string;
  title: string;
  description?: string;
  procedures: SpaProcedureCard[];
}

/**
 * The spa picker at /services/spa (docs/site.md#spa-picker): procedures in tabs, a count per
 * procedure that never goes below zero (at zero it is not selected), and a summary of the chosen
 * ones with their totals, which can be sent to the hotel as a request. The selection is the booking
 * draft's extras, so it survives navigation and goes into the booking
 * (docs/booking-journey-guest-data.md#spa-procedures).
 */
export function SpaPicker({ tabs, phone }: { tabs: SpaTab[]; phone: string }) {
  const t = useTranslations("spa");
  const topics = useTranslations("request.topics");
  const language = useLocale();
  const money = (amount: number) => formatMoney(amount, language);
  const [draft] = useBookingDraft();
  const selection = selectionOfExtras(draft?.extras);
  const all = tabs.flatMap((tab) => tab.procedures);
  const lines = summaryLines(selection, all);
  const total = summaryTotal(lines);
  const change = async (key: string, delta: number) => {
    const item = all.find((procedure) => procedure.key === key);
    if (!item) return;
    const extra = { code: key, title: item.title, unit_price: priceFromText(item.priceText) ?? 0 };
    await updateDraft((stored) => changeExtras(stored, extra, delta));
  };

  return (
    <div className={styles.layout}>
      <Tabs
        label={t("tabs")}
        variant="pill"
        items={tabs.map((tab) => ({
          id: tab.id,
          label: tab.title,
          content: (
            <>
              {tab.description ? (
                <p className={styles.tabIntro} data-content>
                  {tab.description}
                </p>
              ) : null}
              <ul className={styles.list}>
                {tab.procedures.map((item) => {
                  const count = countOf(selection, item.key);
                  const selected = count > 0;
                  return (
                    <li key={item.key} className={`${styles.item} ${selected ? styles.selected : ""}`}>
                      {item.image ? (
                        <div className={styles.thumb}>
                          <Img picture={item.image} fill sizes="(max-width: 767px) 80px, 140px" />
                        </div>
                      ) : null}
                      <div className={styles.info}>
                        <h3 className={styles.name} data-content>
                          <IntentLink href={item.href}>{item.title}</IntentLink>
                        </h3>
                        {item.summary ? (
                          <p className={styles.text} data-content>
                            {item.summary}
                          </p>
                        ) : null}
                        <p className={styles.meta}>
                          <span className={styles.price} data-testid="spa-price">
                            {item.priceText}
                          </span>
                          <span className={styles.time}>
                            <Clock size={15} />
                            {item.time}
                          </span>
                        </p>
                        <p className={styles.state}>{selected ? t("chosen", { count }) : t("none")}</p>
                      </div>
                      <QuantityStepper
                        title={item.title}
                        count={count}
                        onChange={(delta) => change(item.key, delta)}
                        className={styles.counter}
                      />
                    </li>
                  );
                })}
              </ul>
            </>
          ),
        }))}
      />
      <aside className={styles.summary} aria-labelledby="spa-summary-title">
        <h2 id="spa-summary-title" className={styles.summaryTitle}>
          {t("summary")}
        </h2>
        {lines.length === 0 ? (
          <p className={styles.empty}>{t("empty")}</p>
        ) : (
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line.key} className={styles.line}>
                <span data-content>
                  {line.title}
                  {line.count > 1 ? <span className={styles.lineCount}> × {line.count}</span> : null}
                </span>
                <span className={styles.linePrice}>{money(line.price)}</span>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => change(line.key, -line.count)}
                  aria-label={t("remove", { title: line.title })}
                >
                  <Close size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.total}>
          <span>{t("total")}</span>
          <span data-testid="spa-total">{money(total)}</span>
        </p>
        <RequestButton
          phone={phone}
          topic={topics("spa")}
          comment={summaryText(lines, money, t("total"))}
          className={`btn btn--gold ${styles.cta}`}
        />
      </aside>
    </div>
  );
}
