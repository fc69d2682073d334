import {
  type ParameterValue,
  type ProductParameterEntry,
  type ProductParameterKind,
  type ProductParameters,
  productLimits,
} from "@portal/shared";

/** What a parameter's input holds while it is edited (a number box may be empty). */
export type ParameterInputValue = number | string | string[] | null | undefined;

/** One row of the parameter editor: a dictionary key and its value. */
export type ParameterRow = { key: string; value: ParameterInputValue };

/** Why a parameter's value cannot be saved; each is an i18n key under productAdmin.parameters. */
export type ParameterProblem = "required" | "notNumber" | "tooLong" | "tooMany";

function kindOf(
  key: string,
  dictionary: readonly ProductParameterEntry[],
): ProductParameterKind | null {
  return dictionary.find((entry) => entry.key === key)?.kind ?? null;
}

/** The product's parameters as editor rows, in the dictionary's order. */
export function parameterRowsOf(
  parameters: ProductParameters,
  dictionary: readonly ProductParameterEntry[],
): ParameterRow[] {
  const position = new Map(dictionary.map((entry, index) => [entry.key, index]));
  const last = dictionary.length;
  return Object.entries(parameters)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ key, value: Array.isArray(value) ? [...value] : value }))
    .sort((left, right) => (position.get(left.key) ?? last) - (position.get(right.key) ?? last));
}

/** The value as the server takes it for a parameter of this kind, or null when there is none. */
export function normalizedParameterValue(
  value: ParameterInputValue,
  kind: ProductParameterKind | null,
): ParameterValue | null {
  switch (kind) {
    case "number": {
      if (typeof value === "number") return Number.isFinite(value) ? value : null;
      if (typeof value !== "string" || value.trim() === "") return null;
      const number = Number(value.trim());
      return Number.isFinite(number) ? number : null;
    }
    case "text": {
      const text = Array.isArray(value) ? value.join(", ") : String(value ?? "");
      return text.trim() === "" ? null : text.trim();
    }
    case "list": {
      const items = Array.isArray(value)
        ? value
        : value === null || value === undefined
          ? []
          : [String(value)];
      const unique = [...new Set(items.map((item) => item.trim()).filter((item) => item !== ""))];
      return unique.length > 0 ? unique : null;
    }
    case null: {
      // A key the dictionary no longer names: keep what is there rather than lose it.
      if (value === null || value === undefined || value === "") return null;
      return value;
    }
  }
}

/** The editor's rows as the `parameters` of a product input; empty rows are left out. */
export function parametersOf(
  rows: readonly ParameterRow[],
  dictionary: readonly ProductParameterEntry[],
): ProductParameters {
  const parameters: Record<string, ParameterValue> = {};
  for (const row of rows) {
    const value = normalizedParameterValue(row.value, kindOf(row.key, dictionary));
    if (value !== null) parameters[row.key] = value;
  }
  return parameters as ProductParameters;
}

/** What is wrong with a value the person typed, checked as the server checks it. */
export function parameterValueProblem(
  value: ParameterInputValue,
  kind: ProductParameterKind,
): ParameterProblem | null {
  if (kind === "number" && typeof value === "string" && value.trim() !== "") {
    if (!Number.isFinite(Number(value.trim()))) return "notNumber";
  }
  const normalized = normalizedParameterValue(value, kind);
  if (normalized === null) return "required";
  const texts = Array.isArray(normalized) ? normalized : [normalized];
  if (
    texts.some(
      (text) => typeof text === "string" && text.length > productLimits.textParameterMaxLength,
    )
  ) {
    return "tooLong";
  }
  if (Array.isArray(normalized) && normalized.length > productLimits.listParameterMaxItems) {
    return "tooMany";
  }
  return null;
}

/** The dictionary's parameters not in the editor yet, in the dictionary's order. */
export function unusedParameters(
  rows: readonly ParameterRow[],
  dictionary: readonly ProductParameterEntry[],
): ProductParameterEntry[] {
  const used = new Set(rows.map((row) => row.key));
  return dictionary.filter((entry) => !used.has(entry.key));
}

/** A new row's value: an empty list for a list, nothing for the others. */
export function emptyParameterRow(entry: ProductParameterEntry): ParameterRow {
  return { key: entry.key, value: entry.kind === "list" ? [] : null };
}
