"use client";

import { useLocalizedRouter } from "./use-localized-router";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { hotelToday } from "@rules/dates";
import { guardRates } from "./draft";
import { readDraft, saveDraft } from "./use-draft";

/**
 * The menu's «Бронирование»: the booking goes back to «rates» and the guest to the rate plans,
 * with the stored search when it is still valid (otherwise the page fills today, tomorrow and two
 * adults).
 */
export function BookingEntry() {
  const router = useLocalizedRouter();
  const t = useTranslations("journey");
  useEffect(() => {
    void readDraft().then((stored) => {
      const result = guardRates(stored, hotelToday());
      saveDraft(result.draft);
      router.replace(result.ok ? "/booking/rate-plans" : result.redirect);
    });
  }, [router]);
  return (
    <div className="container" style={{ minHeight: "40vh", paddingBlock: "3rem" }}>
      <p role="status">{t("opening")}</p>
    </div>
  );
}
