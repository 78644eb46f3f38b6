/**
 * Mixed load (docs/bench.md «mixed»): our site as guests and managers use it at once, for
 * BENCH_MIXED_SECONDS. USERS virtual users each make one request at a time, picking the next by
 * WEIGHTS: a content page of the sitemap followed by its images as a phone loads them, the rate
 * plans of a random stay, the next step of the user's own booking (hold, invoice, the sandbox's
 * pay page, paying on it with the test card, the look-up) or the price calendar. Every
 * MANAGER_EVERY_SECONDS the Studio publishes a changed title in the embedded lake and a manager
 * changes a night's price through the engine's admin API. The site's memory (its whole process
 * tree) is read every 10 s. Every call goes where a browser or the Studio sends it: the site's
 * pages and /api/booking routes, the engine's pay page at /v1/sandbox/pay, the lake's HTTP port.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { addDays, hotelToday, type IsoDate } from "../../rules";
import { isLocalizedValue, valueIn } from "../../schemas/lib/localized";
import { residentMemory } from "../processes";
import { MixedClass, type MixedClassFigures, type MixedPart } from "../results";
import { ports, ratePlansRoute, siteSecrets, type BenchContext, type Site } from "../sites";
import { calendarRequest, failure } from "./abuse";
import { pageImages, pickByWeight, randomStay, sitemapPaths, PHONE } from "./mixed-pick";

/** Virtual users: as many requests under way at once as the other parts' connections. */
const USERS = 32;
/**
 * Of 99 picks: 80 content page views (each followed by its images), 12 rate-plans searches, 5
 * booking calls (one step of the user's own booking each), 2 calendar calls.
 */
const WEIGHTS = { content: 80, ratePlans: 12, booking: 5, calendar: 2 } as const;
const MANAGER_EVERY_SECONDS = 30;
const MEMORY_EVERY_SECONDS = 10;
/** A request without an answer by then counts as an error ("timeout"). */
const TIMEOUT_MS = 30_000;
/** The document whose title the Studio publishes (the spa visit, shown on /services and its page). */
const PUBLISHED_ID = "service-spa-visit";
const DRAFT_ID = `drafts.${PUBLISHED_ID}`;
/** The night, room type and rate whose price the manager changes, and back. */
const PRICE_NIGHT_DAYS_AHEAD = 45;
const PRICE_ROOM_TYPE = 1;
const PRICE_RATE = 1;
const LAKE_API = "/v2025-02-19/data";

const IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** What each class answered: latencies (ms, to the end of the body), statuses, errors. */
class Tallies {
  readonly latencies = new Map<MixedClass, number[]>();
  readonly statuses = new Map<MixedClass, { [status: string]: number }>();
  readonly errors = new Map<MixedClass, { [code: string]: number }>();

  answered(kind: MixedClass, status: number, ms: number): void {
    this.list(this.latencies, kind, () => []).push(ms);
    const statuses = this.list(this.statuses, kind, (): { [status: string]: number } => ({}));
    statuses[status] = (statuses[status] ?? 0) + 1;
  }

  failed(kind: MixedClass, code: string): void {
    const errors = this.list(this.errors, kind, (): { [code: string]: number } => ({}));
    errors[code] = (errors[code] ?? 0) + 1;
  }

  private list<T>(map: Map<MixedClass, T>, kind: MixedClass, empty: () => T): T {
    let value = map.get(kind);
    if (value === undefined) map.set(kind, (value = empty()));
    return value;
  }
}

/** The value at `share` (0.5, 0.99) of sorted latencies, nearest rank; 0 for none. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

export function classFigures(
  kind: MixedClass,
  latencies: readonly number[],
  statuses: { [status: string]: number },
  errors: { [code: string]: number },
  seconds: number,
): MixedClassFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const failed = Object.values(errors).reduce((sum, n) => sum + n, 0);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    class: kind,
    requests: sorted.length + failed,
    requestsPerSecond: sorted.length / seconds,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    statuses,
    errors,
  };
}

interface Answer {
  status: number;
  text: string;
}

/**
 * One request, timed to the end of its body and recorded under `kind`; undefined when it got no
 * answer. Redirects are not followed (the pay page answers 303 to the site's success page).
 */
async function call(
  record: Tallies,
  kind: MixedClass,
  url: string,
  init: RequestInit = {},
): Promise<Answer | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...init,
    });
    const text = await response.text();
    record.answered(kind, response.status, performance.now() - started);
    return { status: response.status, text };
  } catch (error) {
    const named =
      error instanceof Error && error.name === "TimeoutError" ? "timeout" : connectionFailure(error);
    record.failed(kind, named);
    return undefined;
  }
}

