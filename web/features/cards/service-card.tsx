import { IntentLink } from "@web/components/link/intent-link";
import { useTranslations } from "next-intl";
import { Img } from "@web/components/image/img";
import type { ServiceCard as ServiceCardData } from "@web/features/content/types";
import styles from "./cards.module.css";

/**
 * A service in a list. The card is a link when the service leads somewhere; the buffet
 * breakfast has no action (docs/site.md#services-and-spa), so its card is plain text.
 */
export function ServiceCard({
  service,
  headingLevel = 3,
  priority = false,
}: {
  service: ServiceCardData;
  headingLevel?: 2 | 3;
  /** The first card of a page may be its largest paint: load its picture at once. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useTranslations("pages");
  const content = (
    <>
      <div className={styles.media}>
        {service.image ? (
          <Img
            picture={service.image}
            alt=""
            fill
            sizes="(max-width: 767px) 100vw, (max-width: 1439px) 50vw, 33vw"
            className={styles.image}
            {...(priority ? { loading: "eager" as const, fetchPriority: "high" as const } : {})}
          />
        ) : null}
        {service.isFree ? <span className={styles.badge}>{t("services.included")}</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title} data-content>
          {service.title}
        </Heading>
        {service.summary ? (
          <p className={styles.text} data-content>
            {service.summary}
          </p>
        ) : null}
        {service.href ? (
          <span className={`link-arrow ${styles.more}`} aria-hidden="true">
            {t("more")}
          </span>
        ) : null}
      </div>
    </>
  );
  return service.href ? (
    <IntentLink href={service.href} className={`${styles.card} ${styles.linked}`} data-testid="service-card">
      {content}
    </IntentLink>
  ) : (
    <div className={styles.card} data-testid="service-card">
      {content}
    </div>
  );
}
