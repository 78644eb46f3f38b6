/**
 * Renders the nginx site of the hotel (deploy/nginx/hotel.conf.template) with one host's values:
 * the instances' addresses, the ports nginx listens on, the server name and the certificate. Every
 * `${HOTEL_*}` of the template must have a value here and every value must be well formed, or
 * nothing is written: a missing one would otherwise leave an empty word in the config (what plain
 * `envsubst` does), and a `;` or a brace in one would add directives of its own.
 *
 *   node --env-file=/etc/hotel/nginx.env --import tsx deploy/nginx/render.ts > /etc/nginx/sites-available/hotel
 *
 * (docs/deploy.md «nginx in front of two instances»; the values in deploy/nginx/nginx.env.example).
 * The system test platform/two-instances.system-test.ts renders the template with this function.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const NGINX_TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), "hotel.conf.template");

const port = /^(?:[1-9]\d{0,4})$/;
const hostPort = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\]):[1-9]\d{0,4}$/i;
const absoluteFile = /^\/[^\s;{}$'"#\\]+$/;
const serverNames = /^[a-z0-9*](?:[a-z0-9.*-]*[a-z0-9])?(?: [a-z0-9*](?:[a-z0-9.*-]*[a-z0-9])?)*$/i;

/** The template's values, what each must look like, and what it is for. */
const NGINX_VALUES = {
  HOTEL_SERVER_NAME: { shape: serverNames, what: "host names, separated by spaces (hotel.example.ru)" },
  HOTEL_HTTP_PORT: { shape: port, what: "the port of plain HTTP, which only redirects (80)" },
  HOTEL_HTTPS_PORT: { shape: port, what: "the port of HTTPS (443)" },
  HOTEL_INSTANCE_A: { shape: hostPort, what: "host:port of the instance that runs the content lake" },
  HOTEL_INSTANCE_B: { shape: hostPort, what: "host:port of the other instance" },
  HOTEL_TLS_CERTIFICATE: { shape: absoluteFile, what: "the absolute path of the certificate chain (PEM)" },
  HOTEL_TLS_CERTIFICATE_KEY: { shape: absoluteFile, what: "the absolute path of its private key (PEM)" },
} as const;

/** The nginx site: `template` with every `${HOTEL_*}` replaced; throws naming each value that is missing or malformed. */
export function renderNginxSite(
  template: string,
  values: Partial<Record<string, string | undefined>>,
): string {
  const problems: string[] = [];
  const used = new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1] ?? ""));
  for (const name of used) {
    if (!(name in NGINX_VALUES))
      problems.push(`the template names \${${name}}, which the renderer does not know`);
  }
  for (const [name, { shape, what }] of Object.entries(NGINX_VALUES)) {
    if (!used.has(name)) {
      problems.push(`the template does not use ${name}`);
      continue;
    }
    const value = values[name]?.trim();
    if (!value) problems.push(`${name} is not set: ${what}`);
    else if (!shape.test(value) || (shape === port && Number(value) > 65535)) {
      problems.push(`${name}=«${value}» is not ${what}`);
    } else if (shape === hostPort && Number(value.slice(value.lastIndexOf(":") + 1)) > 65535) {
      problems.push(`${name}=«${value}» is not ${what}`);
    }
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return template.replace(/\$\{(\w+)\}/g, (_match, name: string) => values[name]?.trim() ?? "");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    process.stdout.write(renderNginxSite(readFileSync(NGINX_TEMPLATE, "utf8"), process.env));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
