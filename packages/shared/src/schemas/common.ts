import { z } from "zod";
import { pagination } from "../constants.ts";

/** `page` (1-based) and `pageSize` of every list. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(pagination.maxPageSize)
    .default(pagination.defaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}
export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
