"use client";
/**
 * A booking step's way out when its guard refuses the draft (draft.ts, guardData and
 * guardPayment; docs/booking-journey.md): once, the draft as the guard reset it is stored, then the
 * address replaced. The data and payment steps share it.
 */
import { useLocalizedRouter } from "./use-localized-router";
import { useEffect, type RefObject } from "react";
import type { GuardResult } from "./draft";
import { saveDraft } from "./use-draft";

/**
 * `leavingRef` is the step's own flag, shared with its other ways out (the data step's room-page
 * pricing): set, the step is already on its way somewhere and this does nothing.
 */
export function useStageGuard(guard: GuardResult | undefined, leavingRef: RefObject<boolean>): void {
  const router = useLocalizedRouter();
  useEffect(() => {
    if (!guard || guard.ok || leavingRef.current) return;
    // Once: storing the reset draft re-renders this page before the navigation lands.
    leavingRef.current = true;
    saveDraft(guard.draft);
    router.replace(guard.redirect);
  }, [guard, leavingRef, router]);
}
