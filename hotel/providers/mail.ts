/**
 * E-mail: SMTP through nodemailer when `SMTP_URL` is set; otherwise the same message, built by the
 * same code, is written as an `.eml` file into `$DATA_DIR/mail`, where a developer opens it with
 * any mail client.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
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
          throw new MailError(`SMTP refused the message «${message.subject}»`, { cause: error });
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
        messageId: `<${randomUUID()}@hotel.local>`,
        ...message,
      });
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const id = info.messageId.replace(/[<>@.]/g, "_");
      await writeFile(path.join(folder, `${stamp}${id}.eml`), info.message);
      return { messageId: info.messageId };
    },
  };
}
