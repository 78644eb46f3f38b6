import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FakeYooKassa } from "../../../testing/fake-yookassa";
import { PaymentProviderError } from "../types";
import { YooKassaClient, YooKassaError, type YooKassaClientOptions } from "./client";
import { kopecksToValue, rublesToValue, valueToKopecks } from "./money";
import type { CreatePaymentBody } from "./schemas";

const rub = (value: string) => ({ value, currency: "RUB" });

function paymentBody(value = "15400.00"): CreatePaymentBody {
  return {
    amount: rub(value),
    capture: true,
    confirmation: { type: "redirect", return_url: "https://hotel.example/booking/success" },
    description: "Бронирование ABCD1234",
    payment_method_data: { type: "bank_card" },
    metadata: { invoice_id: "inv-1" },
    receipt: {
      customer: { email: "anna@example.ru" },
      items: [
        {
          description: "Проживание: Делюкс, 10.12–12.12.2026",
          quantity: 1,
          amount: rub(value),
          vat_code: 1,
          payment_mode: "full_prepayment",
          payment_subject: "service",
        },
      ],
    },
  };
}

describe("YooKassa's amounts", () => {
  it("are written from whole kopecks and rubles with two decimals", () => {
    expect(kopecksToValue(1_540_000)).toBe("15400.00");
    expect(kopecksToValue(5)).toBe("0.05");
    expect(kopecksToValue(0)).toBe("0.00");
    expect(rublesToValue(15_400)).toBe("15400.00");
    // 0.1 + 0.2 style errors cannot happen: no floating point is involved.
    expect(kopecksToValue(1_000_000_000_000_01)).toBe("1000000000000.01");
    expect(() => kopecksToValue(10.5)).toThrow(RangeError);
    expect(() => rublesToValue(-1)).toThrow(RangeError);
  });

  it("are read into kopecks exactly, and anything else is refused", () => {
    expect(valueToKopecks("15400.00")).toBe(1_540_000);
    expect(valueToKopecks("15400.5")).toBe(1_540_050);
    expect(valueToKopecks("15400")).toBe(1_540_000);
    expect(valueToKopecks("0.29")).toBe(29);
    for (const bad of ["", "1.234", "-1.00", "1e3", " 1.00", "1,00"])
      expect(valueToKopecks(bad)).toBeUndefined();
  });
});

