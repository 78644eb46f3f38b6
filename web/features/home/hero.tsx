import { Img } from "@web/components/image/img";
import type { HomePage, SiteSettings } from "@web/features/content/types";
import { HeroBookingForm } from "./hero-booking-form";
import styles from "./hero.module.css";

/**
 * The first screen of the home page: the city title, the hotel and the booking form (dates and
 * guests), beside the hotel's photograph. The photograph is the page's largest paint on wide
 * screens and is fetched first (fetchpriority=high).
 */
export function Hero({ home, settings }: { home: HomePage; settings: SiteSettings }) {
  const image = home.heroImages[0];
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.media}>
        {image ? (
          <Img
            picture={image}
            fill
            loading="eager"
            fetchPriority="high"
            sizes="(max-width: 1023px) 100vw, 56vw"
            className={styles.image}
            quality={65}
          />
        ) : null}
      </div>
      <div className={styles.panel}>
        <div>
          <p className={`eyebrow ${styles.eyebrow}`}>
            {settings.hotelKind} · {settings.hotelName}
          </p>
          <h1 id="hero-title" className={styles.title}>
            {home.heroTitle}
          </h1>
          {home.heroSubtitle ? <p className={styles.subtitle}>{home.heroSubtitle}</p> : null}
        </div>
        <div className={styles.form}>
          <HeroBookingForm buttonLabel={home.bookButtonLabel} />
        </div>
      </div>
    </section>
  );
}
