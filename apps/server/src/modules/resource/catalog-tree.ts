import { resourceLimits } from "@portal/shared";
import { eq, isNull } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { type CatalogRow, resourceCatalogs } from "./schema.ts";

type Folder = { id: number; parentId: number | null };

/** A folder and every folder below it. */
export function subtreeOf(folders: readonly Folder[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const folder of folders) {
    if (folder.parentId === null) continue;
    const siblings = children.get(folder.parentId) ?? [];
    siblings.push(folder.id);
    children.set(folder.parentId, siblings);
  }
  const found = new Set<number>([rootId]);
  const waiting = [rootId];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    for (const child of children.get(id) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        waiting.push(child);
      }
    }
  }
  return found;
}

/** How many levels a folder's subtree spans (1: no subfolders). */
function heightOf(folders: readonly Folder[], rootId: number): number {
  const below = folders.filter((folder) => folder.parentId === rootId);
  return 1 + Math.max(0, ...below.map((folder) => heightOf(folders, folder.id)));
}

/** The level a folder sits at: 1 at the top. */
function depthOf(folders: readonly Folder[], id: number): number {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  let depth = 0;
  for (let current = byId.get(id); current; current = byId.get(current.parentId ?? 0)) {
    depth += 1;
    if (depth > folders.length) break;
  }
  return depth;
}

export function catalogNotFound() {
  return new AppError("not_found", "resource.catalogNotFound");
}

/** Holds a folder a file is put in, so it cannot be deleted meanwhile; 404 when it is gone. */
export async function assertCatalogExists(tx: Database, id: number) {
  const [catalog] = await tx
    .select({ id: resourceCatalogs.id })
    .from(resourceCatalogs)
    .where(eq(resourceCatalogs.id, id))
    .for("share");
  if (!catalog) throw catalogNotFound();
}

/**
 * Checks that `folderId` (null: a new folder) may sit under `parentId`: the parent exists, is
 * not the folder or below it, and the tree stays within the depth limit.
 */
export async function assertPlacement(
  tx: Database,
  { folderId, parentId }: { folderId: number | null; parentId: number | null },
) {
  if (parentId === null) return;
  const folders = await tx
    .select({ id: resourceCatalogs.id, parentId: resourceCatalogs.parentId })
    .from(resourceCatalogs);
  const parentField = (messageKey: "resource.parentNotFound" | "resource.parentInsideItself") => ({
    fields: [{ field: "parentId", messageKey }],
  });
  if (!folders.some((folder) => folder.id === parentId)) {
    throw new AppError(
      "not_found",
      "resource.parentNotFound",
      parentField("resource.parentNotFound"),
    );
  }
  if (folderId !== null && subtreeOf(folders, folderId).has(parentId)) {
    throw new AppError(
      "bad_request",
      "resource.parentInsideItself",
      parentField("resource.parentInsideItself"),
    );
  }
  const height = folderId === null ? 1 : heightOf(folders, folderId);
  if (depthOf(folders, parentId) + height > resourceLimits.maxDepth) {
    throw new AppError("bad_request", "resource.tooDeep", {
      params: { depth: resourceLimits.maxDepth },
      fields: [{ field: "parentId", messageKey: "resource.tooDeep" }],
    });
  }
}

/** Refuses a second folder of the same name under one parent (case-insensitive). */
export async function assertNameFree(
  tx: Database,
  { folderId, parentId, name }: { folderId: number | null; parentId: number | null; name: string },
) {
  const siblings = await tx
    .select({ id: resourceCatalogs.id, name: resourceCatalogs.name })
    .from(resourceCatalogs)
    .where(
      parentId === null
        ? isNull(resourceCatalogs.parentId)
        : eq(resourceCatalogs.parentId, parentId),
    );
  const taken = siblings.some(
    (sibling) => sibling.id !== folderId && sibling.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) {
    throw new AppError("conflict", "resource.catalogNameTaken", {
      fields: [{ field: "name", messageKey: "resource.catalogNameTaken" }],
    });
  }
}

/** What the audit record keeps of a folder. */
export function auditedCatalog(catalog: CatalogRow) {
  return { parentId: catalog.parentId, name: catalog.name, sort: catalog.sort };
}
