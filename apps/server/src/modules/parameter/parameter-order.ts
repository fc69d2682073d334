import { asc, ilike, or } from "drizzle-orm";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { parameters } from "./schema.ts";

/** The order of the parameter page: by sort, then by id. */
export const parameterOrder = [asc(parameters.sort), asc(parameters.id)] as const;

/** Parameters whose key or description holds the keyword (all without one). */
export function parameterKeywordCondition(keyword: string | undefined) {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(parameters.key, pattern), ilike(parameters.description, pattern));
}
