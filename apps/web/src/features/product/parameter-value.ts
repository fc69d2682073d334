import { formatDecimal } from "@portal/shared";

export type ParameterValueInput = number | string | string[] | null;

/**
 * A parameter's value as text: numbers with at most two decimals (the spec's rule), lists
 * joined, and nothing (null, an empty list) as null so the caller can say "not available".
 * The unit is not added: tables show it beside the parameter's name.
 */
export function formatParameterValue(
  value: ParameterValueInput,
  listSeparator = ", ",
): string | null {
  if (value === null) return null;
  if (typeof value === "number") return formatDecimal(value);
  if (Array.isArray(value)) return value.length > 0 ? value.join(listSeparator) : null;
  return value.trim() === "" ? null : value;
}

/** A parameter's name with its unit, as row headers show it: "Weight (g)". */
export function parameterLabel(name: string, unit: string | null): string {
  return unit ? `${name} (${unit})` : name;
}
