import { managementPages } from "@portal/shared";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { countChangesSince } from "../../audit/use-cases/count-changes-since.ts";
import { documentFeedback } from "../../document/schema.ts";
import { countAuditQueue } from "../../moderation/use-cases/count-audit-queue.ts";

const dayMs = 24 * 60 * 60 * 1000;

async function pendingFeedback(db: Database) {
  const [row] = await db
    .select({ total: count() })
    .from(documentFeedback)
    .where(eq(documentFeedback.status, "pending"));
  return row?.total ?? 0;
}

/** Which badge counts belong to which page, read only for pages the staff member sees. */
const badgeCounters: Partial<Record<string, (db: Database, now: Date) => Promise<number>>> = {
  documentationCenter: pendingFeedback,
  audit: (db, now) => countChangesSince({ db, since: new Date(now.getTime() - dayMs) }),
  forumAudit: (db) => countAuditQueue({ db }),
};

/**
 * `menu/list-menu`: the management pages the permissions open, in the menu's order, each with
 * its badge: feedback waiting for an answer on the documents page, changes of the last 24 hours
 * on the audit page, posts and replies waiting for review on the forum's moderation queue.
 */
export async function listMenu({
  db,
  now,
  granted,
}: {
  db: Database;
  now: Date;
  granted: ReadonlySet<string>;
}) {
  const shown = managementPages.filter((page) => granted.has(page.permission));
  return Promise.all(
    shown.map(async (page) => ({
      path: page.path,
      group: page.group,
      badge: (await badgeCounters[page.path]?.(db, now)) ?? 0,
    })),
  );
}
