import { hash, verify } from "@node-rs/argon2";
import {
  type LoginBody,
  type ModifyPasswordBody,
  normalizeMainlandMobile,
  passwordProblems,
  permissions as permissionNames,
  type RegisterBody,
  type ResetPasswordBody,
  type RoleKey,
  type UpdateProfileBody,
  type ValidationMessageKey,
} from "@portal/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../platform/app-context.ts";
import type { Database } from "../../platform/db/client.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { AppError } from "../../platform/http/errors.ts";
import { checkVerificationCode, consumeVerificationCode } from "../validate/service.ts";
import { clearLoginFailures, failLoginAttempt, guardLoginAttempt } from "./login.ts";
import { presentOwnUser } from "./present.ts";
import { roles, userRoles, users } from "./schema.ts";
import { createSession, permissionsOf, revokeUserSessions } from "./sessions.ts";
import { getUser } from "./use-cases/get-user.ts";

type UserContext = Pick<AppContext, "db" | "config" | "now" | "sms">;

/** Hashed once at start, so an unknown account costs as much time as a wrong password. */
const decoyHash = hash("decoy-password-for-timing");

export function hashPassword(password: string) {
  return hash(password);
}

export async function isPhoneRegistered(db: Database, phone: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row !== undefined;
}

/** Finds the account a person typed: a phone number, an e-mail or a nickname. */
async function findUserByAccount(db: Database, account: string) {
  const phone = normalizeMainlandMobile(account);
  const lower = account.trim().toLowerCase();
  const condition = phone
    ? eq(users.phone, phone)
    : account.includes("@")
      ? eq(sql`lower(${users.email})`, lower)
      : eq(sql`lower(${users.nickname})`, lower);
  const [user] = await db.select().from(users).where(condition);
  return user;
}

