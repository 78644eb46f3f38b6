/**
 * The embedded content lake's tables, in the hotel's database (PGlite or PostgreSQL). Every
 * table carries the `lake_` prefix so that it never meets the hotel engine's tables.
 *
 * Documents are stored whole (jsonb), as Sanity stores them; the transaction log keeps every
 * change with the document states before and after, so that history can be answered and a
 * restart loses nothing that was committed. Uploaded binaries live beside them (bytea): a hotel
 * has a few hundred images, and one database is one thing to back up.
 */
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export type StoredDocument = Record<string, unknown> & { _id: string; _type: string; _rev: string };

export const lakeDocuments = pgTable(
  "lake_documents",
  {
    dataset: text("dataset").notNull(),
    id: text("id").notNull(),
    type: text("type").notNull(),
    rev: text("rev").notNull(),
    document: jsonb("document").$type<StoredDocument>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.dataset, table.id] }),
    index("lake_documents_type").on(table.dataset, table.type),
  ],
);

/** One row per committed transaction (a mutate or actions request, a seed load, an upload). */
export const lakeTransactions = pgTable(
  "lake_transactions",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    id: text("id").notNull().unique(),
    dataset: text("dataset").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true, mode: "string" }).notNull(),
    /** Who made the change: a staff user's id (lake_users), or "seed". */
    author: text("author").notNull(),
    /** The request's mutations, or the actions it was given. */
    request: jsonb("request").$type<unknown>().notNull(),
    /** Per changed document: its id, and its state before and after (null = absent). */
    changes: jsonb("changes").$type<TransactionChange[]>().notNull(),
  },
  (table) => [index("lake_transactions_dataset").on(table.dataset, table.seq)],
);

export interface TransactionChange {
  id: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
}

/** The bytes of uploaded images and files, addressed like Sanity's CDN paths. */
export const lakeAssetFiles = pgTable(
  "lake_asset_files",
  {
    dataset: text("dataset").notNull(),
    /** `images/<sha1>-<w>x<h>.<ext>` or `files/<sha1>.<ext>`. */
    path: text("path").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.dataset, table.path] })],
);

/** The Studio's per-user settings (`/users/me/keyvalue`): recent searches, inspector choices. */
export const lakeKeyValues = pgTable("lake_key_values", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull(),
});

/**
 * How far the site has been told of each dataset's commits (content-lake/revalidate.ts): the
 * notices of every transaction after `delivered_seq` are still owed to the site's /api/revalidate.
 * The transaction log row is written by the commit's own database transaction, so a notice exists
 * exactly when its change does; this row only moves forward once the site accepted them.
 */
export const lakeRevalidation = pgTable("lake_revalidation", {
  dataset: text("dataset").primaryKey(),
  /** The last `lake_transactions.seq` whose notices the site accepted. */
  deliveredSeq: bigint("delivered_seq", { mode: "number" }).notNull(),
  /** Failed attempts since the last delivery (the next waits longer). */
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull(),
});

/**
 * The hotel's staff who log in to the Studio (content-lake/users): each with an e-mail, a name,
 * a role (administrator, manager, editor) and a password hashed with scrypt
 * (`scrypt$N$r$p$salt$hash`, base64url). The id is what `lake_transactions.author` names.
 */
export const lakeUsers = pgTable("lake_users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  /** Null until a password is set: such a user logs in only with a token link. */
  passwordHash: text("password_hash"),
  /** Set when an administrator disables the user: no login, every session refused. */
  disabledAt: timestamp("disabled_at", { withTimezone: true, mode: "string" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull(),
});

/**
 * Logged-in sessions: the token the Studio holds (from the login form, or a link an administrator
 * made), kept only as its SHA-256, so a copy of the database logs nobody in.
 */
export const lakeSessions = pgTable(
  "lake_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => lakeUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (table) => [index("lake_sessions_user").on(table.userId)],
);

export const lakeSchema = {
  lakeDocuments,
  lakeTransactions,
  lakeAssetFiles,
  lakeKeyValues,
  lakeRevalidation,
  lakeUsers,
  lakeSessions,
};
