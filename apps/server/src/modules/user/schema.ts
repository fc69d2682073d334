import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    phone: varchar("phone", { length: 11 }).notNull(),
    email: varchar("email", { length: 100 }),
    nickname: varchar("nickname", { length: 20 }),
    passwordHash: text("password_hash").notNull(),
    avatarUrl: varchar("avatar_url", { length: 500 }),
    company: varchar("company", { length: 100 }),
    areaId: integer("area_id"),
    fieldId: integer("field_id"),
    signature: varchar("signature", { length: 200 }),
    isEngineer: boolean("is_engineer").notNull().default(false),
    /** Id in the community module's honorary titles (no key: that module reads users, not back). */
    honoraryTitleId: integer("honorary_title_id"),
    /** One of the shared `userStatuses`: a locked or deleted account cannot sign in. */
    status: varchar("status", { length: 10 }).notNull().default("active"),
    /** When staff deleted the account; its row stays so its posts keep their author. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Edit version: +1 on every staff save, so a save from a stale form is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_phone_unique").on(table.phone),
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    uniqueIndex("users_nickname_unique").on(sql`lower(${table.nickname})`),
    // Registrations by day over a range (member statistics).
    index("users_created_index").on(table.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Why it ended: logout, password_changed, password_reset. */
    revokedReason: varchar("revoked_reason", { length: 20 }),
    /** Until when an SMS safety check done in this session holds. */
    safetyVerifiedUntil: timestamp("safety_verified_until", { withTimezone: true }),
    /** When a request last came with it (written at most once a minute): who is online now. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_unique").on(table.tokenHash),
    index("sessions_user_id_index").on(table.userId),
    index("sessions_last_seen_index").on(table.lastSeenAt),
    // Sign-ins by day over a range (member statistics).
    index("sessions_created_index").on(table.createdAt),
  ],
);

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  /** The seeded role it is (`administrator`, ...); null for a role staff created. */
  key: varchar("key", { length: 40 }).unique(),
  name: varchar("name", { length: 60 }).notNull(),
  /** Edit version: +1 on every save, so a save from a stale form is refused (409). */
  version: integer("version").notNull().default(1),
});

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permission: varchar("permission", { length: 60 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permission] })],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/**
 * One row per sign-in attempt that has not succeeded: written before the password is checked
 * (so parallel attempts count at once), deleted when the password was right.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    /** The account as typed, lower-cased, so unknown accounts are throttled too. */
    account: varchar("account", { length: 100 }).notNull(),
    /** Which sign-in counted it: `member` (logincom, modifyPassword) or `staff` (gylad). */
    door: varchar("door", { length: 10 }).notNull().default("member"),
    clientAddress: varchar("client_address", { length: 64 }).notNull(),
    /** The address range a lock applies to: the IPv4 address, or the IPv6 /64. */
    clientRange: varchar("client_range", { length: 64 }).notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_failures_account_door_at_index").on(table.account, table.door, table.at),
  ],
);

export const captchas = pgTable(
  "captchas",
  {
    id: varchar("id", { length: 36 }).primaryKey(),
    answer: varchar("answer", { length: 8 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("captchas_expires_at_index").on(table.expiresAt)],
);

/** SMS codes sent to register, reset a password or pass a safety check. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    phone: varchar("phone", { length: 11 }).notNull(),
    purpose: varchar("purpose", { length: 10 }).notNull(),
    /** sha256 of phone, purpose and code. */
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    clientAddress: varchar("client_address", { length: 64 }).notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (table) => [
    index("verification_codes_phone_created_index").on(table.phone, table.createdAt),
    index("verification_codes_address_created_index").on(table.clientAddress, table.createdAt),
  ],
);
