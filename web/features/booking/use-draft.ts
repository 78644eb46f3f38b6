"use client";
/**
 * The booking draft bound to local storage: every component that shows or changes the draft sees
 * the same value, across tabs too (the `storage` event). Local storage can be missing or full
 * (private windows): then the draft lives in memory for the page's lifetime and a warning is logged.
 */
import { useCallback, useSyncExternalStore } from "react";
import { BOOKING_DRAFT_KEY, parseDraft, type BookingDraft } from "./draft";

const listeners = new Set<() => void>();
let memory: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(BOOKING_DRAFT_KEY) ?? memory;
  } catch {
    return memory;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BOOKING_DRAFT_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Stores the draft (or removes it with undefined) and tells every subscriber. */
export function saveDraft(draft: BookingDraft | undefined): void {
  const text = draft === undefined ? null : JSON.stringify(draft);
  memory = text;
  try {
    if (text === null) window.localStorage.removeItem(BOOKING_DRAFT_KEY);
    else window.localStorage.setItem(BOOKING_DRAFT_KEY, text);
  } catch (error) {
    console.warn("The booking draft is kept in memory only", error);
  }
  for (const listener of listeners) listener();
}

/** The stored draft as it is now (outside React, e.g. in an event handler). */
export function loadDraft(): BookingDraft | undefined {
  return parseDraft(read());
}

/**
 * `[draft, save, ready]`: `ready` is false during the server render and hydration, when local
 * storage cannot be read yet (pages show their skeleton until then).
 */
export function useBookingDraft(): [
  BookingDraft | undefined,
  (draft: BookingDraft | undefined) => void,
  boolean,
] {
  const text = useSyncExternalStore(subscribe, read, () => undefined);
  const ready = text !== undefined;
  const draft = ready ? parseDraft(text) : undefined;
  const save = useCallback((next: BookingDraft | undefined) => saveDraft(next), []);
  return [draft, save, ready];
}