/** Refuses a nickname or e-mail another account already uses, with a message for each. */
async function ensureUnique(
  db: Database,
  input: { nickname?: string | null; email?: string | null },
  exceptUserId?: number,
) {
  const others = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  if (input.nickname) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.nickname})`, input.nickname.toLowerCase()), others));
    if (taken) throw new AppError("conflict", "account.nicknameTaken");
  }
  if (input.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), others));
    if (taken) throw new AppError("conflict", "account.emailTaken");
  }
}

export async function assignRole(db: Database, userId: number, roleKey: RoleKey) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, roleKey));
  if (!role) throw new Error(`role ${roleKey} is not seeded`);
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}

export async function roleKeysOf(db: Database, userId: number) {
  const rows = await db
    .select({ key: roles.key })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.key).sort();
}

/** Creates an account with the given roles; used by registration and by seeding. */
export async function createUser(
  db: Database,
  input: {
    phone: string;
    password: string;
    nickname?: string | null;
    email?: string | null;
    roleKeys: RoleKey[];
    isEngineer?: boolean;
    company?: string | null;
  },
) {
  await ensureUnique(db, input);
  const [user] = await db
    .insert(users)
    .values({
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      nickname: input.nickname ?? null,
      email: input.email ?? null,
      isEngineer: input.isEngineer ?? false,
      company: input.company ?? null,
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  for (const roleKey of input.roleKeys) await assignRole(db, user.id, roleKey);
  return user;
}

/** Registration with an SMS code: the code is used up and the account created together. */
export async function registerUser(ctx: UserContext, input: RegisterBody) {
  if (await isPhoneRegistered(ctx.db, input.phone)) {
    throw new AppError("conflict", "account.phoneRegistered");
  }
  await ensureUnique(ctx.db, input);
  const codeId = await checkVerificationCode(ctx, {
    phone: input.phone,
    purpose: "register",
    code: input.code,
  });
  return inTransaction(ctx.db, async (tx) => {
    await consumeVerificationCode(tx, codeId, ctx.now());
    const user = await createUser(tx, { ...input, roleKeys: ["user"] });
    const { token } = await createSession(ctx, user.id, tx);
    return { token, user: presentOwnUser(ctx.config, user) };
  });
}

/**
 * Password sign-in for both the portal and the management area (`staffOnly`); the lock and
 * captcha rules count failures per account, whichever identifier was typed.
 */
export async function signIn(
  ctx: UserContext,
  input: LoginBody & { clientAddress: string; staffOnly: boolean },
) {
  const user = await findUserByAccount(ctx.db, input.account);
  const accountKey = user ? `user:${user.id}` : `account:${input.account.trim().toLowerCase()}`;
  await guardLoginAttempt(ctx, { accountKey, ...input });
  // An unknown account is checked against a decoy so both answers take as long.
  const passwordMatches = await verify(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user || !passwordMatches) {
    return failLoginAttempt(ctx, { accountKey, clientAddress: input.clientAddress });
  }
  await clearLoginFailures(ctx, accountKey);
  const granted = await permissionsOf(ctx.db, user.id);
  if (input.staffOnly && !isStaff(granted)) {
    throw new AppError("forbidden", "account.notStaff");
  }
  const { token } = await createSession(ctx, user.id);
  return { token, user: presentOwnUser(ctx.config, user), permissions: granted };
}

export async function updateProfile(ctx: UserContext, userId: number, input: UpdateProfileBody) {
  await ensureUnique(ctx.db, input, userId);
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<typeof users.$inferInsert>;
  const [user] = await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: ctx.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError("not_found", "account.userNotFound");
  return presentOwnUser(ctx.config, user);
}

export async function setAvatar(ctx: UserContext, userId: number, avatarUrl: string) {
  await ctx.db.update(users).set({ avatarUrl, updatedAt: ctx.now() }).where(eq(users.id, userId));
}

function refuseWeakPassword(password: string, phone: string, field: string) {
  const problems = passwordProblems(password, phone) as ValidationMessageKey[];
  const [first] = problems;
  if (first) {
    throw new AppError("bad_request", first, {
      fields: problems.map((messageKey) => ({ field, messageKey })),
    });
  }
}

/** Changes the password and ends every other session of the user (they answer 511). */
export async function modifyPassword(
  ctx: UserContext,
  auth: { userId: number; sessionId: number },
  input: ModifyPasswordBody,
) {
  const user = await getUser({ db: ctx.db, userId: auth.userId });
  if (!(await verify(user.passwordHash, input.oldPassword))) {
    throw new AppError("bad_request", "account.oldPasswordWrong", {
      fields: [{ field: "oldPassword", messageKey: "account.oldPasswordWrong" }],
    });
  }
  refuseWeakPassword(input.newPassword, user.phone, "newPassword");
  if (input.newPassword === input.oldPassword) {
    throw new AppError("bad_request", "account.samePassword", {
      fields: [{ field: "newPassword", messageKey: "account.samePassword" }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx.db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    await revokeUserSessions(ctx, {
      userId: user.id,
      reason: "password_changed",
      keepSessionId: auth.sessionId,
      db: tx,
    });
  });
}

/** Sets a new password with an SMS code and ends every session of the account. */
export async function resetPassword(ctx: UserContext, input: ResetPasswordBody) {
  const [user] = await ctx.db.select().from(users).where(eq(users.phone, input.phone));
  if (!user) throw new AppError("not_found", "account.phoneNotRegistered");
  const codeId = await checkVerificationCode(ctx, {
    phone: input.phone,
    purpose: "reset",
    code: input.code,
  });
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx.db, async (tx) => {
    await consumeVerificationCode(tx, codeId, ctx.now());
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    await revokeUserSessions(ctx, { userId: user.id, reason: "password_reset", db: tx });
  });
}

export async function setEngineer(ctx: UserContext, userId: number, isEngineer: boolean) {
  const [user] = await ctx.db
    .update(users)
    .set({ isEngineer, updatedAt: ctx.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError("not_found", "account.userNotFound");
  return user;
}

/** Staff are the accounts allowed into the management area. */
export function isStaff(granted: Iterable<string>) {
  return [...granted].includes(permissionNames.managementAccess);
}
