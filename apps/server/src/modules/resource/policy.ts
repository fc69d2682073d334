import { permissions } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { userRoles } from "../user/schema.ts";
import { subtreeOf } from "./catalog-tree.ts";
import {
  resourceCatalogRoleGrants,
  resourceCatalogs,
  resourceCatalogUserGrants,
} from "./schema.ts";

/** Who is asking, as far as resources care: a signed-in user, and whether they manage resources. */
export type ResourceViewer = { userId: number; manages: boolean };

export function resourceViewerOf(auth: {
  userId: number;
  permissions: ReadonlySet<string>;
}): ResourceViewer {
  return { userId: auth.userId, manages: auth.permissions.has(permissions.resourceManage) };
}

/** Every folder: what a resource manager may read. */
export const everyCatalog = "every" as const;

/**
 * The folders the viewer may read: those granted to one of their roles or to them, and every
 * folder below those (a grant is inherited downwards, never upwards). Managers read all.
 */
export async function readableCatalogIds(
  db: Database,
  viewer: ResourceViewer,
): Promise<typeof everyCatalog | Set<number>> {
  if (viewer.manages) return everyCatalog;
  const [byUser, byRole, folders] = await Promise.all([
    db
      .select({ catalogId: resourceCatalogUserGrants.catalogId })
      .from(resourceCatalogUserGrants)
      .where(eq(resourceCatalogUserGrants.userId, viewer.userId)),
    db
      .select({ catalogId: resourceCatalogRoleGrants.catalogId })
      .from(resourceCatalogRoleGrants)
      .innerJoin(userRoles, eq(userRoles.roleId, resourceCatalogRoleGrants.roleId))
      .where(eq(userRoles.userId, viewer.userId)),
    db
      .select({ id: resourceCatalogs.id, parentId: resourceCatalogs.parentId })
      .from(resourceCatalogs),
  ]);
  const readable = new Set([...byUser, ...byRole].map((grant) => grant.catalogId));
  if (readable.size === 0) return readable;
  // The tree is small (folders, not files): walk it here rather than in a recursive query.
  return new Set([...readable].flatMap((id) => [...subtreeOf(folders, id)]));
}

export function mayRead(readable: typeof everyCatalog | Set<number>, catalogId: number) {
  return readable === everyCatalog || readable.has(catalogId);
}

export function resourceForbidden() {
  return new AppError("forbidden", "resource.forbidden");
}
