import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import { clearEditorDraft } from "../../../../components/rich-text-editor/draft-storage.ts";
import { useSaveText, useTextRecord } from "../api.ts";
import {
  newTextFormValues,
  type TextFormValues,
  textFormValuesOf,
  textInputOf,
} from "../text-form-values.ts";
import { type TextSection, textDraftKey, textSectionSettings } from "../text-sections.ts";
import { TextForm } from "./TextForm.tsx";

/** Which text the drawer edits: `id` null for a new one. */
export type TextFormTarget = { id: number | null; title?: string };

/** The create/edit drawer of a text, with the rich-text editor. */
export function TextFormDrawer({
  section,
  target,
  onClosed,
}: {
  section: TextSection;
  target: TextFormTarget;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TextFormValues>();
  const record = useTextRecord(target.id);
  const save = useSaveText();

  return (
    <VersionedForm
      container="drawer"
      title={
        target.id === null
          ? t(`content.management.sections.${section}.create`)
          : t("content.management.form.editTitle", {
              title: record.data?.title ?? target.title ?? "",
            })
      }
      form={form}
      record={target.id === null ? null : record}
      valuesOf={textFormValuesOf}
      save={(values, version) =>
        save.mutateAsync({ id: target.id, version, input: textInputOf(values) })
      }
      saving={save.isPending}
      saveLabel={t("content.management.form.save")}
      savedMessage={(values) =>
        t(
          target.id === null ? "content.management.form.created" : "content.management.form.saved",
          {
            title: textInputOf(values).title,
          },
        )
      }
      onSaved={() => clearEditorDraft(textDraftKey(section, target.id))}
      onClosed={onClosed}
    >
      {(stored) => (
        <TextForm
          form={form}
          initialValues={
            stored ? textFormValuesOf(stored) : newTextFormValues(textSectionSettings[section])
          }
          section={section}
          textId={target.id}
        />
      )}
    </VersionedForm>
  );
}
