import type { FormInstance } from "antd";
import { showSuccess } from "../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";

/**
 * The OK of a modal form: checks the fields, sends them, shows the success text `send`
 * answers and closes. A refusal of the server lands under the fields it names (the http
 * client has already shown its message) and the modal stays open.
 */
export async function submitModalForm<Values>(
  form: FormInstance<Values>,
  /** Answers the success text, or null when there was nothing to send. */
  send: (values: Values) => Promise<string | null>,
  close: () => void,
): Promise<void> {
  let values: Values;
  try {
    values = await form.validateFields();
  } catch {
    // The form shows what is wrong under each field.
    return;
  }
  try {
    const done = await send(values);
    if (done === null) return;
    showSuccess(done);
    close();
  } catch (error) {
    showServerFieldErrors(form, error);
  }
}
