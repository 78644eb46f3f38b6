/**
 * The way of paying the guest picked on the payment step. With YooKassa the engine offers a card
 * and SBP and the guest chooses; with the sandbox there is one variant and nothing to choose.
 */
import type { PaymentType, PaymentVariant } from "@hotel/client/types";

/** What the invoice is asked for: the guest's pick when offered, else the first variant, else a card. */
export function paymentTypeToSend(
  variants: readonly PaymentVariant[] | undefined,
  picked: PaymentType | undefined,
): PaymentType {
  if (picked && variants?.some((variant) => variant.paymentType === picked)) return picked;
  return variants?.[0]?.paymentType ?? "card";
}

/** Whether the step shows a choice (radio buttons) rather than the one way of paying. */
export function offersChoice(variants: readonly PaymentVariant[] | undefined): boolean {
  return new Set(variants?.map((variant) => variant.paymentType)).size > 1;
}
