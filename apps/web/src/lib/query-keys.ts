/**
 * The first part of the query keys whose answers come from the catalogue: products, and the
 * documents filed under them. A product write marks everything under it stale (a product's
 * model or publication changes what its documents show); a document write only the documents.
 * Both features build their keys on it, so neither needs the other to say what is stale.
 */
export const catalogueKey = ["catalogue"] as const;
