import type { AuditListQuery } from "@portal/shared";
import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { auditRecords } from "../schema.ts";

/** The audit page: changes newest first, by action and a keyword (actor, action, target). */
export function listChanges({ db, keyword, action, ...page }: AuditListQuery & { db: Database }) {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const condition = and(
    action ? eq(auditRecords.action, action) : undefined,
    pattern
      ? or(
          ilike(auditRecords.actorName, pattern),
          ilike(auditRecords.action, pattern),
          ilike(auditRecords.targetType, pattern),
        )
      : undefined,
  );
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(auditRecords)
        .where(condition)
        .orderBy(desc(auditRecords.at), desc(auditRecords.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(auditRecords).where(condition),
  });
}
