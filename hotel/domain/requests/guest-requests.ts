/**
 * Requests from the site's «Оставить заявку» modal: stored with the consent and its time (152-FZ),
 * and e-mailed to the hotel through the outbox — the e-mail's row is written by the request's own
 * transaction, so a stored request always has its e-mail coming and a request that fails to store
 * leaves none. The outbox keeps the request's `mail_status` (pending, sent, or failed once its
 * attempts ran out) for the managers' «Заявки».
 */
import type { RequestForm } from "../../../rules";
import { inTransaction } from "../../db";
import {
  findGuestRequest,
  insertGuestRequest,
  listGuestRequests,
  lockGuestRequest,
  updateGuestRequest,
  type GuestRequestRow,
} from "../../db/repositories/guest-requests";
import { recordAction, type Manager } from "../admin/audit";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import { enqueueMails } from "../outbox";
import { afterCommit } from "../reservations/settlement";
import type { GuestRequestStatus } from "../../statuses";

/**
 * Stores the request with its e-mail to the hotel and hands the e-mail to delivery. `mailed` says
 * whether the e-mail had already gone out when this returns (the outbox delivered it at once);
 * false means it waits in the outbox, which retries it — not that it was lost.
 */
export async function submitGuestRequest(
  ctx: EngineContext,
  form: RequestForm,
  { source, consentDocument }: { source?: string | undefined; consentDocument?: string | undefined },
): Promise<{ id: string; createdAt: Date; mailed: boolean }> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const request = await insertGuestRequest(tx, {
      firstName: form.firstName,
      lastName: form.lastName,
      middleName: form.middleName ?? "",
      phone: form.phone,
      email: form.email,
      comment: form.comment ?? "",
      source: source ?? "",
      personalDataPermission: form.consent,
      consentAt: now,
      consentDocument: consentDocument ?? null,
      specialOffersPermission: form.specialOffers ?? false,
      mailStatus: "pending",
      createdAt: now,
    });
    await enqueueMails(tx, now, null, [
      {
        to: ctx.config.hotelMailTo,
        replyTo: form.email,
        guestRequestId: request.id,
        data: {
          template: "hotel-guest-request",
          request: {
            fullName: [form.lastName, form.firstName, form.middleName].filter(Boolean).join(" "),
            phone: request.phone,
            email: request.email,
            comment: request.comment,
            source: request.source,
            sentAt: now.toISOString(),
          },
        },
      },
    ]);
    return request;
  });
  await afterCommit(ctx);
  const stored = await findGuestRequest(ctx.db, row.id);
  return { id: row.id, createdAt: row.createdAt, mailed: stored?.mailStatus === "sent" };
}

export function guestRequests(
  ctx: EngineContext,
  query: { limit: number; offset: number; status?: GuestRequestStatus | undefined },
): Promise<{ rows: GuestRequestRow[]; total: number }> {
  return listGuestRequests(ctx.db, query);
}

const STATUS_TITLES: Record<GuestRequestStatus, string> = {
  new: "новая",
  in_progress: "в работе",
  done: "готово",
};

/**
 * A manager moves a request along (new → in progress → done) and keeps an internal note on it;
 * recorded with who and when (the request's history in the Studio).
 */
export async function updateGuestRequestByManager(
  ctx: EngineContext,
  id: string,
  patch: { status?: GuestRequestStatus | undefined; note?: string | undefined },
  manager: Manager,
): Promise<GuestRequestRow> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const current = await lockGuestRequest(tx, id);
    if (!current) throw new BookingError("GUEST_REQUEST_NOT_FOUND", "Такой заявки нет", { request_id: id });
    const note = patch.note?.trim();
    const changes: string[] = [];
    if (patch.status !== undefined && patch.status !== current.status) {
      changes.push(`статус: ${STATUS_TITLES[current.status]} → ${STATUS_TITLES[patch.status]}`);
    }
    if (note !== undefined && note !== current.note)
      changes.push(note ? `заметка: ${note}` : "заметка удалена");
    if (changes.length === 0) return current;
    const updated = await updateGuestRequest(tx, id, {
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(note !== undefined ? { note } : {}),
      updatedAt: now,
    });
    const name = [current.lastName, current.firstName].filter(Boolean).join(" ");
    await recordAction(tx, now, manager, {
      action: "guest_request.update",
      guestRequestId: id,
      summary: `Заявка ${name}: ${changes.join("; ")}`,
      details: { status: patch.status, note },
    });
    return updated;
  });
}
