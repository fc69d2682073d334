import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../../lib/form-errors.ts";
import { useStaleRecordGuard } from "../../../../lib/use-stale-record-guard.ts";

/**
 * The OK of an administration edit dialog: checks the fields, saves (with the version the
 * dialog read), says so and closes; a stale save offers to reload (`reload`), other refusals
 * land under their fields and the dialog keeps what was typed.
 */
export function useVersionedSubmit<Values>(
  form: FormInstance<Values>,
  { reload, onClosed }: { reload: () => Promise<void>; onClosed: () => void },
) {
  const { t } = useTranslation();
  const guardStaleRecord = useStaleRecordGuard();
  return async (save: (values: Values) => Promise<unknown>) => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save(values);
      showSuccess(t("administration.saved"));
      onClosed();
    } catch (error) {
      if (guardStaleRecord(error, reload)) return;
      showServerFieldErrors(form, error);
    }
  };
}
