import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { products } from "../product/schema.ts";
import { users } from "../user/schema.ts";
import { sampleApplications } from "./schema.ts";

/** The columns every answer about an application reads: its own, its product's and its owner's. */
const sampleColumns = {
  application: sampleApplications,
  product: {
    model: products.model,
    nameZh: products.nameZh,
    nameEn: products.nameEn,
    nameTw: products.nameTw,
  },
  applicant: { nickname: users.nickname, phone: users.phone },
};

/** An application with its product's model and names and its owner's nickname and phone. */
export type SampleRow = {
  application: typeof sampleApplications.$inferSelect;
  product: { model: string; nameZh: string; nameEn: string; nameTw: string | null };
  applicant: { nickname: string | null; phone: string };
};

/** The select every list starts from; callers add their filter, order and window. */
export function selectSampleRows(db: Database) {
  return db
    .select(sampleColumns)
    .from(sampleApplications)
    .innerJoin(products, eq(products.id, sampleApplications.productId))
    .innerJoin(users, eq(users.id, sampleApplications.userId));
}
