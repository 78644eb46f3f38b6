/**
 * Requests from the site's «Оставить заявку» modal: stored with the consent and its time (152-FZ),
 * then e-mailed to the hotel. A mail that fails does not lose the request: it stays stored with
 * the mail's status for a manager to see.
 */
import { formatUrlDate, hotelDate, type RequestForm } from "../../rules";
import { insertGuestRequest, setGuestRequestMail } from "../db/repositories/guest-requests";
import type { EngineContext } from "./context";

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
    ctx.log(`guest request ${row.id}: mail failed: ${String(error)}`);
    await setGuestRequestMail(ctx.db, row.id, { mailStatus: "failed", mailError: String(error) });
    return { id: row.id, createdAt: row.createdAt, mailed: false };
  }
}
