/**
 * The staff who log in to the Studio and their sessions, in the lake's database (lake_users,
 * lake_sessions) and in memory: every request's token is resolved to its user without a query
 * (one lake writes a database at a time, content-lake/lake.ts, so memory is never stale).
 *
 * The owner — the first administrator, whose id the lake's own token acts as — is created when
 * the lake opens an empty table, so `npm run studio` logs in at once on a new machine.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { drizzleFor, type Connection, type Database } from "../../platform/database";
import { lakeSchema, lakeSessions, lakeUsers } from "../db/schema";
import { sanityTimestamp } from "../store/store";
import { hashPassword, passwordProblem, verifyPassword } from "./password";
import { isStaffRole, STAFF_ROLES, type StaffRole, type StaffUser } from "./roles";

export type { StaffUser } from "./roles";

interface UserRow extends StaffUser {
  passwordHash: string | null;
}

interface Session {
  userId: string;
  expiresAt: number;
}

/** The owner's id: the lake's first administrator, and the author of changes made with the lake's token. */
export const OWNER_ID = "p-embedded-manager";

/** A login from the form is good for 30 days; a link an administrator makes, for 7. */
export const LOGIN_SESSION_DAYS = 30;
export const LINK_SESSION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A refusal of a staff change, in Russian (the command prints it, the tool shows it). */
export class StaffError extends Error {
  override readonly name = "StaffError";
  constructor(
    readonly code: "NOT_FOUND" | "EMAIL_TAKEN" | "INVALID" | "LAST_ADMINISTRATOR" | "OWNER",
    message: string,
  ) {
    super(message);
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 2 || trimmed.length > 100)
    throw new StaffError("INVALID", "Имя — от 2 до 100 символов");
  return trimmed;
}

function checkedEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!EMAIL.test(normalized) || normalized.length > 254)
    throw new StaffError("INVALID", `«${email}» — не адрес электронной почты`);
  return normalized;
}

function checkedRole(role: string): StaffRole {
  if (!isStaffRole(role))
    throw new StaffError("INVALID", `Роль «${role}» неизвестна: ${STAFF_ROLES.join(", ")}`);
  return role;
}

async function checkedPasswordHash(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new StaffError("INVALID", problem);
  return hashPassword(password);
}

export interface OwnerDefaults {
  name: string;
  email: string;
}

export class StaffUsers {
  private readonly users = new Map<string, UserRow>();
  private readonly sessions = new Map<string, Session>();
  /** A hash to verify against when the e-mail is unknown, so a login takes as long either way. */
  private decoy: Promise<string> | undefined;

  private constructor(private readonly database: Database<typeof lakeSchema> | undefined) {}

  /** The database, for a change; the read-only staff of an export has none. */
  private get db(): Database<typeof lakeSchema> {
    if (!this.database) throw new Error("This lake's staff list is read-only");
    return this.database;
  }

  /**
   * Only the owner, in memory, nothing stored: the read-only lake of a backup's export
   * (scripts/backup/content-export.ts), which must not write to the database it reads.
   */
  static ownerOnly(owner: OwnerDefaults): StaffUsers {
    const staff = new StaffUsers(undefined);
    staff.users.set(OWNER_ID, {
      id: OWNER_ID,
      email: normalizeEmail(owner.email),
      name: owner.name,
      role: "administrator",
      passwordHash: null,
      hasPassword: false,
      disabled: false,
      createdAt: sanityTimestamp(),
    });
    return staff;
  }

  static async open(connection: Connection, owner: OwnerDefaults): Promise<StaffUsers> {
    const staff = new StaffUsers(drizzleFor(connection, lakeSchema));
    await staff.load();
    if (!staff.users.has(OWNER_ID)) await staff.createOwner(owner);
    return staff;
  }

  private async load(): Promise<void> {
    const rows = await this.db.select().from(lakeUsers);
    this.users.clear();
    for (const row of rows) {
      this.users.set(row.id, {
        id: row.id,
        email: row.email,
        name: row.name,
        role: isStaffRole(row.role) ? row.role : "editor",
        passwordHash: row.passwordHash,
        hasPassword: row.passwordHash !== null,
        disabled: row.disabledAt !== null,
        createdAt: row.createdAt,
      });
    }
    const now = Date.now();
    await this.db.delete(lakeSessions).where(sql`${lakeSessions.expiresAt} < now()`);
    for (const row of await this.db.select().from(lakeSessions)) {
      const expiresAt = Date.parse(row.expiresAt);
      if (expiresAt > now) this.sessions.set(row.tokenHash, { userId: row.userId, expiresAt });
    }
  }

