import type { ParameterAddInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { auditedParameter, checkedValue, isBuiltInKey } from "../parameter-rules.ts";
import { parameters } from "../schema.ts";

/** `paramConfig/add`: a new key with its type and a value of that type; answers the id. */
export function addParameter({
  db,
  now,
  actor,
  key,
  type,
  value,
  description,
  sort,
}: ParameterAddInput & StaffWrite): Promise<number> {
  // A built-in key that was deleted from the database by hand comes back from the seed, typed.
  if (isBuiltInKey(key)) {
    throw new AppError("conflict", "parameter.reservedKey", {
      fields: [{ field: "key", messageKey: "parameter.reservedKey" }],
    });
  }
  const checked = checkedValue(type, key, value);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(parameters)
      .values({ key, type, value: checked, description, sort, updatedAt: now })
      .onConflictDoNothing({ target: parameters.key })
      .returning();
    if (!row) {
      throw new AppError("conflict", "parameter.duplicateKey", {
        fields: [{ field: "key", messageKey: "parameter.duplicateKey" }],
      });
    }
    await recordChange({
      db: tx,
      actor,
      action: "parameter.add",
      targetType: "parameter",
      targetId: row.id,
      after: auditedParameter(row),
      at: now,
    });
    return row.id;
  });
}
