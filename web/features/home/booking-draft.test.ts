import { describe, expect, it } from "vitest";
import { heroDraft, readHeroDraft } from "./booking-draft";

describe("the hero's booking draft", () => {
  it("is stage 0 with the stay and one choice per room", () => {
    expect(heroDraft("10.12.2026", "13.12.2026", [{ adults: 2, children: 1 }])).toEqual({
      stage: 0,
      arrival_date: "10.12.2026",
      departure_date: "13.12.2026",
      choices: [{ adults: 2, children: 1 }],
    });
  });

  it("reads back a stored draft, and nothing from a broken or invalid one", () => {
    const stored = JSON.stringify(heroDraft("10.12.2026", "13.12.2026", [{ adults: 2, children: 0 }]));
    expect(readHeroDraft(stored)).toEqual({
      arrival: "10.12.2026",
      departure: "13.12.2026",
      rooms: [{ adults: 2, children: 0 }],
    });
    expect(readHeroDraft("{not json")).toBeUndefined();
    expect(
      readHeroDraft(
        JSON.stringify({ arrival_date: "2026-12-10", departure_date: "13.12.2026", choices: [] }),
      ),
    ).toBeUndefined();
    expect(
      readHeroDraft(JSON.stringify(heroDraft("10.12.2026", "13.12.2026", [{ adults: 0, children: 0 }]))),
    ).toBeUndefined();
    expect(readHeroDraft(null)).toBeUndefined();
  });
});
