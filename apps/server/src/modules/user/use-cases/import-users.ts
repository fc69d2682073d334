import { randomBytes } from "node:crypto";
import {
  email as emailSchema,
  type ImportRowProblem,
  type Language,
  mainlandMobile,
  nickname as nicknameSchema,
  profileLimits,
} from "@portal/shared";
import { inArray, sql } from "drizzle-orm";
import { inSlices } from "../../../platform/concurrency/slices.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { translate } from "../../../platform/i18n/registry.ts";
import { type AuditActor, recordChange } from "../../audit/use-cases/record-change.ts";
import {
  authorityOf,
  type GrantingRole,
  GrantRefused,
  grantingRoles,
  recordingRefusedGrants,
  roleChangeRefusal,
} from "../grant-rules.ts";
import { hashPassword } from "../passwords.ts";
import { userRoles, users } from "../schema.ts";
import { readUserSheet, type SheetRow } from "../user-import-sheet.ts";

/**
 * Rows one lookup sends. On the embedded database a statement holds the server's only thread,
 * so work over 10,000 rows goes in slices and the server answers others between them.
 */
const rowsAtOnce = 500;

/**
 * Rows one write transaction stores. The embedded database runs one transaction at a time, so
 * everyone else waits for it: 100 accounts with their roles take about 15 ms (35 ms on a loaded
 * machine), well within the 100 ms a health check may wait.
 */
const rowsPerWrite = 100;

type CheckedRow = {
  phone: string;
  nickname: string | null;
  email: string | null;
  company: string | null;
  roleIds: number[];
};

/** Values of `column` among `candidates` that accounts already hold (compared lower-case). */
async function takenValues(
  db: Database,
  column: typeof users.phone | typeof users.email | typeof users.nickname,
  candidates: string[],
) {
  const taken = new Set<string>();
  for await (const slice of inSlices(candidates, rowsAtOnce)) {
    // Phones are stored normalised; e-mails and nicknames are unique by their lower case.
    const compared =
      column === users.phone ? sql<string>`${users.phone}` : sql<string>`lower(${column})`;
    const rows = await db.select({ value: compared }).from(users).where(inArray(compared, slice));
    for (const row of rows) taken.add(row.value);
  }
  return taken;
}

type ImportInput = {
  db: Database;
  now: Date;
  actor: AuditActor;
  language: Language;
  bytes: Buffer;
};

/**
 * `batch-import-user`: the accounts of an .xlsx made from the template, all or none (stored a
 * slice at a time, see `createAccounts`, so the server answers others meanwhile). Rows giving roles the grant rules refuse are named: 403 and nothing stored. Every
 * other bad row is named with why (bad phone or e-mail, a phone, e-mail or nickname used twice
 * or taken, an unknown role): 400 and nothing stored. The accounts share one random password
 * nobody is told (hashing one per row would take minutes for 10,000 rows); each person sets
 * their own with the SMS reset. Answers how many accounts were created.
 */
export function importUsers(input: ImportInput): Promise<number> {
  return recordingRefusedGrants(input, () => importCheckedSheet(input));
}

