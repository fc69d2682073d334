import { compareVersions } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { documentNotFound } from "../document-rows.ts";
import { documents } from "../schema.ts";
import { highestVersion } from "../version-rules.ts";

/** `validateProductfileVersion`: valid only when newer than every version of the document. */
export async function validateVersion({
  db,
  id,
  version,
}: {
  db: Database;
  id: number;
  version: string;
}): Promise<{ valid: boolean; latest: string }> {
  const [document] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.id, id));
  if (!document) throw documentNotFound();
  const latest = await highestVersion(db, id);
  return { valid: compareVersions(version, latest) > 0, latest };
}
