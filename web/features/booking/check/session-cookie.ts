/**
 * The booking-check session (docs/booking-journey-check.md «Session»): after a look-up the site
 * keeps the engine's manage token in an httpOnly cookie, so page scripts never see it. The value is
 * `{reservationId}.{token}`; the cookie lives as long as the token and only on the manage routes.
 */
import { z } from "zod";

export const MANAGE_COOKIE = "booking-manage";
export const MANAGE_COOKIE_PATH = "/api/booking/manage";

export interface ManageCookie {
  reservationId: string;
  token: string;
}

const ReservationId = z.uuid();
const Token = z.string().regex(/^[A-Za-z0-9_-]{16,200}$/);

export function encodeManageCookie(session: ManageCookie): string {
  return `${session.reservationId}.${session.token}`;
}

/** The session a cookie value carries, or undefined when it is missing or not ours. */
export function decodeManageCookie(value: string | undefined): ManageCookie | undefined {
  if (!value) return undefined;
  const dot = value.indexOf(".");
  if (dot < 0) return undefined;
  const reservationId = ReservationId.safeParse(value.slice(0, dot));
  const token = Token.safeParse(value.slice(dot + 1));
  if (!reservationId.success || !token.success) return undefined;
  return { reservationId: reservationId.data, token: token.data };
}

/** Seconds the cookie should live: until the token expires, at least 0. */
export function cookieMaxAge(expiresAt: Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/** Whether the guest reached the site over https (directly or through a proxy that says so). */
export function isSecureRequest(url: string, forwardedProto: string | null): boolean {
  const proto = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  if (proto) return proto === "https";
  return new URL(url).protocol === "https:";
}

/**
 * What the engine's look-up compares: an e-mail as typed (trimmed), or a phone's digits. Ten
 * digits are a Russian number written without its country code («916 123-45-67»), so +7 is added;
 * other writings («8 916…», «+7 916…», foreign numbers) go as typed, the engine reads them.
 */
export function lookupContact(text: string): string {
  const trimmed = text.trim();
  if (trimmed.includes("@")) return trimmed;
  const digits = trimmed.replace(/\D/g, "");
  return digits.length === 10 ? `+7${digits}` : trimmed;
}
