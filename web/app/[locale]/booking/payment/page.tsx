import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingBooking, PaymentStep } from "@web/features/booking/payment/payment-step";
import { BookingSteps } from "@web/features/booking/steps";
import styles from "./page.module.css";
import { pageLanguage, type LocaleParams } from "@web/i18n/page";

export const metadata: Metadata = {
  title: "Оплата",
  robots: { index: false },
  alternates: { canonical: "/booking/payment" },
};

/** «Оплата»: the draft lives in the browser, so the page is static and the step renders there. */
export default async function PaymentPage({ params }: { params: Promise<LocaleParams> }) {
  await pageLanguage(params);
  return (
    <div className={styles.page}>
      <div className="container">
        <BookingSteps current="payment" />
        <h1 className={styles.title}>Оплата</h1>
        {/* The step reads the address (a booking to pay again), which a static page has only in the browser. */}
        <Suspense fallback={<LoadingBooking />}>
          <PaymentStep />
        </Suspense>
      </div>
    </div>
  );
}
