import type { ParameterAddInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange } from "../../audit/use-cases/record-change.ts";
import { getAuditActor } from "../../user/use-cases/get-audit-actor.ts";
import { auditedParameter, checkedValue, isBuiltInKey } from "../parameter-rules.ts";
import { parameters } from "../schema.ts";

/** `paramConfig/add`: a new key with its type and a value of that type; answers the id. */
export function addParameter({
  db,
  now,
  actorId,
  key,
  type,
  value,
  description,
  sort,
}: ParameterAddInput & { db: Database; now: Date; actorId: number }): Promise<number> {
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
      actor: await getAuditActor({ db: tx, userId: actorId }),
      action: "parameter.add",
      targetType: "parameter",
      targetId: row.id,
      after: auditedParameter(row),
      at: now,
    });
    return row.id;
  });
}
