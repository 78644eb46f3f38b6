import { IntentLink } from "@web/components/link/intent-link";
import { useTranslations } from "next-intl";
import { Img } from "@web/components/image/img";
import type { OfferCard as OfferCardData } from "@web/features/content/types";
import { RequestButton } from "@web/features/request/request-button";
import styles from "./cards.module.css";

/** An offer: its page or link, or — without either — the request form for it. */
export function OfferCard({
  offer,
  phone,
  headingLevel = 3,
  priority = false,
}: {
  offer: OfferCardData;
  phone: string;
  headingLevel?: 2 | 3;
  /** The first card of a page may be its largest paint: load its picture at once. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useTranslations("pages");
  return (
    <article className={`${styles.card} ${styles.offer}`}>
      <div className={styles.media}>
        {offer.image ? (
          <Img
            picture={offer.image}
            alt=""
            fill
            sizes="(max-width: 767px) 100vw, 50vw"
            className={styles.image}
            {...(priority ? { loading: "eager" as const, fetchPriority: "high" as const } : {})}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {offer.href ? (
            <IntentLink href={offer.href} className={styles.stretched} data-content>
              {offer.title}
            </IntentLink>
          ) : (
            <span data-content>{offer.title}</span>
          )}
        </Heading>
        <p className={styles.text} data-content>
          {offer.text}
        </p>
        {offer.price ? (
          <p className={styles.price}>
            {offer.price.title ? <span data-content>{`${offer.price.title}: `}</span> : null}
            {offer.price.text}
          </p>
        ) : null}
        {offer.href ? (
          <span className={`link-arrow ${styles.more}`} aria-hidden="true">
            {t("more")}
          </span>
        ) : (
          <div className={styles.raised}>
            <RequestButton phone={phone} topic={offer.title} className="btn btn--outline" />
          </div>
        )}
      </div>
    </article>
  );
}
