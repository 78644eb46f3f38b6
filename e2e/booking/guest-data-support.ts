/**
 * Helpers of the data step's browser tests: a draft at «data» with a real room type and rate from
 * the engine's search, stored in the page's local storage, and the summary opened on phones.
 */
import { expect, type Page, type TestInfo } from "@playwright/test";
import { laneStay, type TestStay } from "../support/stays";
import { hotelApi } from "./support";

interface SearchAnswer {
  data: {
    choices: {
      room_types: {
        id: number;
        title: string;
        capacity: number;
        available_rooms: number;
        rates: { id: number; title: string; price: number }[];
      }[];
    }[];
  };
}

/**
 * The guest-data tests' stays (e2e/support/stays.ts): drafts and Делюкс holds share a week per
 * width; the test that sells the Представительский люкс out has a week of its own, and the long
 * stay runs from the next week on.
 */
export function stayFor(testInfo: TestInfo, use: "draft" | "sold-out" | "long" = "draft"): TestStay {
  if (use === "sold-out") return laneStay("guest-data", 2);
  if (use === "long") return laneStay("guest-data", 3, 24);
  return laneStay("guest-data", testInfo.project.name === "mobile" ? 1 : 0);
}

export async function seedDraft(
  page: Page,
  stay: TestStay,
  options: { roomTypeId?: number; rateId?: number; keepExtras?: boolean; rooms?: number } = {},
): Promise<{ title: string; price: number; available: number }> {
  const roomTypeId = options.roomTypeId ?? 1;
  const rateId = options.rateId ?? 1;
  const search = await hotelApi<SearchAnswer>(page.request, "POST", "/rooms", {
    check_in_date: stay.arrival,
    check_out_date: stay.departure,
    layout: [{ adults: 2, children: 0 }],
  });
  expect(search.status).toBe(200);
  const type = search.json.data.choices[0]?.room_types.find((candidate) => candidate.id === roomTypeId);
  const rate = type?.rates.find((candidate) => candidate.id === rateId);
  if (!type || !rate) throw new Error(`room type ${roomTypeId} with rate ${rateId} is not offered`);
  if (page.url() === "about:blank") await page.goto("/");
  await page.evaluate(
    ({ draft, keepExtras }) => {
      const stored = window.localStorage.getItem("booking-draft");
      const extras = keepExtras && stored ? (JSON.parse(stored) as { extras?: unknown }).extras : undefined;
      window.localStorage.setItem("booking-draft", JSON.stringify(extras ? { ...draft, extras } : draft));
    },
    {
      keepExtras: options.keepExtras ?? false,
      draft: {
        stage: "data",
        arrival_date: stay.arrivalUrl,
        departure_date: stay.departureUrl,
        choices: Array.from({ length: options.rooms ?? 1 }, () => ({
          adults: 2,
          children: 0,
          room_type: { id: type.id, title: type.title, seating: type.capacity },
          rate: { id: rate.id, title: rate.title, price: rate.price },
        })),
      },
    },
  );
  return { title: type.title, price: rate.price, available: type.available_rooms };
}

/** The summary's details: on phones they open from the bottom bar's «Подробнее». */
export async function openSummary(page: Page) {
  const more = page.getByRole("button", { name: "Подробнее" });
  if (await more.isVisible()) await more.click();
}

export const money = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
