/**
 * The first part of the query keys whose answers come from the catalogue: products, and the
 * documents filed under them. A product write marks everything under it stale (a product's
 * model or publication changes what its documents show); a document write only the documents.
 * Both features build their keys on it, so neither needs the other to say what is stale.
 */
export const catalogueKey = ["catalogue"] as const;

/**
 * The first part of every key of partner resources. A folder's grants show role and account
 * names, so a role or account change marks them stale through this key: the users feature,
 * which the resource feature reads (its grant dialog picks roles and accounts), cannot import
 * the resource feature back.
 */
export const resourceKey = ["resource"] as const;

/**
 * The first part of every forum key, public and staff: a moderator's decision (approve, hide,
 * move, top) changes what the public board lists and post pages show, so the management pages
 * mark everything under it stale, and the public forum pages build their keys on it too.
 */
export const forumKey = ["forum"] as const;
