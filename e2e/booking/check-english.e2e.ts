import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { TEST_CARDS } from "../../hotel/providers/payments/sandbox-cards";
import { widthStay } from "../support/stays";
import { FLEXIBLE, guestAddress, type ApiReservation } from "./bookings";
import { hotelData } from "./support";

// The booking check in English (docs/booking-journey-check.md, docs/languages.md): a booking made
// in English through the hotel API and paid on the sandbox's page is looked up on /en/booking/check,
// viewed, given other dates and guests, and cancelled, at 1440 and 375 px. Nothing the site itself
// says on these pages is in Russian; room and rate names come from the content and may be.

/**
 * Elements whose words are not the check pages' own, left out of the check for Cyrillic:
 * - `[data-content]`: room types, rates and extras, from the content and the engine's catalogue;
 * - the breadcrumbs' «Главная» and their label (web/components/breadcrumbs, the site's pages'),
 *   the journey's date picker (web/features/booking/search) and the phone field's country list
 *   (web/components/phone-input): shared components whose English is another part of the work.
 *   Drop a line here once its component speaks English.
 */
const NOT_THE_CHECKS = [
  "[data-content]",
  'nav[aria-label="Хлебные крошки"] li:first-child',
  '[data-journey="date-range-picker"]',
  'select[aria-label="Страна телефона"]',
];
/** Attributes a guest hears or sees, checked with the text. */
const WORDED_ATTRIBUTES = ["aria-label", "placeholder", "title", "alt"];

/**
 * Every visible text of the page's main part (the shell has its own tests and the content's
 * words), and the words of its attributes, with a Cyrillic letter in them, except those of the
 * elements above.
 */
async function russianWords(page: Page): Promise<string[]> {
  return page.locator("main").evaluate(
    (main, { skip, attributes }) => {
      const skipped = (element: Element | null) =>
        element !== null && skip.some((selector) => element.closest(selector) !== null);
      const cyrillic = /[\u0400-\u04FF]/;
      const found: string[] = [];
      // An attribute may put content into a sentence of the page's («Делюкс: adults»): the content's
      // words are taken out of it before it is checked.
      const content = [...main.querySelectorAll(skip[0]!)]
        .map((element) => element.textContent?.trim() ?? "")
        .filter(Boolean)
        .sort((a, b) => b.length - a.length);
      const withoutContent = (value: string) =>
        content.reduce((rest, words) => rest.split(words).join(""), value);
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? "";
        if (!parent || !text || !cyrillic.test(text) || skipped(parent)) continue;
        if (parent.closest("option, optgroup, script, style, template")) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        found.push(text);
      }
      for (const element of [main, ...main.querySelectorAll("*")]) {
        for (const name of attributes) {
          const value = element.getAttribute(name);
          if (!value || !cyrillic.test(withoutContent(value))) continue;
          // A breadcrumbs' label belongs to the breadcrumbs (listed above).
          if (skipped(element) || (name === "aria-label" && skipped(element.querySelector("li")))) continue;
          found.push(`${name}="${value}"`);
        }
      }
      return found;
    },
    { skip: NOT_THE_CHECKS, attributes: WORDED_ATTRIBUTES },
  );
}

async function expectEnglish(page: Page, where: string): Promise<void> {
  await expect.poll(() => russianWords(page), { message: `Russian words on ${where}` }).toEqual([]);
}

interface Booked {
  id: string;
  session: string;
  reference: string;
  email: string;
}

