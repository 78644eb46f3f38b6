import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { languageAlternates } from "@web/lib/metadata";
import { Suspense } from "react";
import { getSiteSettings } from "@web/features/content/site";
import { Checking, SuccessView } from "@web/features/booking/success/success-view";
import styles from "./page.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const t = await getTranslations({ locale: language, namespace: "journey.titles" });
  return {
    title: t("booking"),
    robots: { index: false },
    alternates: languageAlternates("/booking/success", language),
  };
}

/** Where the payment page returns the guest (no breadcrumbs); the outcome is checked in the browser. */
export default async function SuccessPage({ params }: { params: Promise<LocaleParams> }) {
  const language = await pageLanguage(params);
  const settings = await getSiteSettings(language);
  return (
    <div className={`container ${styles.page}`}>
      <Suspense fallback={<Checking />}>
        <SuccessView phone={settings.phone} />
      </Suspense>
    </div>
  );
}
