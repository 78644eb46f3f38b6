/**
 * Who may deliver YooKassa's notifications: only its published senders
 * (docs/booking-engine.md «Payments: YooKassa»). A notification costs the engine a look-up, and a
 * known payment's a call to YooKassa with the shop's credentials, so anyone else is refused with
 * 403 before either. The sender is the client address the engine derives for everything else
 * (platform/client-address.ts: the connection's, or what trusted proxies forwarded), never an
 * X-Forwarded-For as sent.
 */
import type { BlockList } from "node:net";
import type { MiddlewareHandler } from "hono";
import { addressList, isListed, listEntries, webhookAddressRefusal } from "../../platform/client-address";
import { BookingError } from "../domain/errors";
import type { AppEnv } from "./middleware";

/** The addresses YooKassa publishes as the senders of its notifications (docs/booking-engine.md). */
export const YOOKASSA_NOTIFICATION_SENDERS = [
  "185.71.76.0/27",
  "185.71.77.0/27",
  "77.75.153.0/25",
  "77.75.156.11",
  "77.75.156.35",
  "77.75.154.128/25",
  "2a02:5180::/32",
] as const;

/** The senders a webhook accepts: a list, or `any` (the check is off). */
export type WebhookSenders = { kind: "any" } | { kind: "list"; list: BlockList; entries: readonly string[] };

/**
 * YOOKASSA_WEBHOOK_ADDRESSES: unset → YooKassa's published senders; `any` → no check; otherwise
 * addresses and CIDR ranges, comma-separated (a proxy of one's own, a test double).
 */
export function parseWebhookSenders(value: string | undefined): WebhookSenders {
  const text = value?.trim() ?? "";
  if (text.toLowerCase() === "any") return { kind: "any" };
  const entries = text === "" ? YOOKASSA_NOTIFICATION_SENDERS : listEntries(text);
  const list = addressList(entries, webhookAddressRefusal);
  return { kind: "list", list, entries };
}

/** Refuses (403 WEBHOOK_SENDER_REFUSED) a request whose client address is not one of `senders`. */
export function acceptSenders(senders: WebhookSenders): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (senders.kind === "list" && !isListed(senders.list, c.get("address"))) {
      throw new BookingError(
        "WEBHOOK_SENDER_REFUSED",
        "Уведомления принимаются только от платёжного сервиса",
        {
          client: c.get("client"),
        },
      );
    }
    await next();
  };
}
