/**
 * `npm run mail:preview`: renders every e-mail template with sample data into
 * `$DATA_DIR/mail-preview/` (.html to open in a browser, .txt, and the .ics where there is one),
 * and each guest's e-mail again for a booking made in English (`*.en.*`, docs/languages.md).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "../../platform/env";
import { renderMail } from "./render";
import { inEnglish, SAMPLE_HOTEL, SAMPLE_MAILS } from "./samples";

const folder = path.resolve(env().DATA_DIR, "mail-preview");
await mkdir(folder, { recursive: true });
const guests = SAMPLE_MAILS.filter((data) => !data.template.startsWith("hotel-"));
const samples = [
  ...SAMPLE_MAILS.map((data) => ({ data, name: data.template })),
  ...guests.map((data) => ({ data: inEnglish(data), name: `${data.template}.en` })),
];
for (const { data, name } of samples) {
  const mail = await renderMail(data, SAMPLE_HOTEL, new Date());
  const base = path.join(folder, name);
  await writeFile(`${base}.html`, mail.html);
  await writeFile(`${base}.txt`, `${mail.subject}\n\n${mail.text}\n`);
  for (const attachment of mail.attachments) await writeFile(`${base}.ics`, attachment.content);
  process.stdout.write(`${name}: «${mail.subject}» → ${base}.html\n`);
}
