import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailError, createMailProvider } from "./mail";

/** A minimal SMTP server that accepts one message at a time and keeps what it received. */
function fakeSmtp(received: string[]): Server {
  return createServer((socket) => {
    let data = false;
    let message = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("utf8").split("\r\n")) {
        if (data) {
          if (line === ".") {
            data = false;
            received.push(message);
            message = "";
            socket.write("250 queued\r\n");
          } else message += `${line}\n`;
          continue;
        }
        if (line === "") continue;
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 test\r\n");
        else if (command === "DATA") {
          data = true;
          socket.write("354 go on\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
}

describe("mail", () => {
  const received: string[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = fakeSmtp(received);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
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
    expect(received[0]).toContain("To: frontdesk@example.ru");
    expect(received[0]).toContain("Reply-To: guest@example.ru");
  });

  it("reports a refused SMTP delivery as MailError", async () => {
    const mail = createMailProvider({
      smtpUrl: "smtp://127.0.0.1:9",
      from: "info@example.ru",
      dataDir: "/nonexistent",
    });
    await expect(mail.send({ to: "a@example.ru", subject: "x", text: "y" })).rejects.toBeInstanceOf(
      MailError,
    );
  });

  it("writes .eml files into DATA_DIR/mail without SMTP", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hotel-mail-"));
    const mail = createMailProvider({ from: "Отель <info@example.ru>", dataDir });
    await mail.send({
      to: "frontdesk@example.ru",
      subject: "Бронирование K7M4Q2XZ подтверждено",
      text: "Ждём вас",
    });
    const files = readdirSync(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, "mail", files[0] ?? ""), "utf8");
    expect(eml).toContain("From: =?UTF-8?");
    expect(eml).toContain("Subject: =?UTF-8?");
  });
});
