import type { FieldPathOf } from "../../../lib/field-errors.ts";
import type { ParameterRow } from "./parameter-rows.ts";

/**
 * Where the product form shows a field the server refused: a parameter under its row's value
 * ("parameters.weight"), or under the parameter list when it has no row; a list item
 * ("images.2") under its list; any other field under itself.
 */
export function productFieldPath(rows: readonly ParameterRow[]): FieldPathOf {
  return (field) => {
    const [top, second] = field.split(".");
    if (!top) return undefined;
    if (top === "parameters" && second !== undefined) {
      const index = rows.findIndex((row) => row.key === second);
      if (index >= 0) return ["parameters", index, "value"];
    }
    return [top];
  };
}
