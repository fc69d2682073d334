import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { roles, users } from "../../user/schema.ts";
import {
  type CatalogRow,
  resourceCatalogRoleGrants,
  resourceCatalogs,
  resourceCatalogUserGrants,
  resources,
} from "../schema.ts";

export type CatalogRecord = CatalogRow & {
  resourceCount: number;
  roles: { id: number; name: string }[];
  users: { id: number; phone: string; nickname: string | null }[];
};

/** `catalog/tree`: every folder (the web nests them by parentId) with its grants and file count. */
export async function listCatalogs({ db }: { db: Database }): Promise<CatalogRecord[]> {
  const folders = await db
    .select()
    .from(resourceCatalogs)
    .orderBy(asc(resourceCatalogs.sort), asc(resourceCatalogs.id));
  const roleGrants = await db
    .select({ catalogId: resourceCatalogRoleGrants.catalogId, id: roles.id, name: roles.name })
    .from(resourceCatalogRoleGrants)
    .innerJoin(roles, eq(roles.id, resourceCatalogRoleGrants.roleId))
    .orderBy(asc(roles.id));
  const userGrants = await db
    .select({
      catalogId: resourceCatalogUserGrants.catalogId,
      id: users.id,
      phone: users.phone,
      nickname: users.nickname,
    })
    .from(resourceCatalogUserGrants)
    .innerJoin(users, eq(users.id, resourceCatalogUserGrants.userId))
    .orderBy(asc(users.id));
  const counts = await db
    .select({ catalogId: resources.catalogId, total: count() })
    .from(resources)
    .groupBy(resources.catalogId);
  const countOf = new Map(counts.map((row) => [row.catalogId, row.total]));
  return folders.map((folder) => ({
    ...folder,
    resourceCount: countOf.get(folder.id) ?? 0,
    roles: roleGrants
      .filter((grant) => grant.catalogId === folder.id)
      .map(({ id, name }) => ({ id, name })),
    users: userGrants
      .filter((grant) => grant.catalogId === folder.id)
      .map(({ id, phone, nickname }) => ({ id, phone, nickname })),
  }));
}
