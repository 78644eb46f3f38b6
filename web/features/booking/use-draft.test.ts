/**
 * The draft in local storage is shared by the guest's tabs: what another tab removes stays
 * removed here; only a page whose storage refused the draft keeps it in its own memory.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKING_DRAFT_KEY, type BookingDraft } from "./draft";

const draft: BookingDraft = {
  stage: "rates",
  arrival_date: "10.12.2026",
  departure_date: "12.12.2026",
  choices: [{ adults: 2, children: 0 }],
};

/** A browser's window with local storage; `refuse` makes every write throw (a full storage). */
function fakeWindow(options: { refuse?: boolean } = {}) {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (options.refuse) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
  vi.stubGlobal("window", { localStorage, addEventListener: () => {}, removeEventListener: () => {} });
  return items;
}

/** The module afresh for each window (its memory is per page). */
async function draftModule() {
  vi.resetModules();
  return import("./use-draft");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the booking draft across tabs", () => {
  it("a draft another tab removed does not come back from this page's memory", async () => {
    const storage = fakeWindow();
    const { saveDraft, readDraft } = await draftModule();
    saveDraft(draft);
    expect(await readDraft()).toEqual(draft);
    storage.delete(BOOKING_DRAFT_KEY); // the other tab finished the booking
    expect(await readDraft()).toBeUndefined();
  });

  it("a draft another tab saved is this tab's", async () => {
    const storage = fakeWindow();
    const { readDraft } = await draftModule();
    storage.set(BOOKING_DRAFT_KEY, JSON.stringify({ ...draft, arrival_date: "11.12.2026" }));
    expect((await readDraft())?.arrival_date).toBe("11.12.2026");
  });

  it("when storage refuses the draft, the page keeps it in memory", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fakeWindow({ refuse: true });
    const { saveDraft, readDraft } = await draftModule();
    saveDraft(draft);
    expect(await readDraft()).toEqual(draft);
    saveDraft(undefined);
    expect(await readDraft()).toBeUndefined();
  });
});
