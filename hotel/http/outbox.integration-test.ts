import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshDatabase, testTargets, type TestDatabase } from "../../platform/testing/databases";
import { drainOutbox, retryDelay } from "../domain/outbox";
import { createHotel, prepareHotel, type Hotel } from "../hotel";
import type { MailMessage } from "../providers/mail";
import { PaymentProviderError } from "../providers/payments/types";
import {
  ADMIN_KEY,
  API_KEY,
  bookingBody,
  expectData,
  expectError,
  startTestHotel,
  type TestHotel,
  testClock,
  testHotelOptions,
} from "../testing/harness";
import { OutboxEntryResponse, OutboxListResponse } from "./schemas/admin";
import { HistoryResponse } from "./schemas/manage";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";

const card = { payment_provider_id: 1, payment_type: "card" };
const HOUR = 60 * 60_000;

/** Books a flexible Делюкс on the given dates through `hotel` and pays it with the sandbox. */
async function bookAndPay(hotel: Hotel, checkIn: string, checkOut: string) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await hotel.app.request(path, {
      method,
      headers: { "x-api-key": API_KEY, "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      text: await response.text(),
      json: undefined as unknown,
      headers: response.headers,
    };
  };
  // The guest's session, as the site's: it proves the booking is theirs to pay.
  const session = { "x-session-id": randomUUID() };
  const parse = (result: Awaited<ReturnType<typeof call>>) => ({
    ...result,
    json: JSON.parse(result.text) as unknown,
  });
  const booked = expectData(
    parse(
      await call(
        "POST",
        "/v1/reservation",
        bookingBody({ check_in_date: checkIn, check_out_date: checkOut }),
        session,
      ),
    ),
    201,
    ReservationResponse,
  ).data;
  const invoice = expectData(
    parse(await call("POST", `/v1/reservation/${booked.reservation_id}/invoice`, card, session)),
    201,
    InvoiceResponse,
  ).data;
  const paymentId = invoice.confirmation_url?.split("/").at(-1) ?? "";
  await hotel.sandbox.settle(paymentId, "succeeded");
  return { booked, paymentId, call, parse };
}

