import { formatRubles } from "@rules/money";
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
  return (
    <li className={`${styles.rate} ${selected ? styles.selected : ""}`}>
      <div>
        <Heading className={styles.title}>{rate.title}</Heading>
        {rate.includedServices.length > 0 ? (
          <ul className={styles.included}>
            {rate.includedServices.map((service) => (
              <li key={service.title}>
                <Check size={14} /> {service.title}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={rate.refundable ? styles.flexible : styles.strict}>{cancellationTerms(rate)}</p>
      </div>
      <div className={styles.action}>
        <p className={styles.price}>
          <strong>{formatRubles(rate.price)}</strong> <span>за {nightsText(nights)}</span>
        </p>
        {rate.nightly.length > 0 ? (
          <details className={styles.breakdown}>
            <summary>Цена по ночам</summary>
            <ul>
              {rate.nightly.map((night) => (
                <li key={night.date}>
                  <span>{dayMonth(night.date)}</span> <span>{formatRubles(night.amount)}</span>
                </li>
              ))}
              <li className={styles.breakdownTotal}>
                <span>{nightsText(nights)}, итого</span> <span>{formatRubles(rate.price)}</span>
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
          {selected ? "Тариф выбран" : "Выбрать тариф"}
        </button>
      </div>
    </li>
  );
}