async function importCheckedSheet({
  db,
  now,
  actor,
  language,
  bytes,
}: ImportInput): Promise<number> {
  const sheet = await readUserSheet(bytes);
  const problems: ImportRowProblem[] = [];
  const refuse = (row: number, field: string, key: string) =>
    problems.push({ row, field, message: translate(language, key) });

  const roleRows = await grantingRoles(db);
  const roleByName = new Map(roleRows.map((role) => [role.name.toLowerCase(), role]));
  const memberRole = roleRows.find((role) => role.key === "user")?.id;
  const authority = await authorityOf(db, actor.userId);
  const refusedGrants: (ImportRowProblem & { phone: string; roles: string[] })[] = [];

  const checked: (CheckedRow & { row: number })[] = [];
  for await (const slice of inSlices(sheet, rowsAtOnce)) {
    for (const line of slice) {
      const before = problems.length;
      const phone = mainlandMobile.safeParse(line.phone);
      if (!phone.success) refuse(line.row, "phone", "validation.phone.invalid");
      const nickname = line.nickname ? nicknameSchema.safeParse(line.nickname) : undefined;
      if (nickname && !nickname.success) {
        refuse(
          line.row,
          "nickname",
          nickname.error.issues[0]?.message ?? "validation.nickname.shape",
        );
      }
      const email = line.email ? emailSchema.safeParse(line.email) : undefined;
      if (email && !email.success) refuse(line.row, "e-mail", "validation.email.invalid");
      if (line.company.length > profileLimits.companyMaxLength) {
        refuse(line.row, "company", "import.companyTooLong");
      }
      const given = rolesOf(line, roleByName, () =>
        refuse(line.row, "roles", "import.unknownRole"),
      );
      const refusal = roleChangeRefusal(authority, {
        account: line.phone,
        self: false,
        before: [],
        after: given,
      });
      if (refusal) {
        refusedGrants.push({
          row: line.row,
          field: "roles",
          message: translate(language, refusal.messageKey, refusal.params),
          phone: line.phone,
          roles: given.map((role) => role.name),
        });
      }
      const roleIds = given.map((role) => role.id);
      if (problems.length > before || !phone.success) continue;
      checked.push({
        row: line.row,
        phone: phone.data,
        nickname: nickname?.success ? nickname.data : null,
        email: email?.success ? email.data : null,
        company: line.company || null,
        roleIds: roleIds.length > 0 ? roleIds : memberRole ? [memberRole] : [],
      });
    }
  }

  if (refusedGrants.length > 0) {
    throw new GrantRefused(
      {
        action: "user.grantRefused",
        targetType: "user",
        targetId: null,
        after: { rows: refusedGrants.map(({ row, phone, roles }) => ({ row, phone, roles })) },
      },
      {
        messageKey: "grant.rowsRefused",
        params: { rows: refusedGrants.map((refused) => refused.row).join(", ") },
      },
      refusedGrants.map(({ row, field, message }) => ({ row, field, message })),
    );
  }

  const uniqueFields = [
    { field: "phone", column: users.phone, of: (row: CheckedRow) => row.phone },
    { field: "e-mail", column: users.email, of: (row: CheckedRow) => row.email },
    { field: "nickname", column: users.nickname, of: (row: CheckedRow) => row.nickname },
  ] as const;
  for (const { field, column, of } of uniqueFields) {
    const values = checked.flatMap((row) => {
      const value = of(row);
      return value ? [value.toLowerCase()] : [];
    });
    const taken = await takenValues(db, column, [...new Set(values)]);
    const seen = new Set<string>();
    for (const row of checked) {
      const value = of(row)?.toLowerCase();
      if (!value) continue;
      if (seen.has(value)) refuse(row.row, field, "import.duplicateInFile");
      else if (taken.has(value)) refuse(row.row, field, "import.taken");
      seen.add(value);
    }
  }

  if (problems.length > 0) {
    problems.sort((left, right) => left.row - right.row);
    throw new AppError("bad_request", "import.rowsRefused", {
      params: { count: new Set(problems.map((problem) => problem.row)).size },
      data: problems,
    });
  }

  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  const created = await createAccounts(db, checked, { passwordHash, now });
  await recordChange({
    db,
    actor,
    action: "user.import",
    targetType: "user",
    targetId: null,
    after: { count: created, phones: checked.map((row) => row.phone) },
    at: now,
  });
  return created;
}

/**
 * Stores the checked rows a slice at a time, each slice in its own short transaction, so the
 * database answers others between them (the embedded one runs one transaction at a time). When
 * a slice fails, most likely because a phone, e-mail or nickname was taken since the check, the
 * accounts of the slices before it are removed again: the import stays all or nothing, and the
 * failure answers as it would have (409 for a value taken).
 */
async function createAccounts(
  db: Database,
  checked: CheckedRow[],
  { passwordHash, now }: { passwordHash: string; now: Date },
): Promise<number> {
  const createdIds: number[] = [];
  try {
    for await (const slice of inSlices(checked, rowsPerWrite)) {
      createdIds.push(...(await createSlice(db, slice, { passwordHash, now })));
    }
  } catch (error) {
    for await (const ids of inSlices(createdIds, rowsAtOnce)) {
      await db.delete(users).where(inArray(users.id, ids));
    }
    throw error;
  }
  return createdIds.length;
}

/** One slice of accounts with their roles; the ids created. */
function createSlice(
  db: Database,
  slice: CheckedRow[],
  { passwordHash, now }: { passwordHash: string; now: Date },
): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    // The rows go as one JSON text: one statement for the slice, not one per row.
    const accounts = slice.map(({ phone, nickname, email, company }) => ({
      phone,
      nickname,
      email,
      company,
    }));
    const created = await tx.execute(sql`
      insert into ${users} (phone, nickname, email, company, password_hash, created_at, updated_at)
      select phone, nickname, email, company, ${passwordHash}, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(accounts)}::json)
        as given(phone varchar, nickname varchar, email varchar, company varchar)
      returning id`);
    const grants = slice.flatMap((row) =>
      row.roleIds.map((roleId) => ({ phone: row.phone, role_id: roleId })),
    );
    await tx.execute(sql`
      insert into ${userRoles} (user_id, role_id)
      select ${users.id}, given.role_id
      from json_to_recordset(${JSON.stringify(grants)}::json) as given(phone varchar, role_id integer)
      join ${users} on ${users.phone} = given.phone
      on conflict do nothing`);
    return (created as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  });
}

/** The roles a row names (separated by commas), or [] with `onUnknown` called. */
function rolesOf(
  line: SheetRow,
  roleByName: Map<string, GrantingRole>,
  onUnknown: () => void,
): GrantingRole[] {
  if (!line.roles) return [];
  const names = line.roles
    .split(/[,，;；]/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const named = names.map((name) => roleByName.get(name));
  if (named.some((role) => role === undefined)) {
    onUnknown();
    return [];
  }
  return [...new Set(named as GrantingRole[])];
}
