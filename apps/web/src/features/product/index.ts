/*
 * What the product domain shares with other features: the document centre's tree and its
 * product picker read the products through the product domain's own queries.
 */
export { useProductChoices, useProductTree } from "./api.ts";
