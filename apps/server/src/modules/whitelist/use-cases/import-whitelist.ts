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
import { inSlices } from "../../../platform/concurrency/slices.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { type MessageKey as ServerMessageKey, translate } from "../../../platform/i18n/registry.ts";

type MessageKey = ServerMessageKey | ValidationMessageKey;

import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { users } from "../../user/schema.ts";
import { companyMatchKey } from "../entry-rules.ts";
import { whitelistEntries, whitelistMembers } from "../schema.ts";
import { readWhitelistSheet, type WhitelistSheetRow } from "../whitelist-import-sheet.ts";

/** Rows one insert statement sends. */
const insertBatch = 500;

/** China Standard Time, which the portal's staff count days in. */
const dayOffset = "+08:00";

/**
 * A checked row: a user entry (`phone`), a company entry (`company`), or a member linked to a
 * company (`company` and `memberPhone`) that the whitelist or another row of the sheet holds.
 */
type Entry = {
  row: number;
  phone: string | null;
  company: string | null;
  validUntil: Date | null;
  note: string | null;
  memberPhone: string | null;
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
 * `whitelist/batch-import`: the entries and company members of an .xlsx made from the template,
 * all in one transaction or none. A company entry starts with the members its member rows link,
 * and none without. Every bad row is named with why (neither or both of phone and company, an
 * unknown phone, a date that is wrong or past, an entry or member the whitelist or the sheet
 * already has, a member of a company neither has): 400 and nothing stored. Answers how many
 * rows were stored.
 */
export async function importWhitelist({
  db,
  now,
  actor,
  language,
  bytes,
}: StaffWrite & {
  language: Language;
  bytes: Buffer;
}): Promise<number> {
  const sheet = await readWhitelistSheet(bytes);
  const problems: ImportRowProblem[] = [];
  const refuse = (row: number, field: string, key: MessageKey) =>
    problems.push({ row, field, message: translate(language, key) });

  const entries: Entry[] = [];
  for await (const slice of inSlices(sheet, insertBatch)) {
    for (const line of slice) {
      const entry = checkLine(line, now, (field, key) => refuse(line.row, field, key));
      if (entry) entries.push(entry);
    }
  }

  const phones = new Set(
    entries.flatMap((entry) => [entry.phone, entry.memberPhone].filter((phone) => phone !== null)),
  );
  const userIdByPhone = await findUserIds(db, [...phones]);
  const userIdOf = (phone: string | null) => (phone ? userIdByPhone.get(phone) : undefined);
  const listedUsers = await listedUserIds(
    db,
    entries.flatMap((entry) => userIdOf(entry.phone) ?? []),
  );
  const listedCompanies = await listedCompanyIds(db);
  const linkedMembers = await linkedMemberKeys(
    db,
    entries.flatMap((entry) => userIdOf(entry.memberPhone) ?? []),
  );
  const companiesAdded = new Set(
    entries.flatMap((entry) =>
      entry.company && !entry.memberPhone ? [companyMatchKey(entry.company)] : [],
    ),
  );
  const seen = new Set<string>();
  for (const entry of entries) {
    const companyKey = companyMatchKey(entry.company ?? "");
    const [key, field] = entry.memberPhone
      ? [`member:${companyKey}:${entry.memberPhone}`, "memberPhone"]
      : entry.phone
        ? [`phone:${entry.phone}`, "phone"]
        : [`company:${companyKey}`, "company"];
    if (seen.has(key)) refuse(entry.row, field, "whitelist.import.duplicateInFile");
    seen.add(key);
    if (entry.memberPhone) {
      const userId = userIdOf(entry.memberPhone);
      const entryId = listedCompanies.get(companyKey);
      if (userId === undefined) refuse(entry.row, field, "whitelist.userNotFound");
      if (entryId === undefined && !companiesAdded.has(companyKey)) {
        refuse(entry.row, "company", "whitelist.import.companyNotListed");
      } else if (
        entryId !== undefined &&
        userId !== undefined &&
        linkedMembers.has(memberKey(entryId, userId))
      ) {
        refuse(entry.row, field, "whitelist.import.alreadyMember");
      }
    } else if (entry.phone) {
      const userId = userIdOf(entry.phone);
      if (userId === undefined) refuse(entry.row, field, "whitelist.userNotFound");
      else if (listedUsers.has(userId)) refuse(entry.row, field, "whitelist.duplicate");
    } else if (listedCompanies.has(companyKey)) {
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

  const memberRows = entries.filter((entry) => entry.memberPhone !== null);
  const entryRows = entries
    .filter((entry) => entry.memberPhone === null)
    .map((entry) => ({
      userId: userIdOf(entry.phone) ?? null,
      company: entry.company,
      companyKey: entry.company ? companyMatchKey(entry.company) : null,
      validUntil: entry.validUntil,
      note: entry.note,
      createdBy: actor.userId,
      createdAt: now,
    }));
  return inTransaction(db, async (tx) => {
    const entryIdByCompany = new Map(listedCompanies);
    let inserted = 0;
    for (let start = 0; start < entryRows.length; start += insertBatch) {
      const added = await tx
        .insert(whitelistEntries)
        .values(entryRows.slice(start, start + insertBatch))
        .onConflictDoNothing()
        .returning({ id: whitelistEntries.id, companyKey: whitelistEntries.companyKey });
      inserted += added.length;
      for (const entry of added) {
        if (entry.companyKey) entryIdByCompany.set(entry.companyKey, entry.id);
      }
    }
    // An entry saved by someone else since the check: the whole import is refused.
    if (inserted !== entryRows.length) throw new AppError("conflict", "whitelist.duplicate");
    // Every member row was checked to name a known user and a company listed or added.
    const links = memberRows.flatMap((entry) => {
      const entryId = entryIdByCompany.get(companyMatchKey(entry.company ?? ""));
      const userId = userIdOf(entry.memberPhone);
      if (entryId === undefined || userId === undefined) return [];
      return [{ entryId, userId, addedBy: actor.userId, addedAt: now }];
    });
    for (let start = 0; start < links.length; start += insertBatch) {
      // A member linked by someone else since the check is where the sheet wants them.
      await tx
        .insert(whitelistMembers)
        .values(links.slice(start, start + insertBatch))
        .onConflictDoNothing();
    }
    await recordChange({
      db: tx,
      actor,
      action: "whitelist.import",
      targetType: "whitelist",
      targetId: null,
      after: {
        count: entries.length,
        phones: entries.flatMap((entry) => (entry.phone ? [entry.phone] : [])),
        companies: entryRows.flatMap((entry) => (entry.company ? [entry.company] : [])),
        members: memberRows.map((entry) => ({ company: entry.company, phone: entry.memberPhone })),
      },
      at: now,
    });
    return entries.length;
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
  if (line.memberPhone && !line.company) {
    fail("memberPhone", "whitelist.import.memberNeedsCompany");
  } else if (Boolean(line.phone) === Boolean(line.company)) {
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
  if (line.memberPhone) {
    const parsed = mainlandMobile.safeParse(line.memberPhone);
    if (company !== null && !parsed.success) fail("memberPhone", "validation.phone.invalid");
    if (company !== null && (line.validUntil || line.note)) {
      fail(line.validUntil ? "validUntil" : "note", "whitelist.import.memberRowTerms");
    }
    if (!valid || !parsed.success) return undefined;
    return {
      row: line.row,
      phone: null,
      company,
      validUntil: null,
      note: null,
      memberPhone: parsed.data,
    };
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
  return { row: line.row, phone, company, validUntil, note: note.data || null, memberPhone: null };
}

async function findUserIds(db: Database, phones: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for await (const slice of inSlices(phones, insertBatch)) {
    const rows = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(inArray(users.phone, slice), ne(users.status, "deleted")));
    for (const row of rows) found.set(row.phone, row.id);
  }
  return found;
}

async function listedUserIds(db: Database, userIds: number[]): Promise<Set<number>> {
  const listed = new Set<number>();
  for await (const slice of inSlices(userIds, insertBatch)) {
    const rows = await db
      .select({ userId: whitelistEntries.userId })
      .from(whitelistEntries)
      .where(inArray(whitelistEntries.userId, slice));
    for (const row of rows) if (row.userId !== null) listed.add(row.userId);
  }
  return listed;
}

/** The whitelist's company entries, by their folded name. */
async function listedCompanyIds(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: whitelistEntries.id, key: whitelistEntries.companyKey })
    .from(whitelistEntries)
    .where(isNotNull(whitelistEntries.companyKey));
  return new Map(rows.flatMap((row) => (row.key ? [[row.key, row.id]] : [])));
}

function memberKey(entryId: number, userId: number) {
  return `${entryId}:${userId}`;
}

/** Which of these users are linked to which company entries, as `memberKey`s. */
async function linkedMemberKeys(db: Database, userIds: number[]): Promise<Set<string>> {
  const linked = new Set<string>();
  const unique = [...new Set(userIds)];
  for await (const slice of inSlices(unique, insertBatch)) {
    const rows = await db
      .select({ entryId: whitelistMembers.entryId, userId: whitelistMembers.userId })
      .from(whitelistMembers)
      .where(inArray(whitelistMembers.userId, slice));
    for (const row of rows) linked.add(memberKey(row.entryId, row.userId));
  }
  return linked;
}
