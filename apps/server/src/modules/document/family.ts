import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { documents } from "./schema.ts";

/** Parent chains are short; this bounds a walk over data that should never loop anyway. */
const maxFamilyDepth = 32;

/** The parent of a document, its parent and so on, nearest first. */
export async function ancestorIds(db: Database, id: number): Promise<number[]> {
  const ancestors: number[] = [];
  let current: number | null = id;
  while (current !== null && ancestors.length < maxFamilyDepth) {
    const [row]: { parentId: number | null }[] = await db
      .select({ parentId: documents.parentId })
      .from(documents)
      .where(eq(documents.id, current));
    current = row?.parentId ?? null;
    if (current === null || current === id || ancestors.includes(current)) break;
    ancestors.push(current);
  }
  return ancestors;
}

/** Whether `candidateId` is `id` itself or below it in the parent/child tree. */
export async function isSelfOrDescendant(db: Database, id: number, candidateId: number) {
  let frontier = [id];
  const seen = new Set(frontier);
  for (let depth = 0; frontier.length > 0 && depth < maxFamilyDepth; depth += 1) {
    if (frontier.includes(candidateId)) return true;
    const children = await db
      .select({ id: documents.id })
      .from(documents)
      .where(inArray(documents.parentId, frontier));
    frontier = children.map((child) => child.id).filter((childId) => !seen.has(childId));
    for (const childId of frontier) seen.add(childId);
  }
  return false;
}
