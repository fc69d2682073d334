import type { SampleFilters } from "@portal/shared";
import { and, eq, ilike, or, type SQL } from "drizzle-orm";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { products } from "../product/schema.ts";
import { sampleApplications } from "./schema.ts";

/** The condition of the staff list's filters, over the select of `selectSampleRows`. */
export function sampleFilterCondition({
  state,
  productId,
  keyword,
}: SampleFilters): SQL | undefined {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return and(
    state ? eq(sampleApplications.state, state) : undefined,
    productId ? eq(sampleApplications.productId, productId) : undefined,
    pattern
      ? or(
          ilike(products.model, pattern),
          ilike(sampleApplications.contactName, pattern),
          ilike(sampleApplications.phone, pattern),
          ilike(sampleApplications.trackingNumber, pattern),
        )
      : undefined,
  );
}
