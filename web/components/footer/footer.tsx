import { getTranslations } from "next-intl/server";
import { IntentLink } from "@web/components/link/intent-link";
import type { SiteSettings } from "@web/features/content/types";
import { telHref } from "@web/lib/phone";
import styles from "./footer.module.css";

/** The footer (docs/site.md#footer): its links, phone, e-mail, address and the copyright line. */
export async function Footer({ settings }: { settings: SiteSettings }) {
  const t = await getTranslations("chrome");
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <p className={styles.name}>{settings.hotelName}</p>
          <p className={styles.tagline}>{settings.hotelKind}</p>
          <p className={styles.about}>{settings.tagline}</p>
        </div>
        <nav aria-label={t("footer.sections")} className={styles.nav}>
          <ul className={styles.links}>
            {settings.footerMenu.map((link) => (
              <li key={`${link.label}-${link.href}`}>
                {link.external ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden">{t("newWindow")}</span>
                  </a>
                ) : (
                  <IntentLink href={link.href}>{link.label}</IntentLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <address className={styles.contacts}>
          <a href={telHref(settings.phone)} className={styles.phone}>
            {settings.phone}
          </a>
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
          <span>{settings.address}</span>
        </address>
        {settings.socials.length > 0 ? (
          <ul className={styles.socials} aria-label={t("footer.socials")}>
            {settings.socials.map((social) => (
              <li key={social.url}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  {social.title}
                  <span className="visually-hidden">{t("newWindow")}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {settings.copyrightYear} {settings.copyrightHolder}
        </p>
      </div>
    </footer>
  );
}
