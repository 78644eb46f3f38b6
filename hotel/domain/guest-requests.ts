/**
 * Requests from the site's «Оставить заявку» modal: stored with the consent and its time (152-FZ),
 * then e-mailed to the hotel. A mail that fails does not lose the request: it stays stored with
 * the mail's status for a manager to see.
 */
import { formatUrlDate, hotelDate, type RequestForm } from "../../rules";
import { inTransaction } from "../db";
import {
  insertGuestRequest,
  listGuestRequests,
  lockGuestRequest,
  setGuestRequestMail,
  updateGuestRequest,
  type GuestRequestRow,
} from "../db/repositories/guest-requests";
import { recordAction, type Manager } from "./audit";
import type { EngineContext } from "./context";
import { BookingError } from "./errors";
import type { GuestRequestStatus } from "./statuses";
import { describeError } from "../../platform/describe-error";

export async function submitGuestRequest(
  ctx: EngineContext,
  form: RequestForm,
  source: string | undefined,
): Promise<{ id: string; createdAt: Date; mailed: boolean }> {
  const now = ctx.clock.now();
  const row = await insertGuestRequest(ctx.db, {
    firstName: form.firstName,
    lastName: form.lastName,
    middleName: form.middleName ?? "",
    phone: form.phone,
    email: form.email,
    comment: form.comment ?? "",
    source: source ?? "",
    personalDataPermission: form.consent,
    consentAt: now,
    mailStatus: "pending",
    createdAt: now,
  });
  const name = [form.lastName, form.firstName, form.middleName].filter(Boolean).join(" ");
  try {
    await ctx.mail.send({
      to: ctx.config.hotelMailTo,
      replyTo: form.email,
      subject: `Заявка с сайта: ${name}`,
      text: [
        `Имя: ${name}`,
        `Телефон: ${form.phone}`,
        `E-mail: ${form.email}`,
        `Страница: ${source || "—"}`,
        `Дата: ${formatUrlDate(hotelDate(now))}`,
        "",
        form.comment || "(без комментария)",
        "",
        "Гость дал согласие на обработку персональных данных.",
      ].join("\n"),
    });
    await setGuestRequestMail(ctx.db, row.id, { mailStatus: "sent", mailError: null });
    return { id: row.id, createdAt: row.createdAt, mailed: true };
  } catch (error) {
    ctx.log(`guest request ${row.id}: mail failed: ${describeError(error, { stack: false })}`);
    await setGuestRequestMail(ctx.db, row.id, { mailStatus: "failed", mailError: String(error) });
    return { id: row.id, createdAt: row.createdAt, mailed: false };
  }
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
