import type { ParameterRow } from "./parameter-rows.ts";

type FieldProblem = { field: string; message: string };

/** A form field path (as antd's `setFields` takes it) and its errors. */
export type FieldErrors = { name: (string | number)[]; errors: string[] };

function isFieldProblem(value: unknown): value is FieldProblem {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FieldProblem).field === "string" &&
    typeof (value as FieldProblem).message === "string"
  );
}

/**
 * The field errors `showServerFieldErrors` leaves out, as paths of the product form: those on
 * nested paths of a 400 ("parameters.weight" under its row's value, "images.2" under the image
 * list) and those of a 409 (a model another product has).
 */
export function productFieldErrors(
  failure: { status: number; data: unknown },
  rows: readonly ParameterRow[],
): FieldErrors[] {
  const { status, data } = failure;
  if ((status !== 400 && status !== 409) || !Array.isArray(data)) return [];
  const byPath = new Map<string, FieldErrors>();
  for (const problem of data.filter(isFieldProblem)) {
    const [top, second] = problem.field.split(".");
    if (!top || (second === undefined && status === 400)) continue;
    let name: (string | number)[] = [top];
    if (top === "parameters" && second !== undefined) {
      const index = rows.findIndex((row) => row.key === second);
      if (index >= 0) name = ["parameters", index, "value"];
    }
    const key = name.join(".");
    const entry = byPath.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(problem.message)) entry.errors.push(problem.message);
    byPath.set(key, entry);
  }
  return [...byPath.values()];
}
