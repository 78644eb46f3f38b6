import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { languageAlternates } from "@web/lib/metadata";
import { Suspense } from "react";
import { LoadingBooking, PaymentStep } from "@web/features/booking/payment/payment-step";
import { BookingSteps } from "@web/features/booking/steps";
import styles from "./page.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const language = await pageLanguage(params);
  const t = await getTranslations({ locale: language, namespace: "journey.titles" });
  return {
    title: t("payment"),
    robots: { index: false },
    alternates: languageAlternates("/booking/payment", language),
  };
}

/** «Оплата»: the draft lives in the browser, so the page is static and the step renders there. */
export default async function PaymentPage({ params }: { params: Promise<LocaleParams> }) {
  const t = await getTranslations({ locale: await pageLanguage(params), namespace: "journey" });
  return (
    <div className={styles.page}>
      <div className="container">
        <BookingSteps current="payment" />
        <h1 className={styles.title}>{t("titles.payment")}</h1>
        {/* The step reads the address (a booking to pay again), which a static page has only in the browser. */}
        <Suspense fallback={<LoadingBooking />}>
          <PaymentStep />
        </Suspense>
      </div>
    </div>
  );
}
