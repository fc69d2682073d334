import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../../lib/form-errors.ts";
import { useStaleRecordGuard } from "../../../../lib/use-stale-record-guard.ts";

/**
 * The save of a content management form: checks the fields, saves (with the version the form
 * read), says so and calls `onSaved`; a stale save offers to reload (`reload`), other refusals
 * land under their fields and the form keeps what was typed.
 */
export function useVersionedSave<Values>(
  form: FormInstance<Values>,
  { reload, onSaved }: { reload: () => Promise<void>; onSaved: () => void },
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
      showSuccess(t("content.faqManagement.common.saved"));
      onSaved();
    } catch (error) {
      if (guardStaleRecord(error, reload)) return;
      showServerFieldErrors(form, error);
    }
  };
}
