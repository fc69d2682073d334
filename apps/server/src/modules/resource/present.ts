import type { CatalogItem, ResourceItem } from "@portal/shared";
import type { ResourceRecord } from "./resource-rows.ts";
import type { CatalogRecord } from "./use-cases/list-catalogs.ts";

export function presentCatalog(catalog: CatalogRecord): CatalogItem {
  return {
    id: catalog.id,
    parentId: catalog.parentId,
    name: catalog.name,
    sort: catalog.sort,
    resourceCount: catalog.resourceCount,
    roles: catalog.roles,
    users: catalog.users,
    version: catalog.version,
  };
}

export function presentResource(resource: ResourceRecord): ResourceItem {
  return {
    id: resource.id,
    catalogId: resource.catalogId,
    catalogName: resource.catalogName,
    title: resource.title,
    description: resource.description,
    fileName: resource.fileName,
    size: resource.size,
    mimeType: resource.mimeType,
    downloadCount: resource.downloadCount,
    updatedAt: resource.updatedAt.toISOString(),
    version: resource.version,
  };
}
