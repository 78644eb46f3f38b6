/**
 * `npm run studio:user -- <command>`: the Studio's staff from the command line (the same as the
 * Studio's «Сотрудники» tool, for an administrator at the server, and the way to the first login
 * when nobody remembers a password).
 *
 *   add --email E --name N --role administrator|manager|editor [--password P]
 *                               adds a user; without --password one is generated and printed once
 *   list                        everyone, with role and state
 *   password --email E [--password P]   a new password (generated and printed when not given)
 *   link --email E              a link that logs the user in for 7 days (`#token=…`)
 *   role --email E --role R     changes the role
 *   disable --email E | enable --email E
 *   remove --email E            deletes a user who never changed content; disables one who did
 *
 * With the embedded lake running (`npm start` or `npm run studio`) it goes through the lake's
 * /staff API with the lake's token; otherwise it opens the database itself (migrations first).
 * With Sanity's cloud (SANITY_PROJECT_ID) the project's members are managed at sanity.io/manage.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { lakeConfig, MIGRATIONS } from "../content-lake/lake";
import { generatePassword } from "../content-lake/users/password";
import { ROLE_TITLES } from "../content-lake/users/roles";
import { LINK_SESSION_DAYS, StaffError, StaffUsers, type StaffUser } from "../content-lake/users/store";
import { connect, migrate } from "../platform/database";
import { env, loadEnvFiles } from "../platform/env";
import { loadOrCreateSecrets } from "../platform/secrets";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const USAGE = `npm run studio:user -- <command>
  add --email E --name N --role administrator|manager|editor [--password P]
  list
  password --email E [--password P]
  link --email E
  role --email E --role R
  disable --email E | enable --email E
  remove --email E`;

/** What the command does to the staff, the same whether through the lake's API or the database. */
interface Staff {
  list(): Promise<StaffUser[]>;
  add(input: { email: string; name: string; role: string; password: string }): Promise<StaffUser>;
  update(email: string, change: { role?: string; disabled?: boolean }): Promise<StaffUser>;
  setPassword(email: string, password: string): Promise<StaffUser>;
  link(email: string): Promise<string>;
  remove(email: string): Promise<"deleted" | "disabled">;
  close(): Promise<void>;
}

class CommandError extends Error {}

/** The running lake's /staff, called with the lake's token (its owner, an administrator). */
function lakeApi(port: number, token: string): Staff {
  const base = `http://127.0.0.1:${port}/v2025-02-19/staff`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (!response.ok)
      throw new CommandError(answer?.error?.message ?? `хранилище ответило ${response.status}`);
    return answer as T;
  };
  const idOf = async (email: string) => {
    const { users } = await call<{ users: StaffUser[] }>("GET", "");
    const user = users.find((candidate) => candidate.email === email.trim().toLowerCase());
    if (!user) throw new CommandError(`Сотрудника «${email}» нет`);
    return user.id;
  };
  return {
    list: async () => (await call<{ users: StaffUser[] }>("GET", "")).users,
    add: async (input) => (await call<{ user: StaffUser }>("POST", "", input)).user,
    update: async (email, change) =>
      (await call<{ user: StaffUser }>("PATCH", `/${await idOf(email)}`, change)).user,
    setPassword: async (email, password) =>
      (await call<{ user: StaffUser }>("POST", `/${await idOf(email)}/password`, { password })).user,
    link: async (email) => (await call<{ token: string }>("POST", `/${await idOf(email)}/link`)).token,
    remove: async (email) =>
      (await call<{ result: "deleted" | "disabled" }>("DELETE", `/${await idOf(email)}`)).result,
    close: async () => undefined,
  };
}

/** No lake runs: the database directly (PGlite lets one process in, and none holds it now). */
async function database(config: ReturnType<typeof env>, dataDir: string): Promise<Staff> {
  const connection = await connect({ url: config.DATABASE_URL, dataDir: path.join(dataDir, "db") });
  await migrate(connection, MIGRATIONS);
  const owner = lakeConfig({ dataset: config.SANITY_DATASET, token: "-", tlsPort: 1, studioPort: 1 }).owner;
  const staff = await StaffUsers.open(connection, owner);
  return {
    list: async () => staff.list(),
    add: (input) => staff.add(input),
    update: (email, change) => staff.update(email, change),
    setPassword: (email, password) => staff.setPassword(email, password),
    link: async (email) => staff.issueSession(email, LINK_SESSION_DAYS),
    remove: (email) => staff.remove(email),
    close: () => connection.close(),
  };
}

async function lakeRunning(port: number, token: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/v1/users/me`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(3000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function describe(user: StaffUser): string {
  const state = user.disabled ? "отключён" : user.hasPassword ? "активен" : "без пароля";
  return `${user.email.padEnd(32)} ${user.name.padEnd(24)} ${ROLE_TITLES[user.role].padEnd(14)} ${state}`;
}

async function run(
  staff: Staff,
  command: string,
  options: Record<string, string | undefined>,
  studioUrl: string,
) {
  const need = (name: string) => {
    const value = options[name];
    if (!value) throw new CommandError(`Нужен --${name}\n${USAGE}`);
    return value;
  };
  switch (command) {
    case "list":
      for (const user of await staff.list()) console.log(describe(user));
      return;
    case "add": {
      const password = options.password ?? generatePassword();
      const user = await staff.add({
        email: need("email"),
        name: need("name"),
        role: need("role"),
        password,
      });
      console.log(`Добавлен: ${describe(user)}`);
      if (!options.password) console.log(`Пароль (показан один раз): ${password}`);
      return;
    }
    case "password": {
      const password = options.password ?? generatePassword();
      const user = await staff.setPassword(need("email"), password);
      console.log(`Новый пароль у ${user.email}; прежние входы завершены.`);
      if (!options.password) console.log(`Пароль (показан один раз): ${password}`);
      return;
    }
    case "link": {
      const token = await staff.link(need("email"));
      console.log(`Ссылка для входа (${LINK_SESSION_DAYS} дней): ${studioUrl}/#token=${token}`);
      return;
    }
    case "role":
      console.log(`Изменён: ${describe(await staff.update(need("email"), { role: need("role") }))}`);
      return;
    case "disable":
    case "enable":
      console.log(`${describe(await staff.update(need("email"), { disabled: command === "disable" }))}`);
      return;
    case "remove": {
      const result = await staff.remove(need("email"));
      console.log(
        result === "deleted"
          ? "Удалён."
          : "Отключён: этот сотрудник менял контент, и история должна показывать его имя.",
      );
      return;
    }
    default:
      throw new CommandError(USAGE);
  }
}

async function main(): Promise<void> {
  loadEnvFiles(root);
  const config = env();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
    },
  });
  const command = positionals[0] ?? "";
  if (config.SANITY_PROJECT_ID) {
    throw new CommandError(
      `Контент в проекте Sanity ${config.SANITY_PROJECT_ID}: сотрудников добавляют на https://www.sanity.io/manage (роли — docs/studio-tools.md).`,
    );
  }
  const dataDir = path.resolve(root, config.DATA_DIR);
  const token = config.CONTENT_LAKE_TOKEN ?? loadOrCreateSecrets(dataDir).contentLakeToken;
  const staff = (await lakeRunning(config.CONTENT_LAKE_HTTP_PORT, token))
    ? lakeApi(config.CONTENT_LAKE_HTTP_PORT, token)
    : await database(config, dataDir);
  try {
    await run(staff, command, values, `http://localhost:${config.STUDIO_PORT}`);
  } finally {
    await staff.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CommandError || error instanceof StaffError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
