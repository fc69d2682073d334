import type { FormInstance } from "antd";

/**
 * Checks every field of a form; answers whether all passed. The first field in error is shown
 * by `reveal` (by default scrolled into view and focused). Ant Design refuses a check as "out of date", with no error to
 * show, when a field changes while it runs (the lazily loaded rich-text editor reports its text
 * once it is ready): the check then runs again.
 */
export async function validateForm(
  form: FormInstance,
  reveal: (field: (string | number)[]) => void = (field) =>
    form.scrollToField(field, { block: "center", focus: true }),
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await form.validateFields();
      return true;
    } catch (error) {
      const failure = error as {
        outOfDate?: boolean;
        errorFields?: { name: (string | number)[] }[];
      };
      const first = failure.errorFields?.[0];
      if (first) {
        reveal(first.name);
        return false;
      }
      if (!failure.outOfDate) return false;
    }
  }
  return false;
}
