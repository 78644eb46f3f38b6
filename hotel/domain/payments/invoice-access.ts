/**
 * Who may bill a booking or read its payment (docs/booking-engine.md «Who may see and make an
 * invoice»). A booking's id is no secret — it travels in the success page's address — so an
 * invoice call must also prove it comes from the booking's guest: the session that made the
 * booking, a manage token of its look-up, or the return token the payment provider brought the
 * guest back with — which reads the payment and the booking's summary, and pays again only where
 * paying withdraws nothing (the caller passes that on to createInvoice). Without proof the answer
 * is the unknown booking's 404, so nobody learns that the booking exists.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { findReservation } from "../../db/repositories/reservations";
import type { EngineContext } from "../context";
import { manageTokenValid } from "../reservations/manage";
import { notFound } from "../reservations/reservations";

export interface InvoiceProof {
  /** X-Session-Id: the session the booking was made in (`reservations.session_id`). */
  sessionId?: string | undefined;
  /** X-Manage-Token: a token of a look-up of this booking. */
  manageToken?: string | undefined;
  /**
   * X-Return-Token: the token of the payment's return address; reads the status and the summary,
   * and pays only when no open payment would be withdrawn.
   */
  returnToken?: string | undefined;
}

/** Reading the latest invoice, or making one (which extends the hold and may withdraw a payment). */
export type InvoiceAccess = "read" | "pay";

/**
 * Which proof let the caller in: the guest's own (the session, a manage token), or only the return
 * address's token, which may not withdraw an open payment (createInvoice's `keepOpenPayment`).
 */
export type InvoiceGrant = "guest" | "return";

/** The key of the return tokens, derived from the admin key so that no other secret is kept. */
export function returnTokenKey(adminKey: string): string {
  return createHmac("sha256", adminKey).update("payment-return-token").digest("hex");
}

/**
 * The token the payment's return address carries: an HMAC of the booking's id. It lets the
 * success page read the payment's status and the booking's summary after the provider's page, even
 * in a browser that kept nothing, and lets a guest whose card was declined pay again from there; it
 * never withdraws a payment under way and changes nothing else.
 */
export function returnToken(key: string, reservationId: string): string {
  return createHmac("sha256", key).update(`payment-return:${reservationId}`).digest("base64url");
}

/** Compares secrets by their hashes, in constant time whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Passes when `proof` shows the caller is the booking's guest, and says by which proof; else the
 * unknown booking's 404.
 */
export async function authorizeInvoice(
  ctx: EngineContext,
  reservationId: string,
  proof: InvoiceProof,
  access: InvoiceAccess,
): Promise<InvoiceGrant> {
  const byReturnToken =
    proof.returnToken !== undefined &&
    sameSecret(proof.returnToken, returnToken(ctx.config.returnTokenKey, reservationId));
  if (byReturnToken && access === "read") return "return";
  if (proof.sessionId !== undefined) {
    const reservation = await findReservation(ctx.db, reservationId);
    if (reservation?.sessionId && sameSecret(proof.sessionId, reservation.sessionId)) return "guest";
  }
  if (await manageTokenValid(ctx, reservationId, proof.manageToken)) return "guest";
  if (byReturnToken) return "return";
  throw notFound();
}
