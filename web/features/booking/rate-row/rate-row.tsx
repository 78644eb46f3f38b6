"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@rules/money";
import { Check } from "@web/components/icons/icons";
import type { RateOffer } from "../api";
import { cancellationTerms, dayMonth, nightsText } from "../format";
import styles from "./rate-row.module.css";

/**
 * One rate of a room type as the guest chooses it, on the rate plans page and on a room page:
 * what it includes, its cancellation terms for this stay, the price of the whole stay with its
 * nightly breakdown, and «Выбрать тариф». With `selected` given, the button is a toggle that
 * shows the choice («Тариф выбран»); without it, the button just chooses.
 */
export function RateRow({
  rate,
  nights,
  headingLevel,
  selected,
  onChoose,
}: {
  rate: RateOffer;
  nights: number;
  headingLevel: 3 | 4;
  selected?: boolean;
  onChoose: () => void;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const t = useTranslations("journey.rate");
  const language = useLocale();
  const money = (amount: number) => formatMoney(amount, language);
  const nights_ = nightsText(nights, language);
  return (
    <li className={`${styles.rate} ${selected ? styles.selected : ""}`}>
      <div>
        <Heading className={styles.title} data-content>
          {rate.title}
        </Heading>
        {rate.includedServices.length > 0 ? (
          <ul className={styles.included} data-content>
            {rate.includedServices.map((service) => (
              <li key={service.title}>
                <Check size={14} /> {service.title}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={rate.refundable ? styles.flexible : styles.strict}>
          {cancellationTerms(rate, language)}
        </p>
      </div>
      <div className={styles.action}>
        <p className={styles.price}>
          <strong>{money(rate.price)}</strong> <span>{t("forNights", { nights: nights_ })}</span>
        </p>
        {rate.nightly.length > 0 ? (
          <details className={styles.breakdown}>
            <summary>{t("nightly")}</summary>
            <ul>
              {rate.nightly.map((night) => (
                <li key={night.date}>
                  <span>{dayMonth(night.date, language)}</span> <span>{money(night.amount)}</span>
                </li>
              ))}
              <li className={styles.breakdownTotal}>
                <span>{t("nightlyTotal", { nights: nights_ })}</span> <span>{money(rate.price)}</span>
              </li>
            </ul>
          </details>
        ) : null}
        <button
          type="button"
          className={selected ? "btn btn--dark" : "btn btn--gold"}
          aria-pressed={selected}
          onClick={onChoose}
        >
          {selected ? t("chosen") : t("choose")}
        </button>
      </div>
    </li>
  );
}
