import { getTranslations } from "next-intl/server";
import { IntentLink } from "@web/components/link/intent-link";
import { Phone, Pin } from "@web/components/icons/icons";
import type { SiteSettings } from "@web/features/content/types";
import { telHref } from "@web/lib/phone";
import { LangSwitch } from "./lang-switch";
import { Menu } from "./menu";
import { NavLinks } from "./nav-links";
import styles from "./header.module.css";

/**
 * The site's header (docs/site.md#header-and-menu): address and phone from the site settings, the
 * main list of the menu inline on wide screens, the hotel's name, the RU/ENG switch and the full
 * menu. The thin top bar scrolls away; the main bar stays (sticky with a negative top).
 */
export async function Header({ settings }: { settings: SiteSettings }) {
  const t = await getTranslations("chrome.header");
  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <p className={styles.topItem}>
            <Pin size={16} />
            {settings.address}
          </p>
          <div className={styles.topRight}>
            <a className={styles.topItem} href={telHref(settings.phone)}>
              <Phone size={16} />
              {settings.phone}
            </a>
            <LangSwitch />
          </div>
        </div>
      </div>
      <div className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <nav aria-label={t("mainMenu")} className={styles.nav}>
            <NavLinks links={settings.mainMenu} className={styles.navList} linkClassName={styles.navLink} />
          </nav>
          <IntentLink href="/" className={styles.brand}>
            <span className={styles.brandName}>{settings.hotelName}</span>
            <span className={styles.brandTagline}>{settings.hotelKind}</span>
          </IntentLink>
          <div className={styles.end}>
            <a
              className={styles.phoneIcon}
              href={telHref(settings.phone)}
              aria-label={t("call", { phone: settings.phone })}
            >
              <Phone size={20} />
            </a>
            <IntentLink href="/booking" prefetch={false} className={`btn btn--gold ${styles.book}`}>
              {t("book")}
            </IntentLink>
            <div className={styles.menu}>
              <Menu
                hotelName={settings.hotelName}
                phone={settings.phone}
                address={settings.address}
                mainMenu={settings.mainMenu}
                secondaryMenu={settings.secondaryMenu}
              />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
