/** What the engine's operations are given: storage, time, settings and the outside providers. */
import type { HotelDb } from "../db";
import type { MailHotel } from "../mail/data";
import type { MailProvider } from "../providers/mail";
import type { PaymentProvider } from "../providers/payments/types";
import type { Catalogue } from "./availability/catalogue";
import type { Clock } from "./clock";
import type { HoldLimits } from "./reservations/hold-limits";
import type { OutboxConfig, OutboxDispatch } from "./outbox";
import type { ReceiptSettings } from "./payments/receipts";
import type { SellableCache } from "./availability/sellable";
import type { Log } from "../../platform/logger";

export interface EngineConfig {
  /** Minutes an unpaid reservation holds its rooms (HOLD_MINUTES, default 20). */
  holdMinutes: number;
  /** How many unpaid holds a guest may have and how large (docs/booking-engine.md «Hold limits»). */
  holdLimits: HoldLimits;
  /** Minutes a look-up's manage token stays valid. */
  manageTokenMinutes: number;
  /** Where the payment provider sends the guest back: the site's /booking/success. */
  paymentReturnUrl: string;
  /**
   * SITE_URL is not set (paymentReturnUrl is only its default): the guest goes back to
   * /booking/success on the origin they asked for, when the site vouched for one.
   */
  returnToGuestOrigin: boolean;
  /** The key of the return tokens that address carries (invoice-access.ts). */
  returnTokenKey: string;
  /** Where guest requests and booking notices are e-mailed. */
  hotelMailTo: string;
  /** The hotel's name and contacts and the site's address, as the guests' e-mails show them. */
  hotel: MailHotel;
  outbox: OutboxConfig;
  /** VAT code, payment mode and subject of every receipt item (YOOKASSA_VAT_CODE, …). */
  receipt: ReceiptSettings;
}

export interface EngineContext {
  db: HotelDb;
  clock: Clock;
  config: EngineConfig;
  /** Room types, rate plans and extras, kept in memory briefly. */
  catalogue: Catalogue;
  /** Prices and free rooms the calendar and the search answer from, exact by version. */
  sellable: SellableCache;
  payments: PaymentProvider;
  mail: MailProvider;
  /** Hands the outbox rows of a committed transaction to delivery. */
  outbox: OutboxDispatch;
  log: Log;
}
