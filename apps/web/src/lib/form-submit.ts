import type { FormInstance } from "antd";
import { showSuccess } from "./feedback.ts";
import { showServerFieldErrors } from "./form-errors.ts";
import { validateForm } from "./validate-form.ts";

/**
 * Sends what a form holds: `send` makes the call and does what follows a success. A refusal
 * of the server lands under the fields it names (the http client has shown its message) and
 * the form keeps everything typed. Answers whether the call went through.
 */
export async function sendForm(form: FormInstance, send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    showServerFieldErrors(form, error);
    return false;
  }
}

/**
 * The OK of a modal form: checks the fields, sends them, shows the success text `send`
 * answers and closes; a refusal keeps the modal open with the server's words on the fields.
 */
export async function submitModalForm<Values>(
  form: FormInstance<Values>,
  /** Answers the success text, or null when there was nothing to send. */
  send: (values: Values) => Promise<string | null>,
  close: () => void,
): Promise<void> {
  if (!(await validateForm(form))) return;
  const values = form.getFieldsValue() as Values;
  await sendForm(form, async () => {
    const done = await send(values);
    if (done === null) return;
    showSuccess(done);
    close();
  });
}
