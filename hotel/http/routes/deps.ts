/** What the route modules are given. */
import type { EngineContext } from "../../domain/context";
import type { SandboxAcquirer } from "../../providers/payments/sandbox";
import type { RateLimiter } from "../rate-limit";
import type { WebhookSenders } from "../webhook-sources";

export interface RouteDeps {
  engine: EngineContext;
  limiter: RateLimiter;
  /** The sandbox acquirer, when it is the payment provider (no YooKassa configured). */
  sandbox?: SandboxAcquirer | undefined;
  /** Who may deliver YooKassa's notifications (YOOKASSA_WEBHOOK_ADDRESSES); anyone while the sandbox takes the payments. */
  yookassaSenders: WebhookSenders;
}
