import { expect, test, type Locator, type Page } from "../support/test";
import { addDays, hotelToday } from "../../rules/dates";
import { laneStay } from "../support/stays";
import { calendarDay, searchQuery } from "./support";

/**
 * The price calendar where the guest opens it (docs/booking-journey-search.md «Date picking»): on
 * wide screens the search bar's calendar is whole below the sticky header; on phones every
 * calendar opens at the chosen stay's month, not at today's.
 */

/** The calendar's top edge and the sticky header's bottom edge, in the window. */
async function edges(page: Page, calendar: Locator) {
  const header = await page.getByRole("banner").boundingBox();
  const box = await calendar.boundingBox();
  if (!header || !box) throw new Error("no header or calendar on the page");
  return { headerBottom: header.y + header.height, calendarTop: box.y, calendarBottom: box.y + box.height };
}

test.describe("calendars on wide screens", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "phones open the calendar in a dialog");

  test("the search bar's calendar opens whole, below the sticky header", async ({ page }, testInfo) => {
    const stay = laneStay("calendars", 0);
    for (const path of [
      `/booking/rate-plans?${searchQuery(stay, "2,0")}`,
      `/rooms/3?${searchQuery(stay, "2,0")}`,
    ]) {
      await page.goto(path);
      const bar = page.getByRole("region", { name: "Поиск номеров" });
      // Where the guest meets the bar: at the top of the page and scrolled half-way down.
      for (const scroll of [0, 0.5]) {
        await page.evaluate((part) => window.scrollTo(0, document.body.scrollHeight * part), scroll);
        await bar.getByRole("combobox", { name: "Заезд", exact: true }).click();
        const calendar = bar.getByRole("dialog", { name: /Календарь/ });
        await expect(calendar.getByRole("grid").first()).toBeVisible();
        await expect(calendar.getByRole("button", { name: /следующему месяцу/ })).toBeVisible();
        const { headerBottom, calendarTop, calendarBottom } = await edges(page, calendar);
        await page.screenshot({
          path: testInfo.outputPath(`bar-calendar-${path.slice(1, 6)}-${scroll}.png`),
        });
        expect(
          calendarTop,
          "the calendar's month names and arrows are under the header",
        ).toBeGreaterThanOrEqual(headerBottom);
        expect(calendarBottom).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
        // The month names and arrows answer a click (nothing lies over them).
        await calendar.getByRole("button", { name: /следующему месяцу/ }).click();
        await expect(calendar).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(calendar).toBeHidden();
      }
    }
  });
});

test.describe("calendars on phones", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the phone layout");

  for (const width of [375, 320]) {
    test(`at ${width} px the calendar opens at the chosen stay's month, months ahead`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 740 });
      // Half a year ahead: the month the guest chose is far below today's.
      const stay = laneStay("calendars", 1);
      expect(stay.arrival.slice(0, 7) > addDays(hotelToday(), 120).slice(0, 7)).toBe(true);

      // The rate plans' «Изменить» dialog.
      await page.goto(`/booking/rate-plans?${searchQuery(stay, "2,0")}`);
      await page.getByRole("button", { name: "Изменить", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Даты и гости" });
      await dialog.getByRole("combobox", { name: "Заезд", exact: true }).click();
      const calendar = dialog.getByRole("dialog", { name: /Календарь/ });
      await expect(calendar.getByRole("grid").first()).toBeVisible();
      await expect(calendarDay(calendar, stay.arrival)).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath(`dialog-calendar-${width}.png`) });

      // A room page's own picker (its rates section).
      await page.goto(`/rooms/3?${searchQuery(stay, "2,0")}`);
      await page.getByRole("button", { name: "Изменить", exact: true }).click();
      const roomDialog = page.getByRole("dialog", { name: "Даты и гости" });
      await roomDialog.getByRole("combobox", { name: "Заезд", exact: true }).click();
      const roomCalendar = roomDialog.getByRole("dialog", { name: /Календарь/ });
      await expect(roomCalendar.getByRole("grid").first()).toBeVisible();
      await expect(calendarDay(roomCalendar, stay.arrival)).toBeInViewport();

      // Earlier months are still there above: scrolling up reaches today's month.
      await calendarDay(roomCalendar, hotelToday()).scrollIntoViewIfNeeded();
      await expect(calendarDay(roomCalendar, hotelToday())).toBeInViewport();
    });
  }
});
