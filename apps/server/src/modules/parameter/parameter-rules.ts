import {
  type BuiltInParameterKey,
  builtInParameters,
  type ParameterType,
  parameterValueSchema,
} from "@portal/shared";
import { AppError } from "../../platform/http/errors.ts";
import type { ParameterRecord } from "./schema.ts";

export function parameterNotFound() {
  return new AppError("not_found", "parameter.notFound");
}

export function isBuiltInKey(key: string): key is BuiltInParameterKey {
  return Object.hasOwn(builtInParameters, key);
}

/**
 * The description to store: a built-in key's own description, in whichever language a form sent
 * it back, is stored empty, so that each reader keeps getting it in their language.
 */
export function storedDescription(key: string, description: string): string {
  if (!isBuiltInKey(key)) return description;
  const own = Object.values(builtInParameters[key].description) as string[];
  return own.includes(description.trim()) ? "" : description;
}

/** The value as its type and (for a built-in key) bounds allow; 400 on the value field otherwise. */
export function checkedValue(type: ParameterType, key: string, value: unknown): unknown {
  const parsed = parameterValueSchema(type, key).safeParse(value);
  if (parsed.success) return parsed.data;
  const bounds: { min?: number; max?: number } = isBuiltInKey(key) ? builtInParameters[key] : {};
  if (type === "number" && typeof value === "number" && bounds.min !== undefined) {
    throw new AppError("bad_request", "parameter.outOfRange", {
      params: { min: bounds.min, max: bounds.max ?? Number.MAX_SAFE_INTEGER },
      fields: [{ field: "value", messageKey: "parameter.outOfRangeField" }],
    });
  }
  const messageKey = `parameter.badValue.${type}` as const;
  throw new AppError("bad_request", messageKey, { fields: [{ field: "value", messageKey }] });
}

/** What the audit record keeps of a parameter. */
export function auditedParameter(row: ParameterRecord) {
  return {
    key: row.key,
    type: row.type,
    value: row.value,
    description: row.description,
    sort: row.sort,
  };
}
