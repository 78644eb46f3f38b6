/**
 * Whether a payment page is the built-in sandbox acquirer's (no money is charged there): its
 * hosted card page lives at /v1/sandbox/pay/{id}.
 */
export function isSandboxPaymentUrl(url: string | null | undefined): boolean {
  return Boolean(url?.includes("/v1/sandbox/pay/"));
}
