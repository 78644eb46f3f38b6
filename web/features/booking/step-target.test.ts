import { describe, expect, it } from "vitest";
import type { BookingDraft } from "./draft";
import { rateStepTarget } from "./step-target";

const draft: BookingDraft = {
  stage: "data",
  arrival_date: "10.12.2026",
  departure_date: "12.12.2026",
  choices: [
    {
      adults: 2,
      children: 0,
      room_type: { id: 4, title: "Люкс", seating: 3 },
      rate: { id: 1, title: "Невозвратный, с завтраком", price: 54000 },
    },
  ],
};

describe("the rate step of the booking breadcrumbs", () => {
  it("goes to /error when the dates or guests are missing", () => {
    expect(rateStepTarget(undefined, "2026-12-01").href).toBe("/error");
    expect(rateStepTarget({ ...draft, arrival_date: "" }, "2026-12-01").href).toBe("/error");
  });

  it("returns to the room page for one room chosen there", () => {
    const target = rateStepTarget({ ...draft, from_room: 4 }, "2026-12-01");
    expect(target.href).toBe("/rooms/4?arrival-date=10.12.2026&departure-date=12.12.2026&guests=2%2C0");
    expect(target.draft).toMatchObject({
      stage: "rates",
      choices: [{ adults: 2, children: 0 }],
      from_room: 4,
    });
  });

  it("goes to the rate plans otherwise, with the booking reset", () => {
    const target = rateStepTarget(draft, "2026-12-01");
    expect(target.href).toBe(
      "/booking/rate-plans?arrival-date=10.12.2026&departure-date=12.12.2026&guests=2%2C0",
    );
    expect(target.draft?.stage).toBe("rates");
    const twoRooms = { ...draft, from_room: 4, choices: [...draft.choices, { adults: 1, children: 0 }] };
    expect(rateStepTarget(twoRooms, "2026-12-01").href).toMatch(/^\/booking\/rate-plans\?/);
  });
});
