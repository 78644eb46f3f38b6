/**
 * Lighthouse mobile on every step of the booking journey, for one or more running sites (each a
 * production build served by `npm start`), runs interleaved so that a busy machine weighs on every
 * site alike. A step that needs state (a draft in the tab, a hold, a paid booking, the look-up's
 * cookie) gets it the way a guest does: a driver tab walks the journey with Playwright in the same
 * browser profile, and Lighthouse then opens the step's address in a tab of its own with the HTTP
 * cache cleared but the cookies and local storage kept (`disableStorageReset`).
 *
 *   npm run bench:booking-steps -- --site head=http://127.0.0.1:3800 \
 *     --site base=http://127.0.0.1:3801 --runs 3 --out bench/results/booking-steps.json
 *
 * The sites need HOLD_LIMIT_PER_GUEST=0 (every run holds rooms from this machine's address) and
 * the sandbox payment provider (the default without YooKassa keys). docs/bench.md «Booking steps».
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { navigation } from "lighthouse";
import puppeteer from "puppeteer-core";
import { addDays, formatUrlDate, hotelToday, isoWeekday, type IsoDate } from "../rules/dates";
import { median } from "./parts/lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./parts/transfer";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number> & { lcpMs: number; tbtMs: number; cls: number };

const STEPS = [
  "rate-plans",
  "check (look-up form)",
  "data",
  "payment",
  "sandbox pay page",
  "success",
  "check (booking view)",
  "check/edit-date",
  "check/edit-guest",
  "check/cancel",
] as const;
type Step = (typeof STEPS)[number];

interface Args {
  sites: { name: string; url: string }[];
  runs: number;
  out: string | null;
  /** The first run's number (0-based), to go on from an earlier invocation with other stays. */
  firstRun: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { sites: [], runs: 3, out: null, firstRun: 0 };
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1] ?? "";
    if (argv[i] === "--site") {
      const [name, url] = value.split("=", 2);
      if (!name || !url) throw new Error(`--site name=url, got ${value}`);
      args.sites.push({ name, url: url.replace(/\/$/, "") });
      i += 1;
    } else if (argv[i] === "--runs") {
      args.runs = Number(value);
      i += 1;
    } else if (argv[i] === "--first-run") {
      args.firstRun = Number(value);
      i += 1;
    } else if (argv[i] === "--out") {
      args.out = value;
      i += 1;
    } else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (args.sites.length === 0) throw new Error("at least one --site name=url");
  return args;
}

const log = (message: string) => process.stderr.write(`[booking-steps] ${message}\n`);

/** A two-night stay from a Monday `daysAhead` days on, clear of the New Year and May holidays. */
function stayFrom(daysAhead: number): { arrival: IsoDate; departure: IsoDate } {
  let arrival = addDays(hotelToday(), daysAhead);
  while (isoWeekday(arrival) !== 1 || /-(12-(29|30|31)|01-0[1-8]|05-0\d)$/.test(arrival))
    arrival = addDays(arrival, 1);
  return { arrival, departure: addDays(arrival, 2) };
}

async function startChromium(): Promise<{ process: ChildProcess; endpoint: string; profile: string }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "booking-steps-chromium-"));
  const child = spawn(
    CHROMIUM_PATH,
    [
      "--headless=new",
      ...CHROMIUM_ARGS,
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let text = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`chromium exited with ${code}: ${text}`)));
  });
  return { process: child, endpoint, profile };
}

