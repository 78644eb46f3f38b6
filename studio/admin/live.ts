/**
 * What keeps «Заявки» and «Бронирования» live, apart from React so that it is tested without a
 * Studio: how often the lists are asked again, which items of an answer have just arrived, the
 * counter of new requests in the top bar, and the contacts as links
 * (docs/studio-tools.md#live-lists).
 */
import { formatPhone, phoneDigits } from "../../rules/contact";

/** The lists are asked again every 10 s while the Studio's tab is visible (none while hidden). */
export const LIVE_REFRESH_MS = 10_000;

/** An item of a list as arrivals are told: its id and when the engine created it. */
export interface Dated {
  id: string;
  createdAt: string;
}

/** What a list (one query: its filters and search) has shown so far. */
export interface Seen {
  ids: ReadonlySet<string>;
  /** The newest `createdAt` among them, in ms; undefined while the list was empty. */
  newest?: number;
}

/**
 * The items of a list's answer that arrived since its earlier answers: an id not shown before and
 * created after the newest shown. The query's first answer is what was already there, nothing has
 * arrived; an item that only moved into the list (a request now «В работе» under «в работе») is
 * older than the newest and has not arrived either.
 */
export function arrivals(
  previous: Seen | undefined,
  items: readonly Dated[],
): { seen: Seen; arrived: string[] } {
  const times = items.map((item) => Date.parse(item.createdAt)).filter((time) => !Number.isNaN(time));
  const newest = Math.max(previous?.newest ?? -Infinity, ...times);
  const seen: Seen = {
    ids: new Set([...(previous?.ids ?? []), ...items.map((item) => item.id)]),
    ...(Number.isFinite(newest) ? { newest } : {}),
  };
  if (!previous) return { seen, arrived: [] };
  const arrived = items
    .filter(
      (item) =>
        !previous.ids.has(item.id) &&
        (previous.newest === undefined || Date.parse(item.createdAt) > previous.newest),
    )
    .map((item) => item.id);
  return { seen, arrived };
}

/** The tool's title in the top bar with the count beside it: «Заявки 3», «Заявки 99+», «Заявки». */
export function counterText(count: number | undefined): string {
  if (!count || count < 0) return "";
  return count > 99 ? "99+" : String(count);
}

/** The count's words for a screen reader and the tooltip: «Новых заявок: 3». */
export function counterLabel(count: number): string {
  return `Новых заявок: ${count}`;
}

/** `tel:` with the number in E.164, without spaces (an 11-digit number from 8 is +7); undefined without digits. */
export function telHref(phone: string): string | undefined {
  const digits = phoneDigits(phone);
  return digits ? `tel:+${digits}` : undefined;
}

/** The phone as people read it: «+7 900 111 22 33» for +79001112233, anything else as stored. */
export function phoneText(phone: string): string {
  return phone.startsWith("+") ? formatPhone(phone) : phone;
}

/** `mailto:` for an address that looks like one (name@domain), else undefined. */
export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : undefined;
}

/** The tool whose title carries the counter (`requestsTool`'s name, its Studio path). */
export const REQUESTS_TOOL = "requests";
