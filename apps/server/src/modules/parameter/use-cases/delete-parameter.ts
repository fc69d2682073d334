import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import { auditedParameter, parameterNotFound } from "../parameter-rules.ts";
import { parameters } from "../schema.ts";

/** `paramConfig/delete`: removes a key staff added; a built-in key is refused (409). */
export function deleteParameter({
  db,
  now,
  actor,
  id,
}: StaffWrite & {
  id: number;
}): Promise<void> {
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, parameters, {
      id,
      version: undefined,
      notFound: parameterNotFound,
    });
    if (current.builtIn) throw new AppError("conflict", "parameter.builtInKey");
    await tx.delete(parameters).where(eq(parameters.id, id));
    await recordChange({
      db: tx,
      actor,
      action: "parameter.delete",
      targetType: "parameter",
      targetId: id,
      before: auditedParameter(current),
      at: now,
    });
  });
}
