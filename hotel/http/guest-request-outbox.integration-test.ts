/**
 * The «Оставить заявку» e-mail to the hotel as an outbox row: written by the request's own
 * transaction, delivered by the outbox (retries with backoff, a Message-ID from the row), its
 * outcome kept in the request's `mail_status` for the managers' «Заявки», and sent again by a
 * manager's retry of the row.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, testTargets, type TestDatabase } from "../../platform/testing/databases";
import { drainOutbox } from "../domain/outbox";
import { createHotel, prepareHotel, type Hotel } from "../hotel";
import { createMailProvider, type MailMessage } from "../providers/mail";
import {
  ADMIN_KEY,
  API_KEY,
  expectData,
  startTestHotel,
  type CallResult,
  type TestHotel,
  testClock,
  testHotelOptions,
} from "../testing/harness";
import { AdminGuestRequestsResponse } from "./schemas/admin-requests";
import { OutboxEntryResponse, OutboxListResponse } from "./schemas/admin";
import { GuestRequestResponse } from "./schemas/guest-requests";

const KIND = "mail.hotel-guest-request";

const REQUEST = {
  first_name: "Пётр",
  last_name: "Смирнов",
  middle_name: "Ильич",
  phone: "+79000000000",
  email: "petr@example.ru",
  comment: "Хочу арендовать Geely Atlas на выходные",
  personal_data_permission: true,
  source: "/car",
};

type Call = (
  method: string,
  path: string,
  options?: { body?: unknown; admin?: boolean },
) => Promise<CallResult>;

function caller(hotel: Hotel): Call {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { "x-api-key": options.admin ? ADMIN_KEY : API_KEY };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const response = await hotel.app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, text, json: JSON.parse(text) as unknown, headers: response.headers };
  };
}

async function submit(call: Call, firstName = REQUEST.first_name) {
  return expectData(
    await call("POST", "/v1/guest-requests", { body: { ...REQUEST, first_name: firstName } }),
    201,
    GuestRequestResponse,
  ).data;
}

/** The request's mail status as the managers' «Заявки» list shows it. */
async function mailStatus(call: Call, requestId: string): Promise<string | undefined> {
  const { requests } = expectData(
    await call("GET", "/v1/admin/guest-requests?limit=200", { admin: true }),
    200,
    AdminGuestRequestsResponse,
  ).data;
  return requests.find((request) => request.request_id === requestId)?.mail_status;
}

const testCall = (t: TestHotel): Call => caller(t.hotel);

