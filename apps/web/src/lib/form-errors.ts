import type { FormInstance } from "antd";
import { showError } from "./feedback.ts";
import { type FieldPathOf, serverFieldErrors } from "./field-errors.ts";
import { HttpError } from "./http.ts";

/**
 * Puts the field errors of a refused request under the form's fields, so the person sees
 * which field the server refused. By default a field shows under the form field of that name;
 * `pathOf` places nested ones (list items, parameter rows). A path whose first name is not one
 * of the form's fields is left out. A failure the client left to the form (a request sent
 * with `fieldErrorsInForm`) that names none of the form's fields is shown as a toast, so
 * nothing goes unsaid. Answers whether any field error was shown.
 */
export function showServerFieldErrors(
  form: FormInstance,
  error: unknown,
  pathOf: FieldPathOf = (field) => [field],
): boolean {
  if (!(error instanceof HttpError)) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = serverFieldErrors(error, (field) => {
    const path = pathOf(field);
    return path && known.has(String(path[0])) ? path : undefined;
  });
  form.setFields(fields);
  if (fields.length === 0 && error.leftToForm) showError(error.msg);
  return fields.length > 0;
}
