/*
 * The catalogue's reads shared by the features above it: the product pages, the document
 * centre and the home page read the product tree and pick products through it, so none of
 * them needs another.
 */
export { catalogueKeys, catalogueQueries, useProductChoices, useProductTree } from "./api.ts";
