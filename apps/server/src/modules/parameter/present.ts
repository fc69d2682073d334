import { builtInParameters, type ParameterRow, type ParameterType } from "@portal/shared";
import { isBuiltInKey } from "./parameter-rules.ts";
import type { ParameterRecord } from "./schema.ts";

export function presentParameter(row: ParameterRecord): ParameterRow {
  const bounds: { min?: number; max?: number } = isBuiltInKey(row.key)
    ? builtInParameters[row.key]
    : {};
  return {
    id: row.id,
    key: row.key,
    type: row.type as ParameterType,
    value: row.value,
    description: row.description,
    sort: row.sort,
    builtIn: row.builtIn,
    min: bounds.min ?? null,
    max: bounds.max ?? null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
