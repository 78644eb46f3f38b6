"use client";
/**
 * «Данные гостя» (docs/booking-journey-guest-data.md): the guard of the step and the draft from a
 * room page's `rrp`. The form, the extras and the summary (guest-data.tsx) are a chunk of their own:
 * it loads while the guard reads the draft and asks the engine for the room page's rate, and its
 * modules and render run in tasks of their own instead of one long hydration task.
 */
import { useSearchParams } from "next/navigation";
import { useLocalizedRouter } from "../use-localized-router";
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { useTranslations } from "next-intl";
import { useSWRConfig } from "swr";
import { hotelToday } from "@rules/dates";
import {
  parseRoomRate,
  repeatedSearchParam,
  resolveRoomPageQuery,
  searchQueryString,
  SEARCH_PARAMS,
} from "@rules/search";
import { BookingApiError, bookingApi, type Availability } from "../api";
import { guardData, type BookingDraft } from "../draft";
import { primeStaySearch } from "../summary/use-summary-figures";
import { readDraft, saveDraft, useBookingDraft } from "../use-draft";
import { useStageGuard } from "../use-stage-guard";
import styles from "./guest-data.module.css";
import { draftHoldsRoomRate, roomRateDraft, type RoomRateQuery } from "./room-rate";

type GuestDataBody = ComponentType<{ draft: BookingDraft }>;

function Loading() {
  const t = useTranslations("journey");
  return (
    <p className={styles.loading} role="status">
      {t("loadingBooking")}
    </p>
  );
}

export function GuestDataStep() {
  const router = useLocalizedRouter();
  const { mutate } = useSWRConfig();
  const params = useSearchParams();
  const [draft, ready] = useBookingDraft();
  const leaving = useRef(false);
  // Only once the draft is read: the hotel's date needs the browser's zone data, kept out of hydration.
  const today = useMemo(() => (ready ? hotelToday() : undefined), [ready]);
  const roomRate = useMemo(() => (today ? roomRateQuery(params, today) : undefined), [params, today]);
  const needsRoomRate =
    ready && roomRate !== undefined && roomRate !== "invalid" && !draftHoldsRoomRate(draft, roomRate);
  const guard = today && !needsRoomRate && roomRate !== "invalid" ? guardData(draft, today) : undefined;

  // From a room page: the single choice of that room and rate, as the engine offers it now.
  useEffect(() => {
    if (!needsRoomRate || typeof roomRate !== "object" || leaving.current) return;
    leaving.current = true;
    const query = roomRate;
    void (async () => {
      const stored = await readDraft();
      try {
        const availability = await bookingApi<Availability>("/api/booking/search", {
          body: { ...query.stay, rooms: query.rooms },
        });
        const next = roomRateDraft(stored, availability, query);
        if (next) {
          // The summary asks for the same search: it gets this answer instead of a second request.
          primeStaySearch(mutate, next, availability);
          // Stored at once, before this step renders with it and its guard looks.
          saveDraft(next);
          leaving.current = false;
          return;
        }
      } catch (error) {
        if (!(error instanceof BookingApiError)) throw error;
        console.warn("pricing the room page's rate failed", error.code);
      }
      router.replace(`/booking/rate-plans?${searchQueryString(query.stay, query.rooms)}`);
    })();
  }, [needsRoomRate, roomRate, router, mutate]);

  // The form's chunk starts loading at once, beside the draft and the engine's answer. It is kept
  // in state rather than behind React.lazy, so the body renders once, without a suspended pass.
  const [Body, setBody] = useState<GuestDataBody>();
  useEffect(() => {
    let live = true;
    void import("./guest-data").then((module) => {
      if (live) setBody(() => module.GuestData);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (roomRate !== "invalid" || leaving.current) return;
    leaving.current = true;
    router.replace("/error");
  }, [roomRate, router]);
  // (No guard while the room page's query is invalid or still being priced.)
  useStageGuard(guard, leaving);

  // The form, the extras and the summary are a large tree: rendered as a deferred value, React
  // builds it in slices between the browser's own work instead of one long task.
  const shown = useDeferredValue(guard?.ok && Body ? guard.draft : undefined);
  if (!shown || !Body) return <Loading />;
  return <Body draft={shown} />;
}

/** The room page's room and rate in the address; "invalid" sends the guest to /error. */
function roomRateQuery(params: URLSearchParams, today: string): RoomRateQuery | "invalid" | undefined {
  const text = params.get(SEARCH_PARAMS.roomRate);
  if (text === null) return undefined;
  const ids = parseRoomRate(text);
  const search = resolveRoomPageQuery(params, today);
  if (!ids || !search.ok || repeatedSearchParam(params)) return "invalid";
  return { stay: search.stay, rooms: search.rooms, roomId: ids.roomId, rateId: ids.rateId };
}
