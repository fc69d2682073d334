import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "./feedback.ts";
import type { FieldPathOf } from "./field-errors.ts";
import { showServerFieldErrors } from "./form-errors.ts";
import { useStaleRecordGuard } from "./use-stale-record-guard.ts";
import { validateForm } from "./validate-form.ts";

/** How a form shows its fields and says it saved, where the defaults do not fit it. */
export type VersionedSaveOptions<Values> = {
  reload: () => Promise<void>;
  onSaved: () => void;
  /** Said once saved; "Saved" when not given. */
  savedMessage?: (values: Values) => string;
  /** Brings a field in error into view (a form in tabs first opens the field's tab). */
  reveal?: (field: (string | number)[]) => void;
  /** Where a field the server names sits in the form, when not at its own name. */
  fieldPathOf?: (values: Values) => FieldPathOf;
};

/**
 * The save of a management edit form or dialog: checks the fields, saves (with the version the
 * form read), says so and calls `onSaved`; a stale save offers to reload (`reload`), other
 * refusals land under their fields and the form keeps what was typed. The values saved are the
 * whole form's, fields of a tab not open included.
 */
export function useVersionedSave<Values>(
  form: FormInstance<Values>,
  { reload, onSaved, savedMessage, reveal, fieldPathOf }: VersionedSaveOptions<Values>,
) {
  const { t } = useTranslation();
  const guardStaleRecord = useStaleRecordGuard();
  return async (save: (values: Values) => Promise<unknown>) => {
    if (!(await validateForm(form, reveal))) return;
    const values = form.getFieldsValue(true) as Values;
    try {
      await save(values);
      showSuccess(savedMessage ? savedMessage(values) : t("common.saved"));
      onSaved();
    } catch (error) {
      if (guardStaleRecord(error, reload)) return;
      showServerFieldErrors(form, error, fieldPathOf?.(values));
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      if (first && reveal) reveal(first.name);
    }
  };
}
