"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { IntentLink } from "@web/components/link/intent-link";
import { Dialog } from "@web/components/dialog/dialog";
import { Close, MenuIcon, Phone, Pin } from "@web/components/icons/icons";
import type { NavItem } from "@web/features/content/types";
import { telHref } from "@web/lib/phone";
import { LangSwitch } from "./lang-switch";
import { NavLinks } from "./nav-links";
import styles from "./menu.module.css";

interface MenuProps {
  hotelName: string;
  phone: string;
  address: string;
  mainMenu: NavItem[];
  secondaryMenu: NavItem[];
}

/** The «Меню» button and the full menu: main and secondary lists, contacts, language. */
export function Menu({ hotelName, phone, address, mainMenu, secondaryMenu }: MenuProps) {
  const t = useTranslations("chrome.header");
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={22} />
        <span className={styles.triggerLabel}>{t("menu")}</span>
      </button>
      <Dialog
        open={open}
        onClose={close}
        labelledBy="site-menu-title"
        variant="sheet"
        className={styles.dialog}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <p id="site-menu-title" className={styles.title}>
              {hotelName}
            </p>
            <button type="button" className={styles.close} onClick={close} aria-label={t("closeMenu")}>
              <Close size={24} />
            </button>
          </div>
          <nav aria-label={t("siteMenu")} className={styles.lists}>
            <NavLinks
              links={mainMenu}
              className={styles.main}
              linkClassName={styles.mainLink}
              onNavigate={close}
            />
            <NavLinks
              links={secondaryMenu}
              className={styles.secondary}
              linkClassName={styles.secondaryLink}
              onNavigate={close}
            />
          </nav>
          <div className={styles.footer}>
            <a className={styles.contact} href={telHref(phone)}>
              <Phone size={18} />
              {phone}
            </a>
            <p className={styles.contact}>
              <Pin size={18} />
              {address}
            </p>
            <LangSwitch />
            <IntentLink href="/booking" prefetch={false} className="btn btn--gold" onClick={close}>
              {t("book")}
            </IntentLink>
          </div>
        </div>
      </Dialog>
    </>
  );
}
