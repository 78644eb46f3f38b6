import Link from "next/link";
import { SiteImage } from "@web/components/image/site-image";
import type { ServiceCard as ServiceCardData } from "@web/features/content/types";
import styles from "./cards.module.css";

/**
 * A service in a list. The card is a link when the service leads somewhere; the buffet
 * breakfast has no action (content.md §4), so its card is plain text.
 */
export function ServiceCard({
  service,
  headingLevel = 3,
}: {
  service: ServiceCardData;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const content = (
    <>
      <div className={styles.media}>
        {service.image ? (
          <SiteImage
            picture={service.image}
            alt=""
            fill
            sizes="(max-width: 767px) 100vw, (max-width: 1439px) 50vw, 33vw"
            className={styles.image}
          />
        ) : null}
        {service.isFree ? <span className={styles.badge}>Включено</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{service.title}</Heading>
        {service.summary ? <p className={styles.text}>{service.summary}</p> : null}
        {service.href ? (
          <span className={`link-arrow ${styles.more}`} aria-hidden="true">
            Подробнее
          </span>
        ) : null}
      </div>
    </>
  );
  return service.href ? (
    <Link href={service.href} className={`${styles.card} ${styles.linked}`} data-testid="service-card">
      {content}
    </Link>
  ) : (
    <div className={styles.card} data-testid="service-card">
      {content}
    </div>
  );
}
