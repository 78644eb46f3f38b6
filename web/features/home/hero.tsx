import { Img } from "@web/components/image/img";
import type { HomePage, SiteSettings } from "@web/features/content/types";
import { HeroBookingForm } from "./hero-booking-form";
import styles from "./hero.module.css";

/**
 * What the photograph's box needs, for its srcset: on a laptop or wider the box is the right
 * 6/11 of the screen and as tall as the screen below the header (hero.module.css: at most
 * 880 px, the header and the 40 px under it are 112 px), and the photograph covers it, so a
 * landscape photograph is drawn as wide as the box's height times its own shape (1401 px for a
 * 16:9 photograph at 1440 × 900, where the box is 785 px wide). Phones keep the screen's width.
 */
export function heroSizes(picture: { width: number; height: number }): string {
  const shape = Math.round((picture.width / picture.height) * 1000) / 1000;
  return `(max-width: 1023px) 100vw, max(55vw, min(100vh - 112px, 880px) * ${shape})`;
}

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
            sizes={heroSizes(image)}
            className={styles.image}
            quality={65}
          />
        ) : null}
      </div>
      <div className={styles.panel}>
        <div>
          <p className={`eyebrow ${styles.eyebrow}`} data-content>
            {settings.hotelKind} · {settings.hotelName}
          </p>
          <h1 id="hero-title" className={styles.title} data-content>
            {home.heroTitle}
          </h1>
          {home.heroSubtitle ? (
            <p className={styles.subtitle} data-content>
              {home.heroSubtitle}
            </p>
          ) : null}
        </div>
        <div className={styles.form}>
          <HeroBookingForm buttonLabel={home.bookButtonLabel} />
        </div>
      </div>
    </section>
  );
}
