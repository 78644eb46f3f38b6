"use client";
/**
 * The booking draft bound to local storage: every component that shows or changes the draft sees
 * the same value, across tabs too (the `storage` event): a draft saved or removed in another tab is
 * this tab's too. Local storage can be missing or full (private windows): then the draft lives in
 * memory for the page's lifetime and a warning is logged.
 *
 * The draft's schema (Zod) loads after hydration, beside the page's own work, instead of with the
 * page's first scripts: until it has, the draft is not ready, as during hydration.
 *
 * Two ways to change it: `updateDraft` applies one of the guest's steps (transitions.ts) to the
 * stored draft; `saveDraft` stores, at once, a draft already decided: a guard's answer (draft.ts,
 * step-target.ts), or a transition's answer the data step computed around an engine call.
 */
import { useSyncExternalStore } from "react";
import { BOOKING_DRAFT_KEY, type BookingDraft } from "./draft";

const listeners = new Set<() => void>();
let memory: string | null = null;
/**
 * Set once local storage refused the draft: from then on the page's memory holds it. While
 * storage works, storage alone is read, so a draft another tab removed (a booking finished or
 * abandoned there) stays removed here instead of coming back from this page's memory.
 */
let memoryOnly = false;

let parseDraft: ((text: string | null) => BookingDraft | undefined) | undefined;
const schemaLoaded: Promise<void> | undefined =
  typeof window === "undefined"
    ? undefined
    : import("./draft-schema").then((module) => {
        parseDraft = module.parseDraft;
        for (const listener of listeners) listener();
      });

/** The stored text once the schema is there to read it; undefined until then. */
function readWhenParsable(): string | null | undefined {
  return parseDraft ? read() : undefined;
}

function read(): string | null {
  if (memoryOnly) return memory;
  try {
    return window.localStorage.getItem(BOOKING_DRAFT_KEY);
  } catch {
    memoryOnly = true;
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

/**
 * Stores the draft (or removes it with undefined) and tells every subscriber, before it returns.
 * For a draft already decided (a guard's answer); the guest's steps go through `updateDraft`.
 */
export function saveDraft(draft: BookingDraft | undefined): void {
  const text = draft === undefined ? null : JSON.stringify(draft);
  memory = text;
  try {
    if (text === null) window.localStorage.removeItem(BOOKING_DRAFT_KEY);
    else window.localStorage.setItem(BOOKING_DRAFT_KEY, text);
  } catch (error) {
    memoryOnly = true;
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
  if (!parseDraft) return undefined;
  if (parsed?.text !== text) parsed = { text, draft: parseDraft(text) };
  return parsed.draft;
}

/**
 * The stored draft as it is now (outside React, e.g. in an event handler). Before the schema has
 * loaded there is none; handlers run after `ready`, and code that runs earlier awaits `readDraft`.
 */
export function loadDraft(): BookingDraft | undefined {
  return draftOf(read());
}

/** The stored draft, once its schema has loaded. */
export async function readDraft(): Promise<BookingDraft | undefined> {
  await schemaLoaded;
  return loadDraft();
}

/**
 * Applies one of the guest's steps to the stored draft (`change`, a transition of transitions.ts)
 * and stores the result; a transition that refuses or has nothing to change answers undefined or
 * the draft it was given, and nothing is stored. Waits for the schema, so it may run before the
 * page has read the draft. Answers the draft stored afterwards.
 */
export async function updateDraft(
  change: (stored: BookingDraft | undefined) => BookingDraft | undefined,
): Promise<BookingDraft | undefined> {
  const stored = await readDraft();
  const next = change(stored);
  if (next === undefined || next === stored) return stored;
  saveDraft(next);
  return next;
}

/**
 * `[draft, ready]`: `ready` is false during the server render and hydration, when local storage
 * cannot be read yet, and until the draft's schema has loaded (pages show their skeleton until
 * then). Changes go through `updateDraft`.
 */
export function useBookingDraft(): [BookingDraft | undefined, boolean] {
  const text = useSyncExternalStore(subscribe, readWhenParsable, () => undefined);
  const ready = text !== undefined;
  return [ready ? draftOf(text) : undefined, ready];
}
