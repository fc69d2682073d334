import type { FormInstance } from "antd";
import { HttpError } from "./http.ts";

type FieldProblem = { field: string; message: string };

function isFieldProblem(value: unknown): value is FieldProblem {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FieldProblem).field === "string" &&
    typeof (value as FieldProblem).message === "string"
  );
}

/**
 * Puts the field errors of a 400 answer (`data: [{field, message}]`) under the form's own
 * fields, so the person sees which field the server refused. Answers whether any matched.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 400 || !Array.isArray(error.data)) {
    return false;
  }
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const byField = new Map<string, string[]>();
  for (const problem of error.data.filter(isFieldProblem)) {
    if (!known.has(problem.field)) continue;
    byField.set(problem.field, [...(byField.get(problem.field) ?? []), problem.message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return byField.size > 0;
}