describe.each(testTargets())("the guest request's e-mail through the outbox on $name", (target) => {
  describe("written with the request, delivered after it", () => {
    let t: TestHotel;
    beforeAll(async () => {
      t = await startTestHotel(target, { outboxDelivery: "manual", hotelMailTo: "frontdesk@example.ru" });
    });
    afterAll(async () => {
      await t.dispose();
    });

    it("writes the e-mail as an outbox row of the request's transaction and delivers it once", async () => {
      const call = testCall(t);
      const answer = await submit(call);
      // Committed with the request; nothing sent before the outbox delivers it.
      expect(answer.mailed).toBe(false);
      expect(t.mails).toEqual([]);
      expect(
        await t.count(
          "outbox",
          `kind = '${KIND}' AND status = 'pending' AND reservation_id IS NULL AND payload->>'guestRequestId' = '${answer.request_id}'`,
        ),
      ).toBe(1);
      expect(await mailStatus(call, answer.request_id)).toBe("pending");

      expect(await drainOutbox(t.hotel.engine)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(t.mails).toHaveLength(1);
      const [mail] = t.mails;
      expect(mail).toMatchObject({
        to: "frontdesk@example.ru",
        replyTo: "petr@example.ru",
        subject: "Заявка с сайта: Смирнов Пётр Ильич",
      });
      expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@outbox\.hotel>$/);
      for (const part of [mail?.text ?? "", mail?.html ?? ""]) {
        expect(part).toContain("Смирнов Пётр Ильич");
        expect(part).toContain("+7 900 000 00 00");
        expect(part).toContain("petr@example.ru");
        expect(part).toContain("Хочу арендовать Geely Atlas на выходные");
        expect(part).toContain("http://site.test/car");
        // Sent at 11:00 by the hotel's clock (09:00 UTC).
        expect(part).toContain("22 ноября 2026 г. в 11:00");
        expect(part).toContain("согласие на обработку персональных данных");
      }
      expect(mail?.html).toContain('lang="ru"');
      expect(await mailStatus(call, answer.request_id)).toBe("sent");

      // A delivered row is never delivered again.
      t.clock.advanceMinutes(600);
      expect(await drainOutbox(t.hotel.engine)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(t.mails).toHaveLength(1);
    });

    it("stores neither the request nor its e-mail when the e-mail's row cannot be written", async () => {
      const call = testCall(t);
      await t.hotel.db.execute(`
        CREATE FUNCTION hotel.refuse_request_mail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'no room in the outbox'; END $$`);
      await t.hotel.db.execute(`
        CREATE TRIGGER refuse_request_mail BEFORE INSERT ON hotel.outbox
          FOR EACH ROW WHEN (NEW.kind = '${KIND}') EXECUTE FUNCTION hotel.refuse_request_mail()`);
      try {
        const requests = await t.count("guest_requests");
        const rows = await t.count("outbox");
        const answer = await call("POST", "/v1/guest-requests", { body: REQUEST });
        expect(answer.status).toBe(500);
        expect(await t.count("guest_requests")).toBe(requests);
        expect(await t.count("outbox")).toBe(rows);
      } finally {
        await t.hotel.db.execute("DROP TRIGGER refuse_request_mail ON hotel.outbox");
        await t.hotel.db.execute("DROP FUNCTION hotel.refuse_request_mail()");
      }
    });
  });

  describe("a mail server that refuses", () => {
    const received: ParsedMail[] = [];
    let refusals = 0;
    let server: SMTPServer;
    let t: TestHotel;
    beforeAll(async () => {
      // A local SMTP server that answers 451 (try again later) while `refusals` lasts.
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, _session, callback) {
          if (refusals > 0) {
            refusals--;
            stream.resume();
            stream.on("end", () =>
              callback(Object.assign(new Error("mailbox busy, try later"), { responseCode: 451 })),
            );
            return;
          }
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              callback();
            })
            .catch((error: unknown) => callback(error as Error));
        },
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.server.address() as AddressInfo;
      t = await startTestHotel(target, {
        outbox: { maxAttempts: 3 },
        mail: createMailProvider({
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: "Отель <info@example.ru>",
          dataDir: "/nonexistent",
        }),
      });
    });
    afterAll(async () => {
      await t.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it("retries the e-mail after a backoff and sends it once", async () => {
      const call = testCall(t);
      refusals = 1;
      const answer = await submit(call);
      expect(answer.mailed).toBe(false);
      expect(received).toHaveLength(0);
      expect(
        await t.count(
          "outbox",
          `kind = '${KIND}' AND status = 'pending' AND attempts = 1 AND last_error LIKE '%SMTP refused%'`,
        ),
      ).toBe(1);
      expect(await mailStatus(call, answer.request_id)).toBe("pending");
      expect(t.logs.join("\n")).toContain(`outbox ${KIND}`);

      // Not due before its backoff.
      expect(await drainOutbox(t.hotel.engine)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      t.clock.advanceMinutes(60);
      expect(await drainOutbox(t.hotel.engine)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(received.map((mail) => mail.subject)).toEqual(["Заявка с сайта: Смирнов Пётр Ильич"]);
      expect(received[0]?.replyTo?.text).toBe("petr@example.ru");
      expect(received[0]?.messageId).toMatch(/@outbox\.hotel>$/);
      expect(await mailStatus(call, answer.request_id)).toBe("sent");
    });

    it("shows managers an e-mail whose attempts ran out, and sends it when a manager retries it", async () => {
      const call = testCall(t);
      received.length = 0;
      refusals = 3;
      const { request_id: requestId } = await submit(call, "Павел");
      for (let attempt = 2; attempt <= 3; attempt++) {
        t.clock.advanceMinutes(120);
        await drainOutbox(t.hotel.engine);
      }
      expect(received).toHaveLength(0);
      expect(await mailStatus(call, requestId)).toBe("failed");
      expect(
        await t.count("guest_requests", `id = '${requestId}' AND mail_error LIKE '%SMTP refused%'`),
      ).toBe(1);

      const { entries } = expectData(
        await call("GET", "/v1/admin/outbox?status=failed", { admin: true }),
        200,
        OutboxListResponse,
      ).data;
      const entry = entries.find((row) => row.kind === KIND);
      expect(entry).toMatchObject({ status: "failed", attempts: 3, reservation_id: null });
      expect(entry?.last_error).toContain("SMTP refused");

      const retried = expectData(
        await call("POST", `/v1/admin/outbox/${entry?.id ?? ""}/retry`, { admin: true }),
        200,
        OutboxEntryResponse,
      ).data.entry;
      expect(retried).toMatchObject({ status: "sent", attempts: 1, last_error: null });
      expect(received.map((mail) => mail.subject)).toEqual(["Заявка с сайта: Смирнов Павел Ильич"]);
      expect(await mailStatus(call, requestId)).toBe("sent");
      expect(await t.count("guest_requests", `id = '${requestId}' AND mail_error IS NULL`)).toBe(1);
    });
  });

  describe("a process that dies after the commit", () => {
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

    function engine(sent: MailMessage[]): Hotel {
      const hotel = createHotel({
        ...testHotelOptions(database.connection, clock),
        outboxDelivery: "manual",
        mail: {
          describe: "memory",
          async send(message) {
            sent.push(message);
            return { messageId: message.messageId ?? "" };
          },
        },
        log: () => undefined,
      });
      hotels.push(hotel);
      return hotel;
    }

    it("sends the request's e-mail once from the next process, and nothing from the one after", async () => {
      const first: MailMessage[] = [];
      const dying = engine(first);
      const { request_id: requestId } = await submit(caller(dying));
      await dying.close();
      expect(first).toEqual([]);

      const sent: MailMessage[] = [];
      const next = engine(sent);
      expect(await mailStatus(caller(next), requestId)).toBe("pending");
      expect(await drainOutbox(next.engine)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(sent.map((mail) => mail.subject)).toEqual(["Заявка с сайта: Смирнов Пётр Ильич"]);
      expect(await mailStatus(caller(next), requestId)).toBe("sent");

      const third = engine(sent);
      clock.advanceMinutes(24 * 60);
      expect(await drainOutbox(third.engine)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(sent).toHaveLength(1);
    });
  });
});
