import type { ParameterEditInput, ParameterType } from "@portal/shared";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import {
  auditedParameter,
  checkedValue,
  parameterNotFound,
  storedDescription,
} from "../parameter-rules.ts";
import { parameters } from "../schema.ts";

/**
 * `paramConfig/edit`: a new value (checked against the key's type and bounds), description or
 * sort; 409 from a stale `version`. The caller forgets its cached settings afterwards.
 */
export function editParameter({
  db,
  now,
  actor,
  id,
  version,
  value,
  description,
  sort,
}: ParameterEditInput & StaffWrite): Promise<void> {
  return inTransaction(db, async (tx) => {
    const current = await lockVersionedRow(tx, parameters, {
      id,
      version,
      notFound: parameterNotFound,
    });
    const checked = checkedValue(current.type as ParameterType, current.key, value);
    const [updated] = await tx
      .update(parameters)
      .set({
        value: checked,
        ...(description === undefined
          ? {}
          : { description: storedDescription(current.key, description) }),
        ...(sort === undefined ? {} : { sort }),
        version: nextVersion(parameters.version),
        updatedAt: now,
      })
      .where(eq(parameters.id, id))
      .returning();
    if (!updated) throw parameterNotFound();
    await recordChange({
      db: tx,
      actor,
      action: "parameter.edit",
      targetType: "parameter",
      targetId: id,
      before: auditedParameter(current),
      after: auditedParameter(updated),
      at: now,
    });
  });
}
