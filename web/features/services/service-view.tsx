import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Phone } from "@web/components/icons/icons";
import { PageIntro } from "@web/components/page/page-intro";
import { RichText } from "@web/components/rich-text/rich-text";
import { ImageSlider } from "@web/components/slider/image-slider";
import type { Crumb } from "@web/components/breadcrumbs/breadcrumbs";
import type { ServiceDetail, SiteSettings } from "@web/features/content/types";
import { RequestButton } from "@web/features/request/request-button";
import { telHref } from "@web/lib/phone";
import { Tags } from "@web/components/tags/tags";
import detail from "@web/features/content/detail.module.css";
import styles from "./service-view.module.css";

/**
 * A service or spa procedure page (docs/site.md#services-and-spa): photos, tags, text, features,
 * prices, hours, facts, a «leave a request» button and the hotel's phone. `children` is the spa
 * picker on /services/spa, shown before the details; `details` follow the text (the transfer
 * table).
 */
export function ServiceView({
  service,
  settings,
  children,
  details,
  compact = false,
}: {
  service: ServiceDetail;
  settings: SiteSettings;
  children?: ReactNode;
  details?: ReactNode;
  compact?: boolean;
}) {
  const t = useTranslations("pages");
  const trail: Crumb[] = [{ title: t("services.crumb"), href: "/services" }];
  if (service.kind === "spaProcedure") trail.push({ title: t("services.spa"), href: "/services/spa" });
  trail.push({ title: service.title });

  const contact = (
    <div className={styles.contact}>
      <RequestButton phone={settings.phone} topic={service.title} />
      <p className={styles.phoneLine}>
        <span>{t("services.orCall")}</span>
        <a href={telHref(settings.phone)} className={styles.phone}>
          <Phone size={18} />
          {settings.phone}
        </a>
      </p>
    </div>
  );

  return (
    <>
      <PageIntro
        trail={trail}
        eyebrow={service.category ?? t("services.eyebrow")}
        contentEyebrow={Boolean(service.category)}
        title={service.title}
        intro={service.summary}
      >
        <Tags tags={service.tags} label={t("inBrief")} />
      </PageIntro>

      {children ? <div className={`container ${styles.picker}`}>{children}</div> : null}

      <div className={`container ${detail.layout} ${styles.areas} ${compact ? styles.compact : ""}`}>
        {service.images.length > 0 && !compact ? (
          <div className={styles.gallery}>
            <ImageSlider
              images={service.images}
              label={t("photos", { title: service.title })}
              sizes="(max-width: 1023px) 100vw, 60vw"
              priority
              aspect="wide"
            />
          </div>
        ) : null}
        <aside className={styles.aside} aria-label={t("services.prices")}>
          {service.prices.length > 0 ? (
            <dl className={styles.prices}>
              {service.prices.map((price, index) => (
                <div key={`${price.text}-${index}`}>
                  <dt data-content={price.title ? true : undefined}>{price.title ?? t("price")}</dt>
                  <dd>
                    {price.text}
                    {price.note ? (
                      <span className={styles.priceNote} data-content>
                        {price.note}
                      </span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {service.hours.length > 0 ? (
            <div>
              <h2 className={styles.asideTitle}>{t("services.hours")}</h2>
              <dl className={styles.hours} data-content>
                {service.hours.map((line, index) => (
                  <div key={`${line.label}-${index}`}>
                    <dt>
                      {line.label}
                      {line.note ? <span className={styles.priceNote}>{line.note}</span> : null}
                    </dt>
                    <dd>{line.time}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          {contact}
        </aside>
        <div className={`${detail.main} ${styles.main}`}>
          <RichText value={service.body} className={detail.prose} />
          {details}
          {service.features.length > 0 ? (
            <section aria-labelledby="service-features">
              <h2 id="service-features" className={detail.subTitle}>
                {t("included")}
              </h2>
              <ul className={styles.features} data-content>
                {service.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {service.facts.length > 0 ? (
            <dl className={styles.facts} data-content>
              {service.facts.map((fact) => (
                <div key={`${fact.label}-${fact.value}`}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {service.seating.length > 0 ? (
            <section aria-labelledby="service-seating">
              <h2 id="service-seating" className={detail.subTitle}>
                {t("services.seating")}
              </h2>
              <ul className={styles.seating} data-content>
                {service.seating.map((plan) => (
                  <li key={plan.title}>
                    <span className={styles.seats}>{plan.seats}</span>
                    <span>{plan.title}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {service.rules.length > 0 ? (
            <section aria-labelledby="service-rules">
              <h2 id="service-rules" className={detail.subTitle}>
                {t("services.rules")}
              </h2>
              <ul className={styles.rules} data-content>
                {service.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
