import { useLocale } from "next-intl";
import styles from "./faq.module.css";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Frequently asked questions: each one opens and closes on click (docs/site.md#faq). Native
 * <details>/<summary>, so it works before any script and with every assistive technology.
 *
 * Also a schema.org FAQPage, as microdata on the very elements guests read rather than a JSON-LD
 * copy of every question and answer: the page (and the React payload that repeats it) carries the
 * text once instead of twice (docs/site.md#seo). `inLanguage` names the page's language.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  const language = useLocale();
  return (
    <div className={styles.faq} itemScope itemType="https://schema.org/FAQPage" data-content>
      <meta itemProp="inLanguage" content={language} />
      {items.map((item) => (
        <details
          key={item.id}
          className={styles.item}
          itemScope
          itemProp="mainEntity"
          itemType="https://schema.org/Question"
        >
          <summary className={styles.question}>
            <span itemProp="name">{item.question}</span>
            <span className={styles.sign} aria-hidden="true" />
          </summary>
          <div
            className={styles.answer}
            itemScope
            itemProp="acceptedAnswer"
            itemType="https://schema.org/Answer"
          >
            <div itemProp="text">
              {item.answer.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
        </details>
      ))}
    </div>
  );
}