/** The guest's walk in the driver tab; each step is measured as soon as its state is there. */
async function walk(
  driver: Page,
  site: string,
  run: number,
  siteIndex: number,
  measure: (step: Step, url: string) => Promise<void>,
) {
  const stay = stayFrom(40 + run * 14 + siteIndex * 7);
  const query = new URLSearchParams({
    "arrival-date": formatUrlDate(stay.arrival),
    "departure-date": formatUrlDate(stay.departure),
    guests: "2,0",
  }).toString();
  const ratePlans = `${site}/booking/rate-plans?${query}`;
  await measure("rate-plans", ratePlans);
  await measure("check (look-up form)", `${site}/booking/check`);

  await driver.goto(ratePlans);
  await driver.getByRole("button", { name: "Выбрать номер" }).first().click();
  await driver.getByRole("button", { name: "Выбрать тариф" }).last().click();
  const proceed = driver.getByRole("button", { name: "Перейти к оформлению" });
  await proceed.first().click();
  await driver.waitForURL(/\/booking\/data$/);
  await driver.goto("about:blank");
  await measure("data", `${site}/booking/data`);

  await driver.goto(`${site}/booking/data`);
  const email = `lh.${Date.now().toString(36)}.${run}@example.ru`;
  await driver.getByRole("textbox", { name: "Фамилия" }).fill("Петрова");
  await driver.getByRole("textbox", { name: "Имя", exact: true }).fill("Мария");
  await driver.getByRole("textbox", { name: "Отчество" }).fill("Ивановна");
  await driver.getByRole("textbox", { name: "Телефон" }).pressSequentially("+79167654321");
  await driver.getByRole("textbox", { name: "E-mail" }).fill(email);
  await driver.getByRole("combobox", { name: "Время заезда" }).selectOption("13:00");
  await driver.getByRole("combobox", { name: "Время выезда" }).selectOption("12:00");
  const consent = driver.getByRole("checkbox", { name: /^Я даю согласие на обработку персональных данных/ });
  if ((await consent.count()) > 0) await consent.check();
  await driver.getByRole("button", { name: "Продолжить" }).click();
  await driver.waitForURL(/\/booking\/payment$/, { timeout: 30_000 });
  const draft = (await driver.evaluate(() =>
    JSON.parse(window.localStorage.getItem("booking-draft") ?? "null"),
  )) as { reference: string };
  await driver.goto("about:blank");
  await measure("payment", `${site}/booking/payment`);

  await driver.goto(`${site}/booking/payment`);
  await driver.getByRole("checkbox", { name: /Правила онлайн-бронирования/ }).check();
  await driver.getByRole("button", { name: "Перейти к оплате" }).click();
  await driver.waitForURL(/\/v1\/sandbox\/pay\//, { timeout: 30_000 });
  const payUrl = driver.url();
  await driver.goto("about:blank");
  await measure("sandbox pay page", payUrl);

  await driver.goto(payUrl);
  await driver.getByLabel("Номер карты").fill("4242 4242 4242 4242");
  await driver.getByLabel("Срок действия").fill("12/30");
  await driver.getByLabel("CVC").fill("123");
  await driver.getByRole("button", { name: /^Оплатить/ }).click();
  await driver.waitForURL((url) => url.pathname === "/booking/success", { timeout: 30_000 });
  const successUrl = driver.url();
  await driver
    .getByRole("heading", { level: 1, name: "Бронирование подтверждено" })
    .waitFor({ timeout: 30_000 });
  await driver.goto("about:blank");
  await measure("success", successUrl);

  await driver.goto(`${site}/booking/check`);
  await driver.getByLabel("Номер бронирования").fill(draft.reference);
  await driver.getByLabel("E-mail или телефон").fill(email);
  await driver.getByRole("button", { name: "Найти", exact: true }).click();
  await driver.getByRole("heading", { name: `Бронирование ${draft.reference}` }).waitFor({ timeout: 30_000 });
  await driver.goto("about:blank");
  await measure("check (booking view)", `${site}/booking/check`);
  const later = new URLSearchParams({
    "arrival-date": formatUrlDate(stay.arrival),
    "departure-date": formatUrlDate(addDays(stay.departure, 1)),
  }).toString();
  await measure("check/edit-date", `${site}/booking/check/edit-date?${later}`);
  await measure("check/edit-guest", `${site}/booking/check/edit-guest`);
  await measure("check/cancel", `${site}/booking/check/cancel`);
}

interface StepRun {
  site: string;
  run: number;
  step: Step;
  url: string;
  scores: Scores;
  loadAverage: number;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const results: StepRun[] = [];
  const failures: string[] = [];
  for (let run = args.firstRun; run < args.firstRun + args.runs; run += 1) {
    // Sites alternate which goes first, so neither always meets the machine in the same state.
    const order = run % 2 === 0 ? args.sites : [...args.sites].reverse();
    for (const site of order) {
      const siteIndex = args.sites.indexOf(site);
      const browser = await startChromium();
      const driverBrowser = await chromium.connectOverCDP(browser.endpoint);
      const lighthouseBrowser = await puppeteer.connect({
        browserWSEndpoint: browser.endpoint,
        defaultViewport: null,
      });
      try {
        const context = driverBrowser.contexts()[0];
        if (!context) throw new Error("no default browser context");
        const driver = await context.newPage();
        driver.setDefaultTimeout(20_000);
        const measure = async (step: Step, url: string) => {
          const page = await lighthouseBrowser.newPage();
          try {
            const session = await page.createCDPSession();
            await session.send("Network.clearBrowserCache");
            const result = await navigation(page, url, {
              flags: {
                disableStorageReset: true,
                onlyCategories: [...CATEGORIES],
                logLevel: "error",
              },
            });
            if (!result) throw new Error("no Lighthouse result");
            const { lhr } = result;
            const score = (name: Category) => Math.round((lhr.categories[name]?.score ?? Number.NaN) * 100);
            const audit = (name: string) => lhr.audits[name]?.numericValue ?? Number.NaN;
            const scores: Scores = {
              performance: score("performance"),
              accessibility: score("accessibility"),
              "best-practices": score("best-practices"),
              seo: score("seo"),
              lcpMs: audit("largest-contentful-paint"),
              tbtMs: audit("total-blocking-time"),
              cls: audit("cumulative-layout-shift"),
            };
            const failing = Object.values(lhr.audits)
              .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
              .map((a) => a.id);
            const loadAverage = os.loadavg()[0] ?? 0;
            results.push({ site: site.name, run, step, url, scores, loadAverage });
            log(
              `run ${run + 1} ${site.name} ${step}: ${CATEGORIES.map((c) => scores[c]).join("/")} LCP ${Math.round(scores.lcpMs)} TBT ${Math.round(scores.tbtMs)} CLS ${scores.cls.toFixed(3)} load ${loadAverage.toFixed(1)}${failing.length ? ` failing: ${failing.join(", ")}` : ""}`,
            );
            if (lhr.runtimeError) log(`  runtime error: ${lhr.runtimeError.message}`);
          } finally {
            await page.close();
          }
        };
        await walk(driver, site.url, run, siteIndex, measure);
      } catch (error) {
        const message = `run ${run + 1} ${site.name}: ${error instanceof Error ? error.message : String(error)}`;
        failures.push(message);
        log(message);
      } finally {
        await lighthouseBrowser.disconnect().catch(() => {});
        await driverBrowser.close().catch(() => {});
        // Chromium writes its profile until it has exited: the folder goes once it has.
        const exited = new Promise((resolve) => browser.process.once("exit", resolve));
        browser.process.kill();
        await exited;
        rmSync(browser.profile, { recursive: true, force: true, maxRetries: 3 });
      }
      if (args.out) writeFileSync(args.out, JSON.stringify({ results, failures }, null, 2));
    }
  }
  // Medians per step and site.
  const lines = [
    `| Step | ${args.sites.map((s) => `${s.name} perf / a11y / BP / SEO`).join(" | ")} |`,
    `| --- | ${args.sites.map(() => "---").join(" | ")} |`,
  ];
  for (const step of STEPS) {
    const cells = args.sites.map((site) => {
      const runs = results.filter((r) => r.site === site.name && r.step === step);
      if (runs.length === 0) return "—";
      const of = (key: keyof Scores) => median(runs.map((r) => r.scores[key]));
      return `${CATEGORIES.map((c) => of(c)).join(" / ")} (n=${runs.length}, LCP ${Math.round(of("lcpMs"))} ms, TBT ${Math.round(of("tbtMs"))} ms, load ${median(runs.map((r) => r.loadAverage)).toFixed(1)})`;
    });
    lines.push(`| ${step} | ${cells.join(" | ")} |`);
  }
  process.stdout.write(lines.join("\n") + "\n");
  if (failures.length) process.stdout.write(`\nFailures:\n${failures.map((f) => `- ${f}`).join("\n")}\n`);
  process.exit(failures.length ? 1 : 0);
}

void main();
