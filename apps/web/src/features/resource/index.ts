/*
 * What the resource domain shares: the management page of catalogs and resources (in the
 * administration feature) uses its queries and mutations.
 */
export {
  type CatalogFormInput,
  type ResourceFormInput,
  useCatalogTree,
  useManagedResources,
  useRemoveCatalog,
  useRemoveResource,
  useResourceDownload,
  useResourceUploadLimits,
  useSaveCatalog,
  useSaveCatalogGrants,
  useSaveResource,
} from "./api.ts";
export { buildCatalogTree, type CatalogTreeNode, catalogTreeOptions } from "./catalog-tree.ts";