async function cancel(hotel: Hotel, booked: { reservation_id: string; reference: string }) {
  const request = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    hotel.app.request(path, {
      method: "POST",
      headers: { "x-api-key": API_KEY, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const lookup = (await (
    await request("/v1/reservation/lookup", {
      reference: booked.reference,
      contact: "Anna.Ivanova@example.ru",
    })
  ).json()) as { data: { manage_token: string } };
  const response = await request(
    `/v1/reservation/${booked.reservation_id}/cancel`,
    {},
    {
      "x-manage-token": lookup.data.manage_token,
    },
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

describe.each(testTargets())("the outbox on $name", (target) => {
  describe("retries", () => {
    let t: TestHotel;
    beforeAll(async () => {
      t = await startTestHotel(target, { outbox: { maxAttempts: 3 } });
    });
    afterAll(async () => {
      await t.dispose();
    });

    const refundRows = (reservationId: string) =>
      t.count("outbox", `reservation_id = '${reservationId}' AND kind = 'provider.refund'`);
    const sandboxRefunded = async (paymentId: string) =>
      (
        await t.hotel.db.execute<{ refunded: number }>(
          `SELECT refunded_amount AS refunded FROM hotel.sandbox_payments WHERE id = '${paymentId}'`,
        )
      ).rows[0]?.refunded;

    it("retries a refund the provider refused, after a backoff, and makes it once", async () => {
      const { booked, paymentId } = await bookAndPay(t.hotel, "2027-02-01", "2027-02-03");
      const refund = vi
        .spyOn(t.hotel.sandbox, "refund")
        .mockRejectedValueOnce(new PaymentProviderError("the bank is down"));
      await cancel(t.hotel, booked);
      expect(refund).toHaveBeenCalledTimes(1);
      // The cancellation is committed and the refund owed; the provider has not given anything back.
      expect(await refundRows(booked.reservation_id)).toBe(1);
      expect(
        await t.count(
          "outbox",
          `reservation_id = '${booked.reservation_id}' AND kind = 'provider.refund' AND status = 'pending' AND attempts = 1 AND last_error LIKE '%bank is down%'`,
        ),
      ).toBe(1);
      expect(await sandboxRefunded(paymentId)).toBe(0);
      expect(t.logs.join("\n")).toContain("attempt 1 of 3 failed: PaymentProviderError: the bank is down");

      // Not due yet: nothing is tried before its time.
      expect(await drainOutbox(t.hotel.engine)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      t.clock.advanceMinutes(60);
      expect((await drainOutbox(t.hotel.engine)).sent).toBe(1);
      expect(refund).toHaveBeenCalledTimes(2);
      expect(await sandboxRefunded(paymentId)).toBe(booked.amounts.total);
      expect(
        await t.count(
          "refunds",
          `reservation_id = '${booked.reservation_id}' AND provider_refund_id IS NOT NULL`,
        ),
      ).toBe(1);
      // A delivered row is never delivered again.
      t.clock.advanceMinutes(600);
      expect((await drainOutbox(t.hotel.engine)).sent).toBe(0);
      expect(refund).toHaveBeenCalledTimes(2);
    });

    it("marks a refund failed when its attempts run out, shows it to managers and in the history, and retries it on request", async () => {
      const { booked, paymentId } = await bookAndPay(t.hotel, "2027-02-08", "2027-02-10");
      const refund = vi
        .spyOn(t.hotel.sandbox, "refund")
        .mockRejectedValue(new PaymentProviderError("refused"));
      await cancel(t.hotel, booked);
      for (let attempt = 2; attempt <= 3; attempt++) {
        t.clock.advanceMinutes(120);
        await drainOutbox(t.hotel.engine);
      }
      expect(refund).toHaveBeenCalledTimes(3);
      // Nothing more after the last attempt.
      t.clock.advanceMinutes(24 * 60);
      await drainOutbox(t.hotel.engine);
      expect(refund).toHaveBeenCalledTimes(3);

      const failed = expectData(
        await t.call("GET", `/v1/admin/outbox?status=failed&reservation_id=${booked.reservation_id}`, {
          key: "admin",
        }),
        200,
        OutboxListResponse,
      ).data;
      expect(failed.total).toBe(1);
      const [entry] = failed.entries;
      expect(entry).toMatchObject({
        kind: "provider.refund",
        status: "failed",
        attempts: 3,
        amount: booked.amounts.total,
        target: paymentId,
        reservation_id: booked.reservation_id,
      });
      expect(entry?.last_error).toContain("refused");
      const history = async () => {
        const result = await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}`, {
          key: "admin",
        });
        return HistoryResponse.parse(result.json).data.history;
      };
      expect(await history()).toContainEqual(
        expect.objectContaining({ type: "refund_failed", note: expect.stringContaining("после 3 попыток") }),
      );

      // Managers only, and only a failed row.
      expect((await t.call("GET", "/v1/admin/outbox")).status).toBe(401);
      expectError(
        await t.call("POST", `/v1/admin/outbox/${crypto.randomUUID()}/retry`, { key: "admin" }),
        404,
        "OUTBOX_NOT_FOUND",
      );

      refund.mockRestore();
      const retried = expectData(
        await t.call("POST", `/v1/admin/outbox/${entry?.id ?? ""}/retry`, { key: "admin" }),
        200,
        OutboxEntryResponse,
      ).data.entry;
      expect(retried).toMatchObject({ status: "sent", attempts: 1, last_error: null });
      expect(await sandboxRefunded(paymentId)).toBe(booked.amounts.total);
      expect((await history()).map((event) => event.type)).toContain("outbox_retry");
      expectError(
        await t.call("POST", `/v1/admin/outbox/${entry?.id ?? ""}/retry`, { key: "admin" }),
        409,
        "OUTBOX_NOT_FAILED",
      );
    });

    it("waits longer after each failure, with jitter, up to the longest wait", async () => {
      const config = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: HOUR, leaseMs: 60_000 };
      expect(retryDelay(1, config, () => 0)).toBe(15_000);
      expect(retryDelay(1, config, () => 1)).toBe(30_000);
      expect(retryDelay(3, config, () => 1)).toBe(120_000);
      expect(retryDelay(20, config, () => 1)).toBe(HOUR);
      expect(retryDelay(20, config, () => 0)).toBe(HOUR / 2);
    });
  });

  describe("a process that dies", () => {
    let database: TestDatabase;
    const hotels: Hotel[] = [];
    const clock = testClock();

    beforeAll(async () => {
      database = await freshDatabase(target);
      await prepareHotel(database.connection, clock.now());
    });
    afterAll(async () => {
      for (const hotel of hotels) await hotel.close();
      await database.dispose();
    });

    /** An engine process on the shared database; `send` decides what its mail server does. */
    function engine(send: (message: MailMessage) => Promise<void>): Hotel {
      const hotel = createHotel({
        ...testHotelOptions(database.connection, clock),
        outboxDelivery: "manual",
        mail: {
          describe: "test",
          async send(message) {
            await send(message);
            return { messageId: message.messageId ?? "" };
          },
        },
        log: () => undefined,
      });
      hotels.push(hotel);
      return hotel;
    }

    it("loses nothing and sends nothing twice when it dies between the commit and the delivery", async () => {
      const first: MailMessage[] = [];
      const dying = engine(async (message) => void first.push(message));
      const { booked, paymentId } = await bookAndPay(dying, "2027-03-01", "2027-03-03");
      await cancel(dying, booked);
      // Committed: the booking was paid and cancelled; the process dies before delivering anything.
      await dying.close();
      expect(first).toEqual([]);

      const sent: MailMessage[] = [];
      const next = engine(async (message) => void sent.push(message));
      const delivered = await drainOutbox(next.engine);
      const subjects = sent
        .filter((mail) => mail.subject.includes(booked.reference))
        .map((mail) => mail.subject);
      expect(subjects.sort()).toEqual(
        [
          `Бронирование ${booked.reference} отменено`,
          `Бронирование ${booked.reference} подтверждено`,
          `Новая оплаченная бронь ${booked.reference}`,
          `Оплата по брони ${booked.reference} получена`,
          `Отмена брони ${booked.reference}`,
        ].sort(),
      );
      expect(delivered.sent).toBe(6); // the five e-mails and the refund
      const refunded = await next.db.execute<{ refunded: number }>(
        `SELECT refunded_amount AS refunded FROM hotel.sandbox_payments WHERE id = '${paymentId}'`,
      );
      expect(refunded.rows[0]?.refunded).toBe(booked.amounts.total);

      // A third start delivers nothing again.
      const third = engine(async (message) => void sent.push(message));
      clock.advanceMinutes(24 * 60);
      expect(await drainOutbox(third.engine)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(sent).toHaveLength(5);
    });

    it("delivers a row whose worker died during its delivery once its lease runs out, and only then", async () => {
      const never = engine(() => new Promise<void>(() => undefined));
      const { booked } = await bookAndPay(never, "2027-03-08", "2027-03-10");
      // The worker claims the e-mails and hangs in the mail server: the process dies there.
      void drainOutbox(never.engine);
      await sleep(200);

      const sent: MailMessage[] = [];
      const next = engine(async (message) => void sent.push(message));
      expect((await drainOutbox(next.engine)).sent).toBe(0);
      clock.advanceMinutes(10);
      await drainOutbox(next.engine);
      expect(sent.filter((mail) => mail.subject.includes(booked.reference))).toHaveLength(3);
      // The same e-mail keeps its Message-ID, so a mail server can drop a copy a dead worker sent.
      expect(sent.every((mail) => /^<[0-9a-f-]{36}@outbox\.hotel>$/.test(mail.messageId ?? ""))).toBe(true);
    });

    it("never lets two workers, or a worker and a manager's retry, deliver the same row", async () => {
      const seen: string[] = [];
      const slow = async (message: MailMessage) => {
        seen.push(message.messageId ?? "");
        await sleep(5);
      };
      const a = engine(slow);
      const b = engine(slow);
      for (let week = 0; week < 4; week++) {
        await bookAndPay(
          a,
          `2027-04-${String(5 + week * 7).padStart(2, "0")}`,
          `2027-04-${String(7 + week * 7).padStart(2, "0")}`,
        );
      }
      const results = await Promise.all([
        drainOutbox(a.engine, { batch: 2 }),
        drainOutbox(b.engine, { batch: 2 }),
      ]);
      expect(results[0].sent + results[1].sent).toBe(12);
      expect(seen).toHaveLength(12);
      expect(new Set(seen).size).toBe(12);

      // A failed row retried by a manager while another worker drains: one delivery.
      const failing = engine(() => Promise.reject(new Error("mailbox full")));
      const { booked } = await bookAndPay(failing, "2027-05-03", "2027-05-05");
      for (let attempt = 0; attempt < 8; attempt++) {
        await drainOutbox(failing.engine);
        clock.advanceMinutes(120);
      }
      const failed = await a.db.execute<{ id: string }>(
        `SELECT id FROM hotel.outbox WHERE reservation_id = '${booked.reservation_id}' AND status = 'failed'`,
      );
      expect(failed.rows).toHaveLength(3);
      seen.length = 0;
      const retry = (id: string) =>
        a.app.request(`/v1/admin/outbox/${id}/retry`, {
          method: "POST",
          headers: { "x-api-key": ADMIN_KEY },
        });
      const answers = await Promise.all([
        ...failed.rows.map((row) => retry(row.id)),
        drainOutbox(b.engine),
        drainOutbox(a.engine),
      ]);
      expect(answers.slice(0, 3).map((answer) => (answer as Response).status)).toEqual([200, 200, 200]);
      await drainOutbox(b.engine);
      expect(seen).toHaveLength(3);
      expect(new Set(seen).size).toBe(3);
    });
  });
});
