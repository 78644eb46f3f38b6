/**
 * GET /api/booking/payment-variants — how the guest can pay (the engine's payment variants with
 * their icon ids) and whether the engine is in test mode (its built-in sandbox takes the payments,
 * no money is charged). The variants change rarely: they are kept for 60 seconds on the server and
 * in the browser.
 */
import type { PaymentVariantsAnswer } from "@web/features/booking/payment/variants";
import { engine, engineFailure } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

const KEEP_MS = 60_000;
let kept: { at: number; answer: PaymentVariantsAnswer } | undefined;

export const GET = bodyLimited(async (): Promise<Response> => {
  const now = Date.now();
  if (!kept || now - kept.at > KEEP_MS) {
    try {
      const { variants, testMode } = await (await engine()).paymentMode();
      kept = { at: now, answer: { variants, testMode } };
    } catch (error) {
      return engineFailure(error);
    }
  }
  return Response.json({ data: kept.answer }, { headers: { "cache-control": "private, max-age=60" } });
});
