/**
 * An English booking, at 1440 and 375 px (docs/languages.md «The site's catalogue»): the rate plans
 * for two rooms at /en/booking/rate-plans, the choice, the guest's data typed key by key (the
 * form's English messages first), the payment step, the sandbox's English pay page, and the English
 * success page it returns to. No step shows a Cyrillic letter of the site's own: only the elements
 * that hold the engine's or the content's texts (room types, rates, their descriptions, extras:
 * marked `data-content`) may, and the phone field's country list, another part's component. The
 * booking's e-mails to the guest are English.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { TEST_CARDS } from "../../hotel/providers/payments/sandbox-cards";
import { expect, test, type Page } from "../support/test";
import { laneStay } from "../support/stays";
import { searchQuery } from "./support";

const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * Elements whose text is not the site's own words: the engine's and the content's texts
 * (`data-content`: room types, rates, their descriptions and services, extras), and the phone
 * field's country list (web/components/phone-input, translated by its own part).
 */
const NOT_THE_SITES = ["[data-content]", 'select[id$="-phone-country"]'];

/**
 * The Cyrillic texts of `scope` a guest reads or hears: text, aria-labels, placeholders, titles;
 * the content's texts aside, also where an attribute names one.
 */
async function cyrillicIn(page: Page, scope = "main"): Promise<string[]> {
  return page.evaluate(
    ({ scope, skip, pattern }) => {
      const root = document.querySelector(scope);
      if (!root) return [`no ${scope}`];
      const cyrillic = new RegExp(pattern, "u");
      const skipped = (node: Node) => {
        const element = node instanceof Element ? node : node.parentElement;
        return !element || skip.some((selector) => element.closest(selector));
      };
      // An attribute may name a content's text inside the site's words («Rates: Делюкс»).
      const contents = [...document.querySelectorAll(skip[0] ?? "[data-content]")]
        .map((element) => element.textContent?.trim() ?? "")
        .filter((text) => text !== "");
      const withoutContent = (value: string) =>
        contents.reduce((rest, text) => rest.split(text).join(""), value);
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (skipped(node)) continue;
        if (node instanceof Element) {
          if (!node.checkVisibility()) continue;
          for (const name of ["aria-label", "placeholder", "title"]) {
            const value = node.getAttribute(name);
            if (value && cyrillic.test(withoutContent(value)))
              found.push(`${node.tagName}[${name}]: ${value}`);
          }
        } else if (cyrillic.test(node.textContent ?? "") && node.parentElement?.checkVisibility()) {
          found.push(node.textContent ?? "");
        }
      }
      return found;
    },
    { scope, skip: NOT_THE_SITES, pattern: CYRILLIC.source },
  );
}

/** An .eml file the embedded mail wrote: addressee, subject, text part and its calendar files. */
async function mailText(raw: string): Promise<string> {
  const mail = await simpleParser(raw);
  const to = [mail.to ?? []].flat().map((address) => address.text);
  const calendars = mail.attachments
    .filter((attachment) => attachment.filename?.endsWith(".ics"))
    .map((attachment) => `\n\n--- ${attachment.filename}\n${attachment.content.toString("utf8")}`);
  return `To: ${to.join(", ")}\nSubject: ${mail.subject ?? ""}\n\n${mail.text ?? ""}${calendars.join("")}`;
}

/** The e-mails the e2e server wrote to `email` (embedded mail: .eml files in its data folder). */
async function mailsTo(email: string): Promise<string[]> {
  const folder = path.join(".data", `e2e-${process.env.E2E_PORT ?? "3100"}`, "mail");
  if (!existsSync(folder)) return [];
  const texts = await Promise.all(
    readdirSync(folder).map((name) => mailText(readFileSync(path.join(folder, name), "utf8"))),
  );
  return texts.filter((text) => text.split("\n")[0]?.includes(email));
}

