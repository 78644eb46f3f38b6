import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "../platform/env";
import { paymentOptions } from "./hotel";
import { YOOKASSA_NOTIFICATION_SENDERS } from "./http/webhook-sources";

describe("payment configuration", () => {
  it("takes payments in the sandbox without a shop, with receipts of one VAT code, full prepayment, a service", () => {
    const options = paymentOptions(loadEnv({}));
    expect(options.yookassa).toBeUndefined();
    expect(options.receipt).toEqual({
      vatCode: 1,
      paymentMode: "full_prepayment",
      paymentSubject: "service",
    });
  });

  it("accepts YooKassa's notifications from its published senders, from a list, or from anyone", () => {
    const published = paymentOptions(loadEnv({})).yookassaSenders;
    expect(published).toMatchObject({ kind: "list", entries: [...YOOKASSA_NOTIFICATION_SENDERS] });
    const own = paymentOptions(loadEnv({ YOOKASSA_WEBHOOK_ADDRESSES: "192.0.2.7, 2001:db8::/48" }));
    expect(own.yookassaSenders).toMatchObject({ kind: "list", entries: ["192.0.2.7", "2001:db8::/48"] });
    expect(paymentOptions(loadEnv({ YOOKASSA_WEBHOOK_ADDRESSES: "any" })).yookassaSenders).toEqual({
      kind: "any",
    });
    expect(() => loadEnv({ YOOKASSA_WEBHOOK_ADDRESSES: "yookassa.ru" })).toThrow(
      /YOOKASSA_WEBHOOK_ADDRESSES/,
    );
    expect(() => loadEnv({ YOOKASSA_WEBHOOK_ADDRESSES: "185.71.76.0/33" })).toThrow(ConfigError);
  });

  it("takes them through YooKassa when its shop id and secret key are set", () => {
    const options = paymentOptions(
      loadEnv({
        YOOKASSA_SHOP_ID: "123456",
        YOOKASSA_SECRET_KEY: "live_secret",
        YOOKASSA_API_URL: "http://127.0.0.1:9/v3",
        YOOKASSA_VAT_CODE: "6",
        YOOKASSA_PAYMENT_MODE: "full_payment",
        YOOKASSA_PAYMENT_SUBJECT: "commodity",
      }),
    );
    expect(options.yookassa).toEqual({
      shopId: "123456",
      secretKey: "live_secret",
      apiUrl: "http://127.0.0.1:9/v3",
    });
    expect(options.receipt).toEqual({ vatCode: 6, paymentMode: "full_payment", paymentSubject: "commodity" });
  });

  it("refuses half a shop, and receipt settings YooKassa does not know", () => {
    expect(() => loadEnv({ YOOKASSA_SHOP_ID: "123456" })).toThrow(ConfigError);
    expect(() => loadEnv({ YOOKASSA_SECRET_KEY: "live_secret" })).toThrow(/YOOKASSA_SHOP_ID/);
    expect(() => loadEnv({ YOOKASSA_VAT_CODE: "13" })).toThrow(/YOOKASSA_VAT_CODE/);
    expect(() => loadEnv({ YOOKASSA_PAYMENT_MODE: "prepaid" })).toThrow(/YOOKASSA_PAYMENT_MODE/);
    expect(() => loadEnv({ YOOKASSA_API_URL: "api.yookassa.ru" })).toThrow(/YOOKASSA_API_URL/);
  });

  it("lists every YooKassa variable in .env.example", () => {
    const example = readFileSync(".env.example", "utf8");
    for (const name of [
      "YOOKASSA_SHOP_ID",
      "YOOKASSA_SECRET_KEY",
      "YOOKASSA_API_URL",
      "YOOKASSA_WEBHOOK_ADDRESSES",
      "YOOKASSA_VAT_CODE",
      "YOOKASSA_PAYMENT_MODE",
      "YOOKASSA_PAYMENT_SUBJECT",
    ]) {
      expect(example).toMatch(new RegExp(`^${name}=$`, "m"));
    }
  });
});
