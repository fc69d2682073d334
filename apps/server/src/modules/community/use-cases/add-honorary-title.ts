import type { HonoraryTitleInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import { honoraryTitles } from "../schema.ts";

/** `honoraryTitle/save`: a title staff may then give members; answers its id. */
export function addHonoraryTitle({
  db,
  now,
  actor,
  input,
}: StaffWrite & { input: HonoraryTitleInput }): Promise<number> {
  return inTransaction(db, async (tx) => {
    // The table's default version is 0, which no versioned form may send back (versions start at 1).
    const [row] = await tx
      .insert(honoraryTitles)
      .values({ ...input, version: 1, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("the honorary title was not inserted");
    await recordChange({
      db: tx,
      actor,
      action: "honoraryTitle.add",
      targetType: "honoraryTitle",
      targetId: row.id,
      after: { name: row.name, language: row.language, sort: row.sort },
      at: now,
    });
    return row.id;
  });
}
