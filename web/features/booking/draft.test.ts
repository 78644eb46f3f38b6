import { describe, expect, it } from "vitest";
import { guardStage0, guardStage1, guardStage2, searchDraft, withStage, type BookingDraft } from "./draft";
import { parseDraft } from "./draft-schema";

const today = "2026-12-01";

const complete: BookingDraft = {
  stage: 2,
  arrival_date: "10.12.2026",
  departure_date: "12.12.2026",
  choices: [
    {
      adults: 2,
      children: 0,
      room_type: { id: 1, title: "Делюкс", seating: 2 },
      rate: { id: 2, title: "Оптимальный, с завтраком", price: 32200 },
    },
  ],
  arrival_time: "14:00",
  departure_time: "12:00",
  guest: {
    first_name: "Анна",
    middle_name: "Сергеевна",
    last_name: "Иванова",
    phone: "+79161234567",
    email: "anna@example.ru",
    special_offers_permission: true,
    personal_data_permission: true,
  },
  comment: "Тихий номер",
  reservationId: "9b2f8c1e-0000-4000-8000-000000000001",
  reference: "AB12CD34",
  extras: [{ code: "facial-massage", title: "Массаж лица", quantity: 1, unit_price: 4000 }],
  session_id: "s-1",
};

describe("the booking draft's stages", () => {
  it("stage 0 keeps only the search, the spa extras and the session", () => {
    expect(withStage(complete, 0)).toEqual({
      stage: 0,
      arrival_date: "10.12.2026",
      departure_date: "12.12.2026",
      choices: [{ adults: 2, children: 0 }],
      extras: complete.extras,
      session_id: "s-1",
    });
  });

  it("stage 1 keeps dates and choices and clears times, guest, comment and the reservation", () => {
    const draft = withStage(complete, 1);
    expect(draft.stage).toBe(1);
    expect(draft.choices).toEqual(complete.choices);
    for (const cleared of [
      "arrival_time",
      "departure_time",
      "guest",
      "comment",
      "reservationId",
      "reference",
    ])
      expect(draft).not.toHaveProperty(cleared);
  });

  it("stage 2 keeps everything", () => {
    expect(withStage({ ...complete, stage: 1 }, 2)).toEqual(complete);
  });

  it("reads only well-formed drafts", () => {
    expect(parseDraft(JSON.stringify(complete))).toEqual(complete);
    expect(parseDraft("{")).toBeUndefined();
    expect(parseDraft(JSON.stringify({ ...complete, stage: 3 }))).toBeUndefined();
    expect(parseDraft(null)).toBeUndefined();
  });
});

describe("the guards", () => {
  it("stage 0 goes to the rate plans with the stored search, or bare when it is past or broken", () => {
    expect(guardStage0(complete, today)).toMatchObject({
      ok: false,
      redirect: "/booking/rate-plans?arrival-date=10.12.2026&departure-date=12.12.2026&guests=2%2C0",
    });
    expect(guardStage0(complete, "2026-12-11")).toMatchObject({ redirect: "/booking/rate-plans" });
    expect(guardStage0(undefined, today)).toEqual({
      ok: false,
      redirect: "/booking/rate-plans",
      draft: undefined,
    });
  });

  it("stage 1 lets a complete choice through and resets an incomplete or past one", () => {
    expect(guardStage1(complete, today)).toEqual({ ok: true, draft: complete });
    const halfChosen = { ...complete, choices: [{ adults: 2, children: 0 }] };
    const result = guardStage1(halfChosen, today);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.draft?.stage).toBe(0);
    expect(guardStage1(complete, "2026-12-11").ok).toBe(false);
    expect(guardStage1(undefined, today)).toMatchObject({ ok: false, redirect: "/booking/rate-plans" });
  });

  it("stage 2 also needs the guest, both times and the reservation", () => {
    expect(guardStage2(complete, today).ok).toBe(true);
    for (const missing of ["guest", "arrival_time", "departure_time", "reservationId"] as const) {
      const { [missing]: _gone, ...rest } = complete;
      const result = guardStage2(rest, today);
      expect(result).toMatchObject({
        ok: false,
        redirect: "/booking/rate-plans?arrival-date=10.12.2026&departure-date=12.12.2026&guests=2%2C0",
      });
      expect(result.ok ? undefined : result.draft?.stage).toBe(0);
    }
  });

  it("a new search is a stage-0 draft that keeps the spa extras and the session", () => {
    expect(
      searchDraft({ arrival: "2026-12-10", departure: "2026-12-12" }, [{ adults: 1, children: 1 }], {
        extras: complete.extras,
        session_id: "s-1",
      }),
    ).toEqual({
      stage: 0,
      arrival_date: "10.12.2026",
      departure_date: "12.12.2026",
      choices: [{ adults: 1, children: 1 }],
      extras: complete.extras,
      session_id: "s-1",
    });
  });
});