  private async createOwner(owner: OwnerDefaults): Promise<void> {
    const now = sanityTimestamp();
    let email = checkedEmail(owner.email);
    // An e-mail already taken by someone else: the owner gets the placeholder instead.
    if ([...this.users.values()].some((user) => user.email === email))
      email = `owner-${Date.now()}@embedded.localhost`;
    const row = { id: OWNER_ID, email, name: checkedName(owner.name), role: "administrator" as const };
    await this.db.insert(lakeUsers).values({ ...row, createdAt: now, updatedAt: now });
    this.users.set(OWNER_ID, {
      ...row,
      passwordHash: null,
      hasPassword: false,
      disabled: false,
      createdAt: now,
    });
  }

  private public(row: UserRow): StaffUser {
    const { passwordHash: _omitted, ...user } = row;
    return user;
  }

  list(): StaffUser[] {
    return [...this.users.values()]
      .map((row) => this.public(row))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.email.localeCompare(b.email));
  }

  get(id: string): StaffUser | undefined {
    const row = this.users.get(id);
    return row && this.public(row);
  }

  byEmail(email: string): StaffUser | undefined {
    const normalized = normalizeEmail(email);
    const row = [...this.users.values()].find((user) => user.email === normalized);
    return row && this.public(row);
  }

  private required(idOrEmail: string): UserRow {
    const row =
      this.users.get(idOrEmail) ??
      [...this.users.values()].find((user) => user.email === normalizeEmail(idOrEmail));
    if (!row) throw new StaffError("NOT_FOUND", `Сотрудника «${idOrEmail}» нет`);
    return row;
  }

  private activeAdministrators(): UserRow[] {
    return [...this.users.values()].filter((user) => user.role === "administrator" && !user.disabled);
  }

  async add(input: {
    email: string;
    name: string;
    role: string;
    password?: string | undefined;
  }): Promise<StaffUser> {
    const email = checkedEmail(input.email);
    const name = checkedName(input.name);
    const role = checkedRole(input.role);
    if (this.byEmail(email)) throw new StaffError("EMAIL_TAKEN", `Сотрудник с адресом ${email} уже есть`);
    const passwordHash = input.password === undefined ? null : await checkedPasswordHash(input.password);
    const now = sanityTimestamp();
    const id = `p-${randomBytes(6).toString("hex")}`;
    await this.db
      .insert(lakeUsers)
      .values({ id, email, name, role, passwordHash, createdAt: now, updatedAt: now });
    const row: UserRow = {
      id,
      email,
      name,
      role,
      passwordHash,
      hasPassword: passwordHash !== null,
      disabled: false,
      createdAt: now,
    };
    this.users.set(id, row);
    return this.public(row);
  }

  /** Changes a user's name, e-mail, role or whether they may log in; the last administrator stays one. */
  async update(
    idOrEmail: string,
    change: {
      name?: string | undefined;
      email?: string | undefined;
      role?: string | undefined;
      disabled?: boolean | undefined;
    },
  ): Promise<StaffUser> {
    const row = this.required(idOrEmail);
    const next = { ...row };
    if (change.name !== undefined) next.name = checkedName(change.name);
    if (change.email !== undefined) {
      next.email = checkedEmail(change.email);
      const other = this.byEmail(next.email);
      if (other && other.id !== row.id)
        throw new StaffError("EMAIL_TAKEN", `Сотрудник с адресом ${next.email} уже есть`);
    }
    if (change.role !== undefined) next.role = checkedRole(change.role);
    if (change.disabled !== undefined) next.disabled = change.disabled;
    if (row.id === OWNER_ID && (next.disabled || next.role !== "administrator")) {
      throw new StaffError(
        "OWNER",
        "Первого администратора (владельца токена хранилища) нельзя отключить или понизить: замените токен в .data/secrets.json",
      );
    }
    const stillAdmin = next.role === "administrator" && !next.disabled;
    if (
      !stillAdmin &&
      row.role === "administrator" &&
      !row.disabled &&
      this.activeAdministrators().length <= 1
    ) {
      throw new StaffError("LAST_ADMINISTRATOR", "Это последний администратор: сначала назначьте другого");
    }
    await this.db
      .update(lakeUsers)
      .set({
        name: next.name,
        email: next.email,
        role: next.role,
        disabledAt: next.disabled ? (row.disabled ? sql`${lakeUsers.disabledAt}` : sanityTimestamp()) : null,
        updatedAt: sanityTimestamp(),
      })
      .where(eq(lakeUsers.id, row.id));
    this.users.set(row.id, next);
    if (next.disabled) await this.revokeAll(row.id);
    return this.public(next);
  }

  /** Sets a new password (and logs the user out everywhere: a reset is often after a leak). */
  async setPassword(idOrEmail: string, password: string): Promise<StaffUser> {
    const row = this.required(idOrEmail);
    const passwordHash = await checkedPasswordHash(password);
    await this.db
      .update(lakeUsers)
      .set({ passwordHash, updatedAt: sanityTimestamp() })
      .where(eq(lakeUsers.id, row.id));
    const next = { ...row, passwordHash, hasPassword: true };
    this.users.set(row.id, next);
    await this.revokeAll(row.id);
    return this.public(next);
  }

  /**
   * Removes a user. One who has changed content stays, disabled: history and the price log keep
   * showing who made each change. Returns what happened.
   */
  async remove(idOrEmail: string): Promise<"deleted" | "disabled"> {
    const row = this.required(idOrEmail);
    const { rows } = await this.db.execute<{ found: number }>(
      sql`SELECT 1 AS found FROM lake_transactions WHERE author = ${row.id} LIMIT 1`,
    );
    if (rows.length > 0 || row.id === OWNER_ID) {
      await this.update(row.id, { disabled: true });
      return "disabled";
    }
    if (row.role === "administrator" && !row.disabled && this.activeAdministrators().length <= 1) {
      throw new StaffError("LAST_ADMINISTRATOR", "Это последний администратор: сначала назначьте другого");
    }
    await this.db.delete(lakeUsers).where(eq(lakeUsers.id, row.id));
    this.users.delete(row.id);
    for (const [hash, session] of this.sessions) if (session.userId === row.id) this.sessions.delete(hash);
    return "deleted";
  }

  /** The user with this e-mail and password, if they may log in; as slow for an unknown e-mail. */
  async verifyLogin(email: string, password: string): Promise<StaffUser | undefined> {
    const row = [...this.users.values()].find((user) => user.email === normalizeEmail(email));
    if (!row?.passwordHash) {
      this.decoy ??= hashPassword("not a password of anyone");
      await verifyPassword(password, await this.decoy);
      return undefined;
    }
    const matches = await verifyPassword(password, row.passwordHash);
    return matches && !row.disabled ? this.public(row) : undefined;
  }

  /** A new session token for the user (the Studio keeps it as its token). */
  async issueSession(userId: string, days: number = LOGIN_SESSION_DAYS): Promise<string> {
    const row = this.required(userId);
    if (row.disabled) throw new StaffError("INVALID", "Сотрудник отключён");
    const token = `sl${randomBytes(32).toString("base64url")}`;
    const hash = tokenHash(token);
    const expiresAt = Date.now() + days * DAY_MS;
    await this.db.insert(lakeSessions).values({
      tokenHash: hash,
      userId: row.id,
      createdAt: sanityTimestamp(),
      expiresAt: new Date(expiresAt).toISOString(),
    });
    this.sessions.set(hash, { userId: row.id, expiresAt });
    return token;
  }

  /** The active user a session token belongs to, if it is one and has not expired. */
  authenticate(token: string): StaffUser | undefined {
    const session = this.sessions.get(tokenHash(token));
    if (!session) return undefined;
    if (session.expiresAt <= Date.now()) {
      this.sessions.delete(tokenHash(token));
      return undefined;
    }
    const row = this.users.get(session.userId);
    return row && !row.disabled ? this.public(row) : undefined;
  }

  async revoke(token: string): Promise<void> {
    const hash = tokenHash(token);
    this.sessions.delete(hash);
    await this.db.delete(lakeSessions).where(eq(lakeSessions.tokenHash, hash));
  }

  private async revokeAll(userId: string): Promise<void> {
    for (const [hash, session] of this.sessions) if (session.userId === userId) this.sessions.delete(hash);
    await this.db.delete(lakeSessions).where(eq(lakeSessions.userId, userId));
  }
}
