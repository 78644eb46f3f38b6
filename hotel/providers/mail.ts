/**
 * E-mail: SMTP through nodemailer when `SMTP_URL` is set; otherwise the same message, built by the
 * same code, is written as an `.eml` file into `$DATA_DIR/mail`, where a developer opens it with
 * any mail client.
 *
 * A message with its own `messageId` (the outbox gives each e-mail one) is the same message when
 * sent again: SMTP carries the same Message-ID for the receiving side to drop the copy, and the
 * `.eml` file of that id is written over instead of a second file being added.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailAttachment {
  filename: string;
  content: string;
  /** e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part; every message has one. */
  text: string;
  /** The HTML part, sent beside the text as multipart/alternative. */
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
  replyTo?: string | undefined;
  /** A stable Message-ID (`<…@…>`), so that sending the message again is recognisably the same. */
  messageId?: string | undefined;
}

export interface MailProvider {
  readonly describe: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
}

export class MailError extends Error {
  readonly code = "MAIL_FAILED";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailError";
  }
}

export function createMailProvider(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
}): MailProvider {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const { hostname, port, protocol } = new URL(options.smtpUrl);
    return {
      describe: `SMTP ${hostname}:${port || (protocol === "smtps:" ? 465 : 25)}`,
      async send(message) {
        try {
          const info = await transport.sendMail({ from: options.from, ...message });
          return { messageId: info.messageId };
        } catch (error) {
          // By its Message-ID, not its subject: a subject may carry a guest's name, and this is logged.
          const id = message.messageId ? ` ${message.messageId}` : "";
          throw new MailError(`SMTP refused the message${id}`, { cause: error });
        }
      },
    };
  }
  const folder = path.join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `.eml files in ${folder}`,
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        ...message,
        messageId: message.messageId ?? `<${randomUUID()}@hotel.local>`,
      });
      await mkdir(folder, { recursive: true });
      const id = info.messageId.replace(/[<>@.]/g, "_");
      // The same message sent again replaces its file: one message, one file.
      const existing = message.messageId
        ? (await readdir(folder)).find((name) => name.endsWith(`${id}.eml`))
        : undefined;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(folder, existing ?? `${stamp}${id}.eml`), info.message);
      return { messageId: info.messageId };
    },
  };
}
