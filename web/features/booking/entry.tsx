"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { hotelToday } from "@rules/dates";
import { guardStage0 } from "./draft";
import { readDraft, saveDraft } from "./use-draft";

/**
 * The menu's «Бронирование»: the booking goes back to stage 0 and the guest to the rate plans,
 * with the stored search when it is still valid (otherwise the page fills today, tomorrow and two
 * adults).
 */
export function BookingEntry() {
  const router = useRouter();
  useEffect(() => {
    void readDraft().then((stored) => {
      const result = guardStage0(stored, hotelToday());
      saveDraft(result.draft);
      router.replace(result.ok ? "/booking/rate-plans" : result.redirect);
    });
  }, [router]);
  return (
    <div className="container" style={{ minHeight: "40vh", paddingBlock: "3rem" }}>
      <p role="status">Открываем бронирование…</p>
    </div>
  );
}
