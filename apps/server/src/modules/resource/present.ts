import type { CatalogItem, Localization, ResourceItem, TranslationState } from "@portal/shared";
import type { LocalizedResource } from "./localize-resources.ts";
import type { CatalogRecord } from "./use-cases/list-catalogs.ts";

export function presentCatalog(
  catalog: CatalogRecord & { localization: Localization; translations?: TranslationState[] },
): CatalogItem {
  return {
    id: catalog.id,
    parentId: catalog.parentId,
    name: catalog.name,
    sort: catalog.sort,
    resourceCount: catalog.resourceCount,
    roles: catalog.roles,
    users: catalog.users,
    version: catalog.version,
    localization: catalog.localization,
    ...(catalog.translations ? { translations: catalog.translations } : {}),
  };
}

export function presentResource(resource: LocalizedResource): ResourceItem {
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
    localization: resource.localization,
    ...(resource.translations ? { translations: resource.translations } : {}),
    catalogLocalization: resource.catalogLocalization,
  };
}
