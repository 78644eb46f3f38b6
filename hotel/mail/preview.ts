/**
 * `npm run mail:preview`: renders every e-mail template with sample data into
 * `$DATA_DIR/mail-preview/` (.html to open in a browser, .txt, and the .ics where there is one).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "../../platform/env";
import { renderMail } from "./render";
import { SAMPLE_HOTEL, SAMPLE_MAILS } from "./samples";

const folder = path.resolve(env().DATA_DIR, "mail-preview");
await mkdir(folder, { recursive: true });
for (const data of SAMPLE_MAILS) {
  const mail = await renderMail(data, SAMPLE_HOTEL, new Date());
  const base = path.join(folder, data.template);
  await writeFile(`${base}.html`, mail.html);
  await writeFile(`${base}.txt`, `${mail.subject}\n\n${mail.text}\n`);
  for (const attachment of mail.attachments) await writeFile(`${base}.ics`, attachment.content);
  process.stdout.write(`${data.template}: «${mail.subject}» → ${base}.html\n`);
}
