import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMail } from "../mail/render";
import { SAMPLE_HOTEL, SAMPLE_MAILS } from "../mail/samples";
import { MailError, createMailProvider } from "./mail";

/** A local SMTP server (no authentication, no TLS) that keeps every message it accepts, parsed. */
function smtpServer(received: ParsedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
}

describe("mail", () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = smtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends through SMTP when SMTP_URL is set", async () => {
    const mail = createMailProvider({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Отель <info@example.ru>",
      dataDir: "/nonexistent",
    });
    expect(mail.describe).toBe(`SMTP 127.0.0.1:${port}`);
    await mail.send({
      to: "frontdesk@example.ru",
      subject: "Заявка с сайта",
      text: "Проверка",
      replyTo: "guest@example.ru",
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe("Заявка с сайта");
    expect(received[0]?.replyTo?.text).toBe("guest@example.ru");
  });

  it("sends a booking e-mail as HTML and text with the stay's calendar, keeping its Message-ID", async () => {
    const mail = createMailProvider({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Отель <info@example.ru>",
      dataDir: "/nonexistent",
    });
    const [confirmed] = SAMPLE_MAILS;
    if (!confirmed) throw new Error("no sample");
    const rendered = await renderMail(confirmed, SAMPLE_HOTEL, new Date("2026-11-22T09:00:00Z"));
    await mail.send({ to: "anna@example.ru", ...rendered, messageId: "<row-1@outbox.hotel>" });
    const got = received.at(-1);
    expect(got?.subject).toBe("Бронирование K7M4Q2XZ подтверждено");
    expect(got?.messageId).toBe("<row-1@outbox.hotel>");
    expect(got?.text).toContain("Сумма: 77\u202F200\u00A0₽");
    expect(got?.html).toContain("K7M4Q2XZ");
    expect(got?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["bronirovanie.ics", "text/calendar"],
    ]);
    expect(got?.attachments[0]?.content.toString("utf8")).toContain("DTSTART:20261201T120000Z");
  });

  it("reports a refused SMTP delivery as MailError, naming the message by its id, not its subject", async () => {
    const mail = createMailProvider({
      smtpUrl: "smtp://127.0.0.1:9",
      from: "info@example.ru",
      dataDir: "/nonexistent",
    });
    // A subject may carry a guest's name (the hotel's copy of a request): the error is logged and
    // kept in the outbox, so it names the message by its Message-ID instead.
    const sent = mail.send({
      to: "a@example.ru",
      subject: "Заявка с сайта: Иванова Анна",
      text: "y",
      messageId: "<req-1@hotel.local>",
    });
    await expect(sent).rejects.toBeInstanceOf(MailError);
    await expect(sent).rejects.toThrow("SMTP refused the message <req-1@hotel.local>");
    await expect(sent).rejects.not.toThrow("Иванова");
  });

  it("writes .eml files into DATA_DIR/mail without SMTP, one file per message even when sent again", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hotel-mail-"));
    const mail = createMailProvider({ from: "Отель <info@example.ru>", dataDir });
    const message = {
      to: "frontdesk@example.ru",
      subject: "Бронирование K7M4Q2XZ подтверждено",
      text: "Ждём вас",
      html: "<p>Ждём вас</p>",
      messageId: "<row-2@outbox.hotel>",
    };
    await mail.send(message);
    await mail.send(message);
    const files = readdirSync(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, "mail", files[0] ?? ""), "utf8");
    expect(eml).toContain("From: =?UTF-8?");
    expect(eml).toContain("Subject: =?UTF-8?");
    const parsed = await simpleParser(eml);
    expect(parsed.text?.trim()).toBe("Ждём вас");
    expect(parsed.html).toContain("<p>Ждём вас</p>");
  });
});