/** fetch's «fetch failed» carries the system code in its cause. */
function connectionFailure(error: unknown): string {
  const cause = error instanceof Error ? (error as Error & { cause?: unknown }).cause : undefined;
  return failure(cause instanceof Error ? cause : error).replace(/^error /, "");
}

const ok = (answer: Answer | undefined): answer is Answer =>
  answer !== undefined && answer.status >= 200 && answer.status < 300;

function json<T>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    return undefined;
  }
}

/** A guest's booking under way: the step its next booking call makes. */
type Journey =
  | { step: "hold" }
  | { step: "invoice"; booking: Booking }
  | { step: "pay-page"; booking: Booking; payUrl: URL }
  | { step: "pay"; booking: Booking; payUrl: URL; token: string }
  | { step: "look-up"; booking: Booking };

interface Booking {
  id: string;
  reference: string;
  email: string;
  sessionId: string;
}

export async function measureMixed(context: BenchContext, ours: Site): Promise<MixedPart> {
  const { root, settings, log } = context;
  const seconds = settings.BENCH_MIXED_SECONDS;
  const secrets = siteSecrets(root);
  const lake = `http://127.0.0.1:${ports(settings).lakeHttp}${LAKE_API}`;
  const lakeHeaders = {
    "content-type": "application/json",
    authorization: `Bearer ${secrets.CONTENT_LAKE_TOKEN}`,
  };
  const adminHeaders = { "content-type": "application/json", "x-api-key": secrets.HOTEL_ADMIN_KEY };
  // The browser's own requests: same origin, as fetch() from the site's pages sends them.
  const browserPost = {
    "content-type": "application/json",
    origin: ours.url,
    "sec-fetch-site": "same-origin",
  };
  const today = hotelToday();

  // What the site offers: its content routes, the engine's sold horizon, the title to change.
  const sitemap = await fetch(`${ours.url}/sitemap.xml`);
  if (!sitemap.ok) throw new Error(`sitemap.xml answered ${sitemap.status}`);
  const routes = sitemapPaths(await sitemap.text());
  if (routes.length === 0) throw new Error("sitemap.xml lists no page");
  const priceNight = addDays(today, PRICE_NIGHT_DAYS_AHEAD);
  const grid = await fetch(`${ours.url}/v1/admin/price-grid?from=${priceNight}&to=${priceNight}`, {
    headers: adminHeaders,
  });
  if (!grid.ok) throw new Error(`the engine's price grid answered ${grid.status}`);
  const { horizon, cells } = (
    (await grid.json()) as {
      data: { horizon: IsoDate; cells: { room_type_id: number; rate_id: number; amount: number }[] };
    }
  ).data;
  const originalPrice = cells.find(
    (cell) => cell.room_type_id === PRICE_ROOM_TYPE && cell.rate_id === PRICE_RATE,
  )?.amount;
  if (originalPrice === undefined)
    throw new Error(`no price of room type ${PRICE_ROOM_TYPE} on ${priceNight}`);
  const documents = await fetch(`${lake}/doc/production/${PUBLISHED_ID}`, { headers: lakeHeaders });
  // The title is localized (docs/content-model.md «Two languages»): the Studio publishes its Russian.
  const titleItems = ((await documents.json()) as { documents?: { title?: unknown }[] }).documents?.[0]
    ?.title;
  const original = valueIn(titleItems, "ru");
  if (!isLocalizedValue(titleItems) || typeof original !== "string")
    throw new Error(`the lake has no Russian title of ${PUBLISHED_ID} (${documents.status})`);
  /** The title with its Russian changed, its other languages kept. */
  const titled = (russian: string) =>
    titleItems.map((item) => (item.language === "ru" ? { ...item, value: russian } : item));
  log(
    `  ${routes.length} content routes from sitemap.xml; stays up to ${horizon}; ` +
      `the Studio publishes «${original}», the manager prices ${priceNight} from ${originalPrice}`,
  );

  // Warm-up, unmeasured: each route and its images once, so the run measures pages as guests find
  // them (rendered, in the page cache, images resized), not the first render of each.
  const warm = new Tallies();
  await Promise.all(
    Array.from({ length: 4 }, async (_, lane) => {
      for (let index = lane; index < routes.length; index += 4) {
        const url = `${ours.url}${routes[index]}`;
        const page = await call(warm, "content", url, { headers: { accept: PAGE_ACCEPT } });
        for (const image of page ? pageImages(page.text, url) : [])
          await call(warm, "image", image, { headers: { accept: IMAGE_ACCEPT } });
      }
    }),
  );

  const record = new Tallies();
  let guests = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const elapsed = () => (performance.now() - started) / 1000;

  const viewContent = async () => {
    const route = routes[Math.floor(Math.random() * routes.length)] ?? "/";
    const url = `${ours.url}${route}`;
    const page = await call(record, "content", url, { headers: { accept: PAGE_ACCEPT } });
    if (!ok(page)) return;
    for (const image of pageImages(page.text, url))
      await call(record, "image", image, { headers: { accept: IMAGE_ACCEPT } });
  };

  const searchRates = async () => {
    const { arrival, departure, rooms } = randomStay(today, horizon);
    await call(record, "rate-plans", `${ours.url}${ratePlansRoute(arrival, departure, rooms)}`, {
      headers: { accept: PAGE_ACCEPT },
    });
  };

  const readCalendar = async () => {
    const { arrival } = randomStay(today, horizon);
    await call(record, "calendar", `${ours.url}${calendarRequest(arrival)}`);
  };

  /** The journey's next step; what it answered decides the step after (a failed step starts over). */
  const bookingStep = async (journey: Journey): Promise<Journey> => {
    switch (journey.step) {
      case "hold": {
        const guest = guests++;
        const { arrival, departure } = randomStay(today, horizon);
        const booking = {
          email: `mixed-${guest}-${randomUUID().slice(0, 6)}@example.ru`,
          sessionId: randomUUID(),
        };
        const answer = await call(record, "hold", `${ours.url}/api/booking/reservations`, {
          method: "POST",
          headers: browserPost,
          body: JSON.stringify({
            sessionId: booking.sessionId,
            arrival,
            departure,
            choices: [{ adults: 2, children: 0, roomTypeId: 1 + (guest % 3), rateId: 1 }],
            extras: [],
            form: {
              lastName: "Нагрузкина",
              firstName: "Анна",
              middleName: "Сергеевна",
              // Each guest their own e-mail and phone, as the system test's guests.
              phone: `+7999${String(1_000_000 + (guest % 9_000_000))}`,
              email: booking.email,
              checkInTime: "14:00",
              checkOutTime: "12:00",
              personalDataConsent: true,
            },
          }),
        });
        const made = ok(answer)
          ? json<{ data?: { id?: string; reference?: string } }>(answer)?.data
          : undefined;
        if (!made?.id || !made.reference) return { step: "hold" };
        return { step: "invoice", booking: { ...booking, id: made.id, reference: made.reference } };
      }
      case "invoice": {
        const { booking } = journey;
        const answer = await call(
          record,
          "invoice",
          `${ours.url}/api/booking/reservations/${booking.id}/invoice`,
          {
            method: "POST",
            headers: { ...browserPost, "x-session-id": booking.sessionId },
            body: JSON.stringify({ paymentType: "card" }),
          },
        );
        const confirmation = ok(answer)
          ? json<{ data?: { confirmationUrl?: string | null } }>(answer)?.data?.confirmationUrl
          : undefined;
        if (!confirmation) return { step: "hold" };
        return { step: "pay-page", booking, payUrl: new URL(confirmation, ours.url) };
      }
      case "pay-page": {
        const answer = await call(record, "pay-page", `${ours.url}${journey.payUrl.pathname}`, {
          headers: { accept: PAGE_ACCEPT },
        });
        const token = ok(answer) ? /name="token" value="([0-9a-f]+)"/.exec(answer.text)?.[1] : undefined;
        if (!token) return { step: "hold" };
        return { ...journey, step: "pay", token };
      }
      case "pay": {
        // The pay page's form, posted from the page itself (its origin is the confirmation URL's).
        const answer = await call(record, "pay", `${ours.url}${journey.payUrl.pathname}`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: journey.payUrl.origin,
            "sec-fetch-site": "same-origin",
          },
          body: new URLSearchParams({
            token: journey.token,
            number: "4242 4242 4242 4242",
            expiry: "12/30",
            cvc: "123",
            holder: "ANNA NAGRUZKINA",
          }).toString(),
        });
        if (answer?.status !== 303) return { step: "hold" };
        return { step: "look-up", booking: journey.booking };
      }
      case "look-up": {
        const { booking } = journey;
        await call(record, "look-up", `${ours.url}/api/booking/manage/lookup`, {
          method: "POST",
          headers: browserPost,
          body: JSON.stringify({ reference: booking.reference, contact: booking.email }),
        });
        return { step: "hold" };
      }
    }
  };

  const user = async () => {
    let journey: Journey = { step: "hold" };
    while (performance.now() < deadline) {
      const kind = pickByWeight(WEIGHTS);
      if (kind === "content") await viewContent();
      else if (kind === "ratePlans") await searchRates();
      else if (kind === "calendar") await readCalendar();
      else journey = await bookingStep(journey);
    }
  };

  // The managers: a publish in the Studio (the draft edited, then published, as the Studio's
  // «Опубликовать» does) and a price change, every MANAGER_EVERY_SECONDS from the middle of the
  // first period; the title and the price alternate, and go back to what they were at the end.
  let changes = 0;
  const publish = async (into: Tallies, title: string) => {
    const actions = (action: object) =>
      call(into, "publish", `${lake}/actions/production`, {
        method: "POST",
        headers: lakeHeaders,
        body: JSON.stringify({ actions: [{ draftId: DRAFT_ID, publishedId: PUBLISHED_ID, ...action }] }),
      });
    await actions({ actionType: "sanity.action.document.edit", patch: { set: { title: titled(title) } } });
    await actions({ actionType: "sanity.action.document.publish" });
  };
  const setPrice = (into: Tallies, amount: number) =>
    call(into, "price-change", `${ours.url}/v1/admin/prices/changes`, {
      method: "POST",
      headers: adminHeaders,
      body: JSON.stringify({
        changes: [
          {
            from: priceNight,
            to: priceNight,
            room_type_ids: [PRICE_ROOM_TYPE],
            rate_ids: [PRICE_RATE],
            amount,
          },
        ],
      }),
    });
  const managers = async () => {
    changes++;
    const odd = changes % 2 === 1;
    await publish(record, odd ? `${original} ·` : original);
    await setPrice(record, odd ? originalPrice + 100 : originalPrice);
  };
  const managerTimers: NodeJS.Timeout[] = [];
  const managerCalls: Promise<void>[] = [];
  for (let at = MANAGER_EVERY_SECONDS / 2; at < seconds; at += MANAGER_EVERY_SECONDS) {
    managerTimers.push(setTimeout(() => managerCalls.push(managers()), at * 1000));
  }

  const memory: MixedPart["memory"] = [];
  const sample = () => {
    try {
      memory.push({ atSeconds: Math.round(elapsed()), rssKb: residentMemory(ours.server.pid).rssKb });
    } catch {
      // The site is gone: its requests fail and say so.
    }
  };
  sample();
  const sampler = setInterval(sample, MEMORY_EVERY_SECONDS * 1000);
  try {
    await Promise.all(Array.from({ length: USERS }, user));
  } finally {
    clearInterval(sampler);
    for (const timer of managerTimers) clearTimeout(timer);
  }
  const measured = elapsed();
  if (memory.at(-1)?.atSeconds !== Math.round(measured)) sample();
  await Promise.all(managerCalls);
  // What the managers changed goes back, unmeasured: the next run finds the site as it was.
  const restore = new Tallies();
  if (changes % 2 === 1) {
    await publish(restore, original);
    await setPrice(restore, originalPrice);
  }

  for (const [kind, errors] of restore.errors)
    log(`  could not restore what the managers changed (${kind}: ${Object.keys(errors).join(", ")})`);
  for (const [kind, statuses] of restore.statuses) {
    const refused = Object.keys(statuses).filter((status) => !status.startsWith("2"));
    if (refused.length > 0)
      log(`  could not restore what the managers changed (${kind}: ${refused.join(", ")})`);
  }

  // In the order of MixedClass, each class that made a request.
  const classes = MixedClass.options
    .filter((kind) => record.latencies.has(kind) || record.errors.has(kind))
    .map((kind) =>
      classFigures(
        kind,
        record.latencies.get(kind) ?? [],
        record.statuses.get(kind) ?? {},
        record.errors.get(kind) ?? {},
        measured,
      ),
    );
  for (const figures of classes) {
    log(
      `  ${figures.class}: ${figures.requestsPerSecond.toFixed(1)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
    );
  }
  return {
    users: USERS,
    seconds: measured,
    weights: { ...WEIGHTS },
    managerEverySeconds: MANAGER_EVERY_SECONDS,
    routes,
    images: `each <img> of the page once, on the site's own origin; from a srcset the candidate a phone ${PHONE.viewport} CSS px wide at ${PHONE.density}× takes`,
    classes,
    memory,
  };
}
