import { asc } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import type { LinkRow } from "../link-values.ts";
import { friendshipLinks } from "../schema.ts";

/** `list`: every link in footer order. */
export function listLinks({ db }: { db: Database }): Promise<LinkRow[]> {
  return db
    .select()
    .from(friendshipLinks)
    .orderBy(asc(friendshipLinks.sort), asc(friendshipLinks.id));
}
