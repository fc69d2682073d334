import { type MedalCondition, type MedalInput, medalIconFolder } from "@portal/shared";
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { medalConditions, type medals } from "./schema.ts";

export type MedalRow = typeof medals.$inferSelect;
export type MedalWithConditions = MedalRow & { conditions: MedalCondition[] };

export const medalNotFound = () => new AppError("not_found", "medal.notFound");

/**
 * The columns of a medal as staff wrote it: its icon one this portal stored (an address
 * elsewhere could track readers or change under the medal), each counter named once.
 */
export function medalValues({ conditions, ...input }: Omit<MedalInput, "language">) {
  const fields: { field: string; messageKey: "medal.iconNotAllowed" | "medal.counterTwice" }[] = [];
  if (!input.icon.startsWith(medalIconFolder) || input.icon.includes("..")) {
    fields.push({ field: "icon", messageKey: "medal.iconNotAllowed" });
  }
  if (new Set(conditions.map((condition) => condition.counter)).size !== conditions.length) {
    fields.push({ field: "conditions", messageKey: "medal.counterTwice" });
  }
  const [first] = fields;
  if (first) throw new AppError("bad_request", first.messageKey, { fields });
  return { medal: { ...input, description: input.description ?? null }, conditions };
}

/** The medals with their conditions, in one statement for them all. */
export async function withConditions(
  db: Database,
  rows: readonly MedalRow[],
): Promise<MedalWithConditions[]> {
  if (rows.length === 0) return [];
  const conditions = await db
    .select()
    .from(medalConditions)
    .where(
      inArray(
        medalConditions.medalId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(medalConditions.id));
  return rows.map((row) => ({
    ...row,
    conditions: conditions
      .filter((condition) => condition.medalId === row.id)
      .map(({ counter, threshold }) => ({
        counter: counter as MedalCondition["counter"],
        threshold,
      })),
  }));
}
