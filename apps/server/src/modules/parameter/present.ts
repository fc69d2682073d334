import {
  builtInParameters,
  type Language,
  type ParameterRow,
  type ParameterType,
} from "@portal/shared";
import { isBuiltInKey } from "./parameter-rules.ts";
import type { ParameterRecord } from "./schema.ts";

/** A parameter in the reader's language: a built-in key without a staff description has its own. */
export function presentParameter(row: ParameterRecord, language: Language): ParameterRow {
  const builtIn = isBuiltInKey(row.key) ? builtInParameters[row.key] : undefined;
  const bounds: { min?: number; max?: number } = builtIn ?? {};
  return {
    id: row.id,
    key: row.key,
    type: row.type as ParameterType,
    value: row.value,
    description: row.description || (builtIn?.description[language] ?? ""),
    sort: row.sort,
    builtIn: row.builtIn,
    min: bounds.min ?? null,
    max: bounds.max ?? null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
