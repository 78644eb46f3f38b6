import type { Metadata } from "next";
import { Suspense } from "react";
import { GuestDataStep } from "@web/features/booking/guest-data/data-step";
import { BookingSteps } from "@web/features/booking/steps";
import styles from "./page.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export const metadata: Metadata = {
  title: "Данные гостя",
  robots: { index: false },
  alternates: { canonical: "/booking/data" },
};

/** «Данные гостя»: the draft lives in the browser, so the page is static and the step renders there. */
export default async function GuestDataPage({ params }: { params: Promise<LocaleParams> }) {
  await pageLanguage(params);
  return (
    <div className={styles.page}>
      <div className="container">
        <BookingSteps current="data" />
        <h1 className={styles.title}>Данные гостя</h1>
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              Загружаем бронирование…
            </p>
          }
        >
          <GuestDataStep />
        </Suspense>
      </div>
    </div>
  );
}
