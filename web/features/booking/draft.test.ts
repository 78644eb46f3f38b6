import { describe, expect, it } from "vitest";
import { guardData, guardPayment, guardRates, withStage, type BookingDraft } from "./draft";
import { parseDraft } from "./draft-schema";

const today = "2026-12-01";

const complete: BookingDraft = {
  stage: "payment",
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
  it("«rates» keeps only the search, the spa extras and the session", () => {
    expect(withStage(complete, "rates")).toEqual({
      stage: "rates",
      arrival_date: "10.12.2026",
      departure_date: "12.12.2026",
      choices: [{ adults: 2, children: 0 }],
      extras: complete.extras,
      session_id: "s-1",
    });
  });

  it("«data» keeps dates and choices and clears times, guest, comment and the reservation", () => {
    const draft = withStage(complete, "data");
    expect(draft.stage).toBe("data");
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

  it("«payment» keeps everything", () => {
    expect(withStage({ ...complete, stage: "data" }, "payment")).toEqual(complete);
  });

  it("reads only well-formed drafts", () => {
    expect(parseDraft(JSON.stringify(complete))).toEqual(complete);
    expect(parseDraft("{")).toBeUndefined();
    expect(parseDraft(JSON.stringify({ ...complete, stage: 3 }))).toBeUndefined();
    expect(parseDraft(null)).toBeUndefined();
  });
});

describe("the guards", () => {
  it("«rates» goes to the rate plans with the stored search, or bare when it is past or broken", () => {
    expect(guardRates(complete, today)).toMatchObject({
      ok: false,
      redirect: "/booking/rate-plans?arrival-date=10.12.2026&departure-date=12.12.2026&guests=2%2C0",
    });
    expect(guardRates(complete, "2026-12-11")).toMatchObject({ redirect: "/booking/rate-plans" });
    expect(guardRates(undefined, today)).toEqual({
      ok: false,
      redirect: "/booking/rate-plans",
      draft: undefined,
    });
  });

  it("«data» lets a complete choice through and resets an incomplete or past one", () => {
    expect(guardData(complete, today)).toEqual({ ok: true, draft: complete });
    const halfChosen = { ...complete, choices: [{ adults: 2, children: 0 }] };
    const result = guardData(halfChosen, today);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.draft?.stage).toBe("rates");
    expect(guardData(complete, "2026-12-11").ok).toBe(false);
    expect(guardData(undefined, today)).toMatchObject({ ok: false, redirect: "/booking/rate-plans" });
  });

  it("«payment» also needs the guest, both times and the reservation", () => {
    expect(guardPayment(complete, today).ok).toBe(true);
    for (const missing of ["guest", "arrival_time", "departure_time", "reservationId"] as const) {
      const { [missing]: _gone, ...rest } = complete;
      const result = guardPayment(rest, today);
      expect(result).toMatchObject({
        ok: false,
        redirect: "/booking/rate-plans?arrival-date=10.12.2026&departure-date=12.12.2026&guests=2%2C0",
      });
      expect(result.ok ? undefined : result.draft?.stage).toBe("rates");
    }
  });
});
