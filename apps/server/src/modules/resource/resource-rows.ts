import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { type ResourceRow, resourceCatalogs, resources } from "./schema.ts";

export type ResourceRecord = ResourceRow & { catalogName: string };

export function resourceNotFound() {
  return new AppError("not_found", "resource.notFound");
}

/** Resources with their folder's name, for the lists and the detail. */
export function selectResourceRecords(db: Database, condition: SQL | undefined) {
  return db
    .select({ resource: resources, catalogName: resourceCatalogs.name })
    .from(resources)
    .innerJoin(resourceCatalogs, eq(resourceCatalogs.id, resources.catalogId))
    .where(and(condition));
}

export const recordOf = (row: { resource: ResourceRow; catalogName: string }): ResourceRecord => ({
  ...row.resource,
  catalogName: row.catalogName,
});

/** What the audit record keeps of a resource. */
export function auditedResource(resource: ResourceRow) {
  return {
    catalogId: resource.catalogId,
    title: resource.title,
    description: resource.description,
    fileName: resource.fileName,
    size: resource.size,
  };
}