describe("the YooKassa client against the fake", () => {
  let fake: FakeYooKassa;
  const pauses: number[] = [];
  const client = (options: Partial<YooKassaClientOptions> = {}) =>
    new YooKassaClient({
      shopId: fake.shopId,
      secretKey: fake.secretKey,
      apiUrl: fake.url,
      timeoutMs: 300,
      backoffMs: 5,
      sleep: async (ms) => void pauses.push(ms),
      ...options,
    });

  beforeAll(async () => {
    // Receipts are checked when sent; these tests send payments and refunds without one too.
    fake = await FakeYooKassa.start({ requireReceipt: false, notifyRefunds: false });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.clearFaults();
    pauses.length = 0;
  });

  it("creates a payment with Basic auth and an Idempotence-Key, and reads it back", async () => {
    const payment = await client().createPayment(paymentBody(), "key-create-1");
    expect(payment).toMatchObject({ status: "pending", paid: false, amount: rub("15400.00") });
    expect(payment.confirmation?.confirmation_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const [request] = fake.received("POST", "/payments");
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString("base64")}`,
    );
    expect(request?.headers["idempotence-key"]).toBe("key-create-1");
    expect(request?.body).toEqual(paymentBody());

    expect(await client().getPayment(payment.id)).toMatchObject({ id: payment.id, status: "pending" });
    expect(fake.received("GET", `/payments/${payment.id}`)[0]?.headers["idempotence-key"]).toBeUndefined();
    expect(await client().getPayment("no-such-payment")).toBeUndefined();
  });

  it("sends a create that timed out again with the same key: one payment", async () => {
    const before = fake.payments.size;
    fake.fault({ method: "POST", path: /^\/payments$/, delayMs: 1_000 });
    const payment = await client().createPayment(paymentBody("100.00"), "key-timeout");
    const sent = fake.received("POST", "/payments");
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.headers["idempotence-key"])).toEqual(["key-timeout", "key-timeout"]);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(fake.payments.size).toBe(before + 1);
    expect(fake.payments.get(payment.id)?.amount).toEqual(rub("100.00"));
    expect(pauses).toHaveLength(1);
  });

  it("retries 429 and 500 with a growing pause, and a 500 after the work gives the same payment", async () => {
    const before = fake.payments.size;
    fake.fault({ method: "POST", path: /^\/payments$/, status: 429 });
    fake.fault({ method: "POST", path: /^\/payments$/, status: 500, when: "after" });
    const payment = await client().createPayment(paymentBody("200.00"), "key-500");
    expect(fake.received("POST", "/payments")).toHaveLength(3);
    expect(fake.payments.size).toBe(before + 1);
    expect(payment.amount).toEqual(rub("200.00"));
    expect(pauses).toHaveLength(2);
    expect(pauses[1]).toBeGreaterThan(pauses[0] ?? Infinity);
  });

  it("gives up after its attempts when YooKassa keeps failing, with a provider error", async () => {
    fake.fault({ method: "GET", status: 500, times: 10 });
    const error = await client({ attempts: 3 })
      .getPayment("whatever")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(YooKassaError);
    expect((error as YooKassaError).status).toBe(500);
    expect((error as YooKassaError).yookassaCode).toBe("internal_server_error");
    expect(fake.received("GET", "/payments/whatever")).toHaveLength(3);
  });

  it("gives up on a server that never answers, after its attempts", async () => {
    const error = await client({ attempts: 2, apiUrl: "http://127.0.0.1:1/v3" })
      .getPayment("x")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toMatch(/no answer after 2 attempts/);
  });

  it("maps YooKassa's error object, and does not retry a refusal", async () => {
    const body = paymentBody("300.00");
    const wrong = {
      ...body,
      receipt: { ...body.receipt!, items: [{ ...body.receipt!.items[0]!, amount: rub("299.99") }] },
    };
    const error = (await client()
      .createPayment(wrong, "key-bad-receipt")
      .catch((caught: unknown) => caught)) as YooKassaError;
    expect(error).toBeInstanceOf(YooKassaError);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.status).toBe(400);
    expect(error.yookassaCode).toBe("invalid_request");
    expect(error.error?.parameter).toBe("receipt");
    expect(error.code).toBe("PAYMENT_PROVIDER_ERROR");
    expect(fake.received("POST", "/payments")).toHaveLength(1);
    expect(pauses).toHaveLength(0);
  });

  it("refuses the same key with another body, as YooKassa does", async () => {
    await client().createPayment(paymentBody("400.00"), "key-reused");
    const error = (await client()
      .createPayment(paymentBody("401.00"), "key-reused")
      .catch((caught: unknown) => caught)) as YooKassaError;
    expect(error.status).toBe(400);
    expect(error.error?.parameter).toBe("Idempotence-Key");
  });

  it("answers wrong credentials with invalid_credentials and never sends the secret anywhere else", async () => {
    const error = (await client({ secretKey: "wrong" })
      .getPayment("x")
      .catch((caught: unknown) => caught)) as YooKassaError;
    expect(error.status).toBe(401);
    expect(error.yookassaCode).toBe("invalid_credentials");
    expect(error.message).not.toContain("wrong");
  });

  it("refuses an answer that is not YooKassa's object", async () => {
    const garbage = client({
      fetch: async () => new Response(JSON.stringify({ id: "p1", status: "paid?" }), { status: 200 }),
    });
    await expect(garbage.getPayment("p1")).rejects.toThrow(/not in its format/);
    const html = client({ fetch: async () => new Response("<html>", { status: 200 }) });
    await expect(html.getPayment("p1")).rejects.toThrow(/without JSON/);
  });

  it("cancels a held payment, refuses to cancel a pending one, and refunds a paid one", async () => {
    const held = await client().createPayment(paymentBody("500.00"), "key-held");
    await fake.pay(held.id, "waiting_for_capture", { notify: false });
    expect((await client().cancelPayment(held.id, `cancel-${held.id}`)).status).toBe("canceled");

    const pending = await client().createPayment(paymentBody("501.00"), "key-pending");
    await expect(client().cancelPayment(pending.id, `cancel-${pending.id}`)).rejects.toMatchObject({
      status: 400,
    });

    const paid = await client().createPayment(paymentBody("600.00"), "key-paid");
    await fake.pay(paid.id, "succeeded", { notify: false });
    const refund = await client().createRefund({ payment_id: paid.id, amount: rub("100.00") }, "refund-1");
    expect(refund).toMatchObject({ payment_id: paid.id, status: "succeeded", amount: rub("100.00") });
    // The same refund asked again with its key is answered, not made again.
    expect((await client().createRefund({ payment_id: paid.id, amount: rub("100.00") }, "refund-1")).id).toBe(
      refund.id,
    );
    expect((await client().getPayment(paid.id))?.refunded_amount).toEqual(rub("100.00"));
    expect(await client().getRefund(refund.id)).toMatchObject({ id: refund.id, status: "succeeded" });
    await expect(
      client().createRefund({ payment_id: paid.id, amount: rub("500.01") }, "refund-2"),
    ).rejects.toMatchObject({ status: 400 });
  });
});
