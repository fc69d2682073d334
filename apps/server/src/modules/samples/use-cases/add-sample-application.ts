import { openSampleStates, type SampleApplicationInput, type SampleState } from "@portal/shared";
import { geoDictionary } from "@portal/shared/dict/geo";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { products } from "../../product/schema.ts";
import { sampleApplications } from "../schema.ts";

/** The province of the code given, and that its city is one of the province's. */
function checkShippingPlace(provinceCode: string, cityName: string): void {
  const province = geoDictionary.find((candidate) => candidate.code === provinceCode);
  if (!province) {
    throw new AppError("bad_request", "samples.provinceUnknown", {
      fields: [{ field: "provinceCode", messageKey: "samples.provinceUnknown" }],
    });
  }
  if (!province.cities.some((city) => city.cityName === cityName)) {
    throw new AppError("bad_request", "samples.cityNotInProvince", {
      fields: [{ field: "cityName", messageKey: "samples.cityNotInProvince" }],
    });
  }
}

/** The refusal naming the member's open application of the product, when there is one. */
async function refuseWhileOpen(db: Database, userId: number, productId: number): Promise<void> {
  const [open] = await db
    .select({ id: sampleApplications.id })
    .from(sampleApplications)
    .where(
      and(
        eq(sampleApplications.userId, userId),
        eq(sampleApplications.productId, productId),
        inArray(sampleApplications.state, [...openSampleStates]),
      ),
    )
    .limit(1);
  if (open) {
    throw new AppError("conflict", "samples.openApplication", { params: { id: open.id } });
  }
}

/**
 * `/application/addApplication`: a member asks for samples of a published product, shipped to a
 * place of the geo dictionary. One open (pending or approved) application per member and product:
 * the partial unique index decides between two racing adds, and the loser is told which
 * application is open, like a member who asks twice.
 */
export async function addSampleApplication({
  db,
  userId,
  input,
  now,
}: {
  db: Database;
  userId: number;
  input: SampleApplicationInput;
  now: Date;
}): Promise<{ id: number; state: SampleState }> {
  checkShippingPlace(input.provinceCode, input.cityName);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.status, "published")));
  if (!product) {
    throw new AppError("not_found", "samples.productNotFound", {
      fields: [{ field: "productId", messageKey: "samples.productNotFound" }],
    });
  }
  await refuseWhileOpen(db, userId, input.productId);
  const [added] = await db
    .insert(sampleApplications)
    .values({ ...input, userId, state: "pending", createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: sampleApplications.id });
  if (added) return { id: added.id, state: "pending" };
  await refuseWhileOpen(db, userId, input.productId);
  // The racing application was settled between the insert and the look-up: ask again.
  throw new AppError("conflict", "error.conflict");
}
