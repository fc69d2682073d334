/*
 * What the resource domain shares: the management page of catalogs and resources (in the
 * administration feature) uses its queries and mutations.
 */
export {
  useCatalogTree,
  useManagedResources,
  useRemoveCatalog,
  useRemoveResource,
  useResourceUploadLimits,
  useSaveCatalog,
  useSaveCatalogGrants,
  useSaveResource,
} from "./api.ts";
export { catalogTreeEntries, catalogTreeOptions } from "./catalog-tree.ts";
