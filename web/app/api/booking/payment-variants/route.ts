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

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Test mode as the engine reports it on its variants; an engine that does not report it yet is in
 * test mode when it runs on this machine (`npm start` mounts it at /v1) with the sandbox acquirer
 * (no YooKassa shop configured).
 */
function testMode(variants: readonly PaymentVariant[]): boolean {
  const reported = variants.flatMap((variant) =>
    "testMode" in variant && typeof variant.testMode === "boolean" ? [variant.testMode] : [],
  );
  if (reported.length > 0) return reported.some(Boolean);
  const config = env();
  const engineHost = config.HOTEL_API_URL ? new URL(config.HOTEL_API_URL).hostname : "127.0.0.1";
  return LOOPBACK.has(engineHost) && !config.YOOKASSA_SHOP_ID;
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
