import {
  type ImportRowProblem,
  type Language,
  mainlandMobile,
  singleLine,
  type ValidationMessageKey,
  whitelistCompany,
  whitelistLimits,
} from "@portal/shared";
import { and, inArray, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type MessageKey as ServerMessageKey, translate } from "../../../platform/i18n/registry.ts";

type MessageKey = ServerMessageKey | ValidationMessageKey;

import { recordChange } from "../../audit/use-cases/record-change.ts";
import { users } from "../../user/schema.ts";
import { getAuditActor } from "../../user/use-cases/get-audit-actor.ts";
import { companyMatchKey } from "../entry-rules.ts";
import { whitelistEntries } from "../schema.ts";
import { readWhitelistSheet, type WhitelistSheetRow } from "../whitelist-import-sheet.ts";

/** Rows one insert statement sends. */
const insertBatch = 500;

/** China Standard Time, which the portal's staff count days in. */
const dayOffset = "+08:00";

type Entry = {
  row: number;
  phone: string | null;
  company: string | null;
  validUntil: Date | null;
  note: string | null;
};

/**
 * A date typed in the sheet: the entry lasts through that day (China time), so it ends at the
 * next midnight. A date cell arrives as its ISO text; its date part is what was typed.
 */
function endOfDay(text: string): Date | undefined {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(T00:00:00(\.000)?Z)?$/.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const iso = `${year}-${month?.padStart(2, "0")}-${day?.padStart(2, "0")}`;
  const start = new Date(`${iso}T00:00:00${dayOffset}`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) > iso) return undefined;
  return new Date(start.getTime() + 86_400_000);
}

/**
 * `whitelist/batch-import`: the entries of an .xlsx made from the template, all in one
 * transaction or none. Every bad row is named with why (neither or both of phone and company, an
 * unknown phone, a date that is wrong or past, an entry the whitelist or the sheet already has):
 * 400 and nothing stored. Answers how many entries were created.
 */
export async function importWhitelist({
  db,
  now,
  actorId,
  language,
  bytes,
}: {
  db: Database;
  now: Date;
  actorId: number;
  language: Language;
  bytes: Buffer;
}): Promise<number> {
  const sheet = await readWhitelistSheet(bytes);
  const problems: ImportRowProblem[] = [];
  const refuse = (row: number, field: string, key: MessageKey) =>
    problems.push({ row, field, message: translate(language, key) });

  const entries: Entry[] = [];
  for (const line of sheet) {
    const entry = checkLine(line, now, (field, key) => refuse(line.row, field, key));
    if (entry) entries.push(entry);
  }

  const phones = [...new Set(entries.flatMap((entry) => (entry.phone ? [entry.phone] : [])))];
  const userIdByPhone = await findUserIds(db, phones);
  const listedUsers = await listedUserIds(db, [...userIdByPhone.values()]);
  const listedCompanies = await listedCompanyKeys(db);
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = entry.phone
      ? `phone:${entry.phone}`
      : `company:${companyMatchKey(entry.company ?? "")}`;
    const field = entry.phone ? "phone" : "company";
    if (seen.has(key)) refuse(entry.row, field, "whitelist.import.duplicateInFile");
    seen.add(key);
    if (entry.phone) {
      const userId = userIdByPhone.get(entry.phone);
      if (userId === undefined) refuse(entry.row, field, "whitelist.userNotFound");
      else if (listedUsers.has(userId)) refuse(entry.row, field, "whitelist.duplicate");
    } else if (listedCompanies.has(companyMatchKey(entry.company ?? ""))) {
      refuse(entry.row, field, "whitelist.duplicateCompany");
    }
  }

  if (problems.length > 0) {
    problems.sort((left, right) => left.row - right.row);
    throw new AppError("bad_request", "whitelist.import.rowsRefused", {
      params: { count: new Set(problems.map((problem) => problem.row)).size },
      data: problems,
    });
  }

  const rows = entries.map((entry) => ({
    userId: entry.phone ? (userIdByPhone.get(entry.phone) ?? null) : null,
    company: entry.company,
    companyKey: entry.company ? companyMatchKey(entry.company) : null,
    validUntil: entry.validUntil,
    note: entry.note,
    createdBy: actorId,
    createdAt: now,
  }));
  return inTransaction(db, async (tx) => {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += insertBatch) {
      const added = await tx
        .insert(whitelistEntries)
        .values(rows.slice(start, start + insertBatch))
        .onConflictDoNothing()
        .returning({ id: whitelistEntries.id });
      inserted += added.length;
    }
    // An entry saved by someone else since the check: the whole import is refused.
    if (inserted !== rows.length) throw new AppError("conflict", "whitelist.duplicate");
    await recordChange({
      db: tx,
      actor: await getAuditActor({ db: tx, userId: actorId }),
      action: "whitelist.import",
      targetType: "whitelist",
      targetId: null,
      after: {
        count: rows.length,
        phones: entries.flatMap((entry) => (entry.phone ? [entry.phone] : [])),
        companies: entries.flatMap((entry) => (entry.company ? [entry.company] : [])),
      },
      at: now,
    });
    return rows.length;
  });
}

function checkLine(
  line: WhitelistSheetRow,
  now: Date,
  refuse: (field: string, key: MessageKey) => void,
): Entry | undefined {
  let valid = true;
  const fail = (field: string, key: MessageKey) => {
    valid = false;
    refuse(field, key);
  };
  let phone: string | null = null;
  let company: string | null = null;
  if (Boolean(line.phone) === Boolean(line.company)) {
    fail("phone", "whitelist.import.userOrCompany");
  } else if (line.phone) {
    const parsed = mainlandMobile.safeParse(line.phone);
    if (parsed.success) phone = parsed.data;
    else fail("phone", "validation.phone.invalid");
  } else {
    const parsed = whitelistCompany.safeParse(line.company);
    if (parsed.success) company = parsed.data;
    else fail("company", "whitelist.import.tooLong");
  }
  let validUntil: Date | null = null;
  if (line.validUntil) {
    const end = endOfDay(line.validUntil);
    if (!end) fail("validUntil", "whitelist.import.badDate");
    else if (end.getTime() <= now.getTime()) fail("validUntil", "whitelist.import.pastDate");
    else validUntil = end;
  }
  const note = singleLine().max(whitelistLimits.noteMaxLength).safeParse(line.note);
  if (!note.success) fail("note", "whitelist.import.tooLong");
  if (!valid) return undefined;
  return { row: line.row, phone, company, validUntil, note: note.data || null };
}

async function findUserIds(db: Database, phones: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let start = 0; start < phones.length; start += insertBatch) {
    const rows = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(
        and(
          inArray(users.phone, phones.slice(start, start + insertBatch)),
          ne(users.status, "deleted"),
        ),
      );
    for (const row of rows) found.set(row.phone, row.id);
  }
  return found;
}

async function listedUserIds(db: Database, userIds: number[]): Promise<Set<number>> {
  const listed = new Set<number>();
  for (let start = 0; start < userIds.length; start += insertBatch) {
    const rows = await db
      .select({ userId: whitelistEntries.userId })
      .from(whitelistEntries)
      .where(inArray(whitelistEntries.userId, userIds.slice(start, start + insertBatch)));
    for (const row of rows) if (row.userId !== null) listed.add(row.userId);
  }
  return listed;
}

async function listedCompanyKeys(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ key: whitelistEntries.companyKey })
    .from(whitelistEntries)
    .where(isNotNull(whitelistEntries.companyKey));
  return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
}