/** A Делюкс for two adults at the flexible rate, Monday to Wednesday of this width’s Делюкс week, in English. */
async function reserveInEnglish(request: APIRequestContext): Promise<Booked> {
  const { arrival, departure } = widthStay(test.info(), "check-english", 0, 2);
  const email = `english.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
  const session = randomUUID();
  const headers = { "x-forwarded-for": guestAddress(), "x-session-id": session };
  const reservation = await hotelData<ApiReservation>(
    request,
    "POST",
    "/reservation",
    {
      check_in_date: arrival,
      check_out_date: departure,
      language: "en",
      main_guest: {
        first_name: "Anna",
        last_name: "Smith",
        phone: "+79161234567",
        email,
        special_offers_permission: false,
        personal_data_permission: true,
      },
      choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: FLEXIBLE.id }],
      arrival_time: "14:00",
      departure_time: "12:00",
      comment: "A quiet room, please",
    },
    headers,
  );
  return { id: reservation.reservation_id, session, reference: reservation.reference, email };
}

/** Pays the booking on the sandbox's page, which speaks the booking's language. */
async function payInEnglish(page: Page, request: APIRequestContext, booked: Booked): Promise<void> {
  const invoice = await hotelData<{ confirmation_url: string }>(
    request,
    "POST",
    `/reservation/${booked.id}/invoice`,
    { payment_provider_id: 1, payment_type: "card" },
    { "x-forwarded-for": guestAddress(), "x-session-id": booked.session },
  );
  await page.goto(invoice.confirmation_url);
  await page.getByLabel("Card number").pressSequentially(TEST_CARDS.success.number);
  await page.getByLabel("Expiry date").pressSequentially("12/30");
  await page.getByLabel("CVC").pressSequentially("123");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page.waitForURL((url) => url.pathname.endsWith("/booking/success"));
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": guestAddress() });
});

test("an English guest looks a booking up, changes its dates and guests and cancels it, all in English", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const booked = await reserveInEnglish(request);
  await payInEnglish(page, request, booked);

  // Look-up, typed key by key.
  await page.goto("/en/booking/check");
  await expect(page).toHaveTitle(/^Check your booking/);
  await expect(page.getByRole("heading", { name: "Find your booking" })).toBeVisible();
  await expectEnglish(page, "the look-up form");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByText("Enter your booking number")).toBeVisible();
  await expectEnglish(page, "the look-up form's messages");
  await page.getByLabel("Booking number").pressSequentially(booked.reference);
  await page.getByLabel("E-mail or phone").pressSequentially(booked.email);
  await page.getByRole("button", { name: "Find", exact: true }).click();

  // The booking.
  await expect(page.getByRole("heading", { name: `Booking ${booked.reference}` })).toBeVisible();
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByText("Anna Smith")).toBeVisible();
  await expect(
    page.getByText(/^Free cancellation until \d{1,2} [A-Z][a-z]+ \d{4} at 14:00 \(hotel time\)$/),
  ).toBeVisible();
  await expect(page.getByText(/^₽\d{1,3}(,\d{3})*$/).first()).toBeVisible();
  await expect(page.getByText(/nights$/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  await expectEnglish(page, "the booking view");

  // Other dates: a night later (Tuesday to Thursday), from the view's link, then the query.
  await page.getByRole("link", { name: "Change dates" }).click();
  await page.waitForURL((url) => url.pathname === "/en/booking/check/edit-date");
  await expect(page.getByRole("heading", { name: "Cost of the change" })).toBeVisible();
  const later = widthStay(test.info(), "check-english", 0, 2, 1);
  await page.goto(
    `/en/booking/check/edit-date?arrival-date=${later.arrivalUrl}&departure-date=${later.departureUrl}`,
  );
  await expect(page.getByText("New total")).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply" })).toBeEnabled();
  await expectEnglish(page, "the change of dates");
  await page.getByRole("button", { name: "Apply" }).click();
  const pay = page.getByRole("button", { name: "Pay the difference" });
  const saved = page.getByText("Your changes are saved");
  await expect(pay.or(saved)).toBeVisible();
  if (await pay.isVisible()) {
    // The new dates cost more than was paid: the difference is asked for, in English.
    await expect(page.getByRole("heading", { name: /^Left to pay: ₽/ })).toBeVisible();
    await expectEnglish(page, "the change's payment");
    await page.getByRole("link", { name: "Back to your booking" }).click();
  }
  await page.waitForURL((url) => url.pathname === "/en/booking/check");

  // Other guests: one adult fewer.
  await page.getByRole("link", { name: "Change guests" }).click();
  await page.waitForURL((url) => url.pathname === "/en/booking/check/edit-guest");
  await expect(page.getByRole("heading", { name: "Guests in the rooms" })).toBeVisible();
  await expect(page.getByText("Change the number of guests to see the new price.")).toBeVisible();
  await expectEnglish(page, "the change of guests");
  await page.getByRole("button", { name: "Fewer adults" }).click();
  await expect(page.getByText("New total")).toBeVisible();
  await expectEnglish(page, "the change of guests' price");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((url) => url.pathname === "/en/booking/check");
  await expect(page.getByText(/· 1\sadult$/).first()).toBeVisible();

  // Cancel.
  await page.getByRole("link", { name: "Cancel booking" }).click();
  await page.waitForURL((url) => url.pathname === "/en/booking/check/cancel");
  await expect(page.getByText(/^We will refund your whole payment: ₽/)).toBeVisible();
  await expectEnglish(page, "the cancellation");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("heading", { name: "Your booking is cancelled" })).toBeVisible();
  await expect(page.getByText(/^We will refund ₽[\d,]+ to the card you paid with\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Make a new booking" })).toHaveAttribute(
    "href",
    /^\/en\/booking\/rate-plans/,
  );
  await expectEnglish(page, "the cancelled booking");

  await page.getByRole("link", { name: "Back to your booking" }).click();
  await page.waitForURL((url) => url.pathname === "/en/booking/check");
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expectEnglish(page, "the cancelled booking's view");
});
