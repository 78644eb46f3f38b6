import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { languageAlternates } from "@web/lib/metadata";
import { Suspense } from "react";
import { GuestDataStep } from "@web/features/booking/guest-data/data-step";
import { BookingSteps } from "@web/features/booking/steps";
import styles from "./page.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const t = await getTranslations({ locale: language, namespace: "journey.titles" });
  return {
    title: t("data"),
    robots: { index: false },
    alternates: languageAlternates("/booking/data", language),
  };
}

/** «Данные гостя»: the draft lives in the browser, so the page is static and the step renders there. */
export default async function GuestDataPage({ params }: { params: Promise<LocaleParams> }) {
  const t = await getTranslations({ locale: await pageLanguage(params), namespace: "journey" });
  return (
    <div className={styles.page}>
      <div className="container">
        <BookingSteps current="data" />
        <h1 className={styles.title}>{t("titles.data")}</h1>
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              {t("loadingBooking")}
            </p>
          }
        >
          <GuestDataStep />
        </Suspense>
      </div>
    </div>
  );
}
