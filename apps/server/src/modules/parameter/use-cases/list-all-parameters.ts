import type { Database } from "../../../platform/db/client.ts";
import { parameterOrder } from "../parameter-order.ts";
import { type ParameterRecord, parameters } from "../schema.ts";

/** `paramConfig/getListAll`: every parameter in its sort order. */
export function listAllParameters({ db }: { db: Database }): Promise<ParameterRecord[]> {
  return db
    .select()
    .from(parameters)
    .orderBy(...parameterOrder);
}
