import { Readable } from "node:stream";
import {
  resourceCatalogRoleGrants,
  resourceCatalogs,
  resourceCatalogUserGrants,
  resources,
} from "../../modules/resource/schema.ts";
import { roles, userRoles } from "../../modules/user/schema.ts";
import { monthFolder } from "../../platform/storage/receive-upload.ts";
import type { TestApp } from "../test-app.ts";

let sequence = 0;

export type CatalogOverrides = Partial<typeof resourceCatalogs.$inferInsert> & {
  /** Roles and users granted the folder. */
  roleIds?: number[];
  userIds?: number[];
};

/** A folder straight in the database: at the top level with a fresh name unless overridden. */
export async function buildCatalog(testApp: TestApp, overrides: CatalogOverrides = {}) {
  const { roleIds = [], userIds = [], ...columns } = overrides;
  sequence += 1;
  const [catalog] = await testApp.db
    .insert(resourceCatalogs)
    .values({ name: `Folder ${sequence}`, ...columns })
    .returning();
  if (!catalog) throw new Error("the test folder was not inserted");
  if (roleIds.length > 0) {
    await testApp.db
      .insert(resourceCatalogRoleGrants)
      .values(roleIds.map((roleId) => ({ catalogId: catalog.id, roleId })));
  }
  if (userIds.length > 0) {
    await testApp.db
      .insert(resourceCatalogUserGrants)
      .values(userIds.map((userId) => ({ catalogId: catalog.id, userId })));
  }
  return catalog;
}

export type ResourceOverrides = Partial<typeof resources.$inferInsert> & {
  /** The stored file: a small text file unless given. */
  file?: { name: string; bytes: Uint8Array; mimeType?: string };
};

/** A resource with its file in the private store: in a new folder unless `catalogId` is given. */
export async function buildResource(testApp: TestApp, overrides: ResourceOverrides = {}) {
  const { file, ...columns } = overrides;
  sequence += 1;
  const catalogId = columns.catalogId ?? (await buildCatalog(testApp)).id;
  const {
    name,
    bytes,
    mimeType = "text/plain; charset=utf-8",
  } = file ?? {
    name: `resource-${sequence}.txt`,
    bytes: new TextEncoder().encode(`Resource ${sequence}\n`),
  };
  // The app's own private store: the data folder, or the bucket a test gave it.
  const store = testApp.app.privateFiles;
  const stored = await store.save(
    `resources/${monthFolder(testApp.now())}`,
    name.split(".").pop() ?? "bin",
    Readable.from([Buffer.from(bytes)]),
  );
  const [resource] = await testApp.db
    .insert(resources)
    .values({
      title: `Resource ${sequence}`,
      ...columns,
      catalogId,
      fileKey: stored.key,
      fileName: name,
      size: stored.size,
      mimeType,
    })
    .returning();
  if (!resource) throw new Error("the test resource was not inserted");
  return resource;
}

/** A staff-made role granting nothing (a partner group), held by `userIds`. */
export async function buildPartnerRole(testApp: TestApp, userIds: number[] = []) {
  sequence += 1;
  const [role] = await testApp.db
    .insert(roles)
    .values({ name: `Partners ${sequence}` })
    .returning({ id: roles.id });
  if (!role) throw new Error("the test role was not inserted");
  if (userIds.length > 0) {
    await testApp.db
      .insert(userRoles)
      .values(userIds.map((userId) => ({ userId, roleId: role.id })));
  }
  return role.id;
}
