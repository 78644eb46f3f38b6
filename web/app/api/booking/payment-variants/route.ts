/**
 * GET /api/booking/payment-variants — how the guest can pay (the engine's payment variants with
 * their icon ids) and whether the engine is in test mode (its built-in sandbox takes the payments,
 * no money is charged). The variants change rarely: they are kept for 60 seconds on the server and
 * in the browser, per language (their names are the engine's, in the page's language).
 */
import type { PaymentVariantsAnswer } from "@web/features/booking/payment/variants";
import type { Language } from "@rules/language";
import { PAGE_LANGUAGE_HEADER } from "@web/features/booking/api";
import { engine, engineFailure, requestLanguage } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

const KEEP_MS = 60_000;
const kept = new Map<Language, { at: number; answer: PaymentVariantsAnswer }>();

export const GET = bodyLimited(async (request: Request): Promise<Response> => {
  const now = Date.now();
  const language = requestLanguage(request);
  let answer = kept.get(language);
  if (!answer || now - answer.at > KEEP_MS) {
    try {
      const { variants, testMode } = await (await engine()).paymentMode({ language });
      answer = { at: now, answer: { variants, testMode } };
      kept.set(language, answer);
    } catch (error) {
      return engineFailure(error);
    }
  }
  return Response.json(
    { data: answer.answer },
    { headers: { "cache-control": "private, max-age=60", vary: PAGE_LANGUAGE_HEADER } },
  );
});
