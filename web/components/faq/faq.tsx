import { JsonLd } from "@web/components/seo/json-ld";
import styles from "./faq.module.css";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Frequently asked questions: each one opens and closes on click (docs/site.md#faq). Native
 * <details>/<summary>, so it works before any script and with every assistive technology.
 * Also published as a schema.org FAQPage.
 */
export function Faq({ items, structuredData = true }: { items: FaqItem[]; structuredData?: boolean }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.id} className={styles.item}>
          <summary className={styles.question}>
            <span>{item.question}</span>
            <span className={styles.sign} aria-hidden="true" />
          </summary>
          <div className={styles.answer}>
            {item.answer.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
      {structuredData ? (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: items.map((item) => ({
              "@type": "Question",
              name: item.question,
              acceptedAnswer: { "@type": "Answer", text: item.answer },
            })),
          }}
        />
      ) : null}
    </div>
  );
}
