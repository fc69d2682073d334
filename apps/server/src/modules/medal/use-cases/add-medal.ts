import { defaultLanguage, type MedalInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { medalValues } from "../medal-values.ts";
import { medalConditions, medals } from "../schema.ts";

/** `addMedal`: a medal with its conditions, recorded in the audit log; answers its id. */
export function addMedal({ db, now, actor, input }: StaffWrite & { input: MedalInput }) {
  const { language = defaultLanguage, ...words } = input;
  const { medal, conditions } = medalValues(words);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(medals)
      // The table's default version is 0, which no edit form may send back (versions start at 1).
      .values({ ...medal, language, version: 1, createdAt: now, updatedAt: now })
      .returning({ id: medals.id });
    if (!row) throw new Error("the medal was not inserted");
    await tx
      .insert(medalConditions)
      .values(conditions.map((condition) => ({ ...condition, medalId: row.id })));
    await recordChange({
      db: tx,
      actor,
      action: "medal.add",
      targetType: "medal",
      targetId: row.id,
      after: { ...medal, language, conditions },
      at: now,
    });
    return row.id;
  });
}