test("an English booking of two rooms: rates, details, payment, the English pay page and success page, English e-mails", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // One week, two nights at each width, none shared (e2e/support/stays.ts).
  const stay = laneStay("english", 0, 2, testInfo.project.name === "mobile" ? 2 : 0);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // The rate plans for two rooms, in English.
  await page.goto(`/en/booking/rate-plans?${searchQuery(stay, "2,0|1,0")}`);
  await expect(page).toHaveTitle(/^Available rooms/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Available rooms" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Booking steps" })).toBeVisible();
  for (const name of [/Room 1/, /Room 2/]) {
    const section = page.getByRole("region", { name });
    await section.getByRole("button", { name: "Choose this room" }).first().click();
    await expect(section.getByText(/for 2\u00A0nights/).first()).toBeVisible();
    await section.getByRole("button", { name: "Choose this rate" }).last().click();
  }
  // Money the English way: ₽64,400.
  await expect(page.getByText(/^Total for 2\u00A0nights/).locator("..")).toContainText(/₽\d{1,3}(,\d{3})+$/);
  expect(await cyrillicIn(page)).toEqual([]);
  await shot("rates");
  await page.getByRole("button", { name: "Continue to booking" }).click();

  // The guest's details: the form's messages in English, then the phone typed key by key.
  await expect(page).toHaveURL(/\/en\/booking\/data$/);
  await expect(page.getByRole("heading", { level: 1, name: "Guest details" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  const problems = page.getByRole("alert").filter({ hasText: "Please check the form:" });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole("link", { name: "Last name: Required" })).toBeVisible();
  await expect(problems.getByRole("link", { name: "Phone: Enter a valid phone number" })).toBeVisible();
  expect(await cyrillicIn(page)).toEqual([]);
  await page.getByRole("textbox", { name: "Last name" }).pressSequentially("Smith");
  await page.getByRole("textbox", { name: "First name" }).pressSequentially("Jane");
  await page.getByRole("textbox", { name: "Middle name" }).pressSequentially("Mary");
  const phone = page.getByRole("textbox", { name: "Phone" });
  await phone.pressSequentially("+44 20 7946 0958");
  await expect(phone).toHaveValue("+44 20 7946 0958");
  const email = `jane.en.${testInfo.project.name}.${Date.now()}@example.co.uk`;
  await page.getByRole("textbox", { name: "E-mail" }).pressSequentially(email);
  await page.getByRole("combobox", { name: "Arrival time" }).selectOption("13:00");
  await page.getByRole("combobox", { name: "Departure time" }).selectOption("12:00");
  await page.getByRole("checkbox", { name: /^I consent to the processing of my personal data/ }).check();
  expect(await cyrillicIn(page)).toEqual([]);
  await shot("data");
  await page.getByRole("button", { name: "Continue", exact: true }).click();

  // The payment step.
  await expect(page).toHaveURL(/\/en\/booking\/payment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment method" })).toBeVisible();
  await expect(page.getByText("Loading payment methods…")).toHaveCount(0);
  const draft = (await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem("booking-draft") ?? "null"),
  )) as {
    reference: string;
  };
  expect(draft.reference).toMatch(/^[A-Z0-9]{8}$/);
  expect(await cyrillicIn(page)).toEqual([]);
  await shot("payment");
  await page.getByRole("checkbox", { name: /Online booking rules/ }).check();
  await page.getByRole("button", { name: "Go to payment" }).click();

  // The sandbox's pay page, in the booking's language.
  await page.waitForURL(/\/v1\/sandbox\/pay\//);
  await expect(page.getByText("Test payment — no money is charged").first()).toBeVisible();
  expect(await cyrillicIn(page, "body")).toEqual([]);
  await page.getByLabel("Card number").fill(TEST_CARDS.success.number);
  await page.getByLabel("Expiry date").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay/ }).click();

  // Back on the site: the English success page.
  await page.waitForURL((url) => url.pathname === "/en/booking/success" && url.searchParams.has("token"));
  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(draft.reference).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Check your booking" })).toHaveAttribute(
    "href",
    "/en/booking/check",
  );
  expect(await cyrillicIn(page)).toEqual([]);
  await shot("success");

  // The booking's e-mails to the guest are English.
  await expect
    .poll(
      async () =>
        (await mailsTo(email)).some((mail) => mail.includes(`Booking ${draft.reference} is confirmed`)),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  const mails = await mailsTo(email);
  // The confirmation carries the stay as a calendar file, in English as well.
  const confirmation = mails.find((mail) => mail.includes(`Booking ${draft.reference} is confirmed`)) ?? "";
  expect(confirmation).toMatch(/--- [\w.-]+\.ics\nBEGIN:VCALENDAR/);
  expect(confirmation).toMatch(/SUMMARY:[^\n]*Sosnovy Bereg/);
  for (const mail of mails) expect(mail.match(new RegExp(CYRILLIC.source, "gu")) ?? []).toEqual([]);
});
