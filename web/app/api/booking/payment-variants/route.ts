/**
 * GET /api/booking/payment-variants — how the guest can pay (the engine's payment variants with
 * their icon ids) and whether payments are in test mode. The variants change rarely: they are kept
 * for 60 seconds on the server and in the browser.
 */
import { env } from "@platform/env";
import type { PaymentVariant } from "@hotel/client/types";
import type { PaymentVariantsAnswer } from "@web/features/booking/payment/variants";
import { engine, engineFailure } from "@web/features/booking/server/respond";

const KEEP_MS = 60_000;
let kept: { at: number; answer: PaymentVariantsAnswer } | undefined;

/**
 * Test mode as the engine reports it on its variants; an engine that does not report it yet is in
 * test mode when it is the embedded one with the sandbox acquirer (no YooKassa shop configured).
 */
function testMode(variants: readonly PaymentVariant[]): boolean {
  const reported = variants.flatMap((variant) =>
    "testMode" in variant && typeof variant.testMode === "boolean" ? [variant.testMode] : [],
  );
  if (reported.length > 0) return reported.some(Boolean);
  const config = env();
  return !config.HOTEL_API_URL && !config.YOOKASSA_SHOP_ID;
}

export async function GET(): Promise<Response> {
  const now = Date.now();
  if (!kept || now - kept.at > KEEP_MS) {
    try {
      const variants = await (await engine()).paymentVariants();
      kept = { at: now, answer: { variants, testMode: testMode(variants) } };
    } catch (error) {
      return engineFailure(error);
    }
  }
  return Response.json({ data: kept.answer }, { headers: { "cache-control": "private, max-age=60" } });
}
