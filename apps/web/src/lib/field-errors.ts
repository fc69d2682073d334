type FieldProblem = { field: string; message: string };

/** A form field path (as antd's `setFields` takes it) and its errors. */
export type FieldErrors = { name: (string | number)[]; errors: string[] };

/** Where a form shows the server's field (`"parameters.weight"`), or undefined if nowhere. */
export type FieldPathOf = (field: string) => (string | number)[] | undefined;

function isFieldProblem(value: unknown): value is FieldProblem {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FieldProblem).field === "string" &&
    typeof (value as FieldProblem).message === "string"
  );
}

/** The fields a failure names: those of a 400 or 409 answering `data: [{field, message}]`. */
function fieldProblemsOf({ status, data }: { status: number; data: unknown }): FieldProblem[] {
  if ((status !== 400 && status !== 409) || !Array.isArray(data)) return [];
  return data.filter(isFieldProblem);
}

/** Whether a failure names fields (a 400 or 409 answering `data: [{field, message}]`). */
export function hasFieldProblems(failure: { status: number; data: unknown }): boolean {
  return fieldProblemsOf(failure).length > 0;
}

/**
 * The field errors of a refused request, grouped by the form path `pathOf` gives each field:
 * a 400 (bad input) or a 409 (a conflict on a field, such as a taken model or an old version)
 * answering `data: [{field, message}]`. Anything else has none.
 */
export function serverFieldErrors(
  failure: { status: number; data: unknown },
  pathOf: FieldPathOf,
): FieldErrors[] {
  const byPath = new Map<string, FieldErrors>();
  for (const problem of fieldProblemsOf(failure)) {
    const name = pathOf(problem.field);
    if (!name) continue;
    const key = name.join(".");
    const entry = byPath.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(problem.message)) entry.errors.push(problem.message);
    byPath.set(key, entry);
  }
  return [...byPath.values()];
}
