import type { Metadata } from "next";
import { formatRubles } from "@rules/money";
import { PageIntro } from "@web/components/page/page-intro";
import { ImageSlider } from "@web/components/slider/image-slider";
import { getCarsPage } from "@web/features/content/catalogue";
import { getListPage, getSiteSettings } from "@web/features/content/site";
import { RequestButton } from "@web/features/request/request-button";
import { pageMetadata } from "@web/lib/metadata";
import mediaRow from "@web/components/layout/media-row.module.css";
import styles from "./car.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  await pageLanguage(params);
  const [page, { cars }] = await Promise.all([getListPage("/car"), getCarsPage()]);
  return pageMetadata({
    path: "/car",
    title: page.title,
    description: page.intro,
    seo: page.seo,
    image: cars[0]?.images[0],
  });
}

/** Car rental (docs/site.md#car-rental): two cars with daily prices and «Оставить заявку». */
export default async function CarPage({ params }: { params: Promise<LocaleParams> }) {
  await pageLanguage(params);
  const [page, { cars, services }, settings] = await Promise.all([
    getListPage("/car"),
    getCarsPage(),
    getSiteSettings(),
  ]);
  return (
    <>
      <PageIntro trail={[{ title: page.title }]} eyebrow="Автомобили" title={page.title} intro={page.intro} />
      <div className={`container ${styles.list}`}>
        {cars.map((car, index) => (
          <article key={car.id} className={mediaRow.row} aria-labelledby={`car-${car.id}`}>
            <ImageSlider
              images={car.images}
              label={`Фотографии: ${car.name}`}
              sizes="(max-width: 1023px) 100vw, 55vw"
              priority={index === 0}
            />
            <div className={mediaRow.body}>
              <h2 id={`car-${car.id}`} className={styles.name}>
                {car.name}
              </h2>
              {car.summary ? <p className={styles.summary}>{car.summary}</p> : null}
              <p className={styles.price}>
                {formatRubles(car.dailyPrice)}
                <span> / сутки</span>
              </p>
              <dl className={styles.specs}>
                {car.specs.map((spec) => (
                  <div key={spec.label}>
                    <dt>{spec.label}</dt>
                    <dd>{spec.value}</dd>
                  </div>
                ))}
              </dl>
              <RequestButton
                phone={settings.phone}
                label={page.ctaLabel ?? "Оставить заявку"}
                topic={`Аренда: ${car.name}`}
              />
            </div>
          </article>
        ))}
      </div>
      {services.length > 0 ? (
        <section
          className="section section--sand section--deferred"
          aria-label="Автомобиль с водителем и прокат"
        >
          <ul className={`container ${styles.services}`}>
            {services.map((service) => (
              <li key={service.title} className={styles.service}>
                <h2 className={styles.serviceTitle}>{service.title}</h2>
                {service.summary ? <p className={styles.summary}>{service.summary}</p> : null}
                {service.prices.map((price) => (
                  <p key={price.text} className={styles.servicePrice}>
                    {price.text}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
