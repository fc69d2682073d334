import { defaultLanguage, type HonoraryTitle, type Language } from "@portal/shared";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { OriginalLanguageField } from "../../../../components/management/OriginalLanguageField.tsx";
import {
  type FormRecord,
  VersionedForm,
} from "../../../../components/management/VersionedForm.tsx";
import { useSaveHonoraryTitle } from "../../api.ts";
import { HonoraryTitleNameField } from "./HonoraryTitleNameField.tsx";

type Values = { language: Language; name: string };

const valuesOf = (title: HonoraryTitle | null): Values => ({
  language: title?.localization.originalLanguage ?? defaultLanguage,
  name: title?.name ?? "",
});

/** Adds an honorary title (`record` null; placed last, at `nextSort`) or renames one. */
export function HonoraryTitleModal({
  record,
  nextSort,
  onClosed,
}: {
  record: FormRecord<HonoraryTitle> | null;
  nextSort: number;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveHonoraryTitle();
  const title = record?.data ?? null;

  return (
    <VersionedForm
      title={t(record ? "users.honoraryTitles.editTitle" : "users.honoraryTitles.createTitle")}
      form={form}
      record={record}
      valuesOf={valuesOf}
      save={(values, version) =>
        save.mutateAsync({
          id: title?.id ?? null,
          version,
          input: {
            language: values.language,
            name: values.name.trim(),
            sort: title?.sort ?? nextSort,
          },
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={valuesOf(stored)}>
          <HonoraryTitleNameField autoFocus />
          <OriginalLanguageField />
        </Form>
      )}
    </VersionedForm>
  );
}
