import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "./feedback.ts";
import { showServerFieldErrors } from "./form-errors.ts";
import { useStaleRecordGuard } from "./use-stale-record-guard.ts";
import { validateForm } from "./validate-form.ts";

/**
 * The save of a management edit form or dialog: checks the fields, saves (with the version the
 * form read), says so and calls `onSaved`; a stale save offers to reload (`reload`), other
 * refusals land under their fields and the form keeps what was typed.
 */
export function useVersionedSave<Values>(
  form: FormInstance<Values>,
  { reload, onSaved }: { reload: () => Promise<void>; onSaved: () => void },
) {
  const { t } = useTranslation();
  const guardStaleRecord = useStaleRecordGuard();
  return async (save: (values: Values) => Promise<unknown>) => {
    if (!(await validateForm(form))) return;
    try {
      await save(form.getFieldsValue() as Values);
      showSuccess(t("common.saved"));
      onSaved();
    } catch (error) {
      if (guardStaleRecord(error, reload)) return;
      showServerFieldErrors(form, error);
    }
  };
}
