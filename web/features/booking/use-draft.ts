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

/**
 * The draft of a stored text, parsed once per text: every component and handler reading the same
 * text gets the same object, so memoised children and deferred values see no change where there is
 * none, and the schema runs once per save instead of on every render.
 */
let parsed: { text: string | null; draft: BookingDraft | undefined } | undefined;
function draftOf(text: string | null): BookingDraft | undefined {
  if (parsed?.text !== text) parsed = { text, draft: parseDraft(text) };
  return parsed.draft;
}

/** The stored draft as it is now (outside React, e.g. in an event handler). */
export function loadDraft(): BookingDraft | undefined {
  return draftOf(read());
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
  const draft = ready ? draftOf(text) : undefined;
  const save = useCallback((next: BookingDraft | undefined) => saveDraft(next), []);
  return [draft, save, ready];
}
