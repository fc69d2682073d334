import { defaultLanguage, type FaqType, type Language } from "@portal/shared";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { OriginalLanguageField } from "../../../../components/management/OriginalLanguageField.tsx";
import {
  type FormRecord,
  VersionedForm,
} from "../../../../components/management/VersionedForm.tsx";
import { useSaveFaqType } from "./api.ts";
import { FaqTypeNameField } from "./FaqFields.tsx";

type Values = { language: Language; name: string };

const valuesOf = (type: FaqType | null): Values => ({
  language: type?.localization.originalLanguage ?? defaultLanguage,
  name: type?.name ?? "",
});

/** Adds a question type (`record` null; placed last, at `nextSort`) or renames one. */
export function FaqTypeModal({
  record,
  nextSort,
  onClosed,
}: {
  record: FormRecord<FaqType> | null;
  nextSort: number;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveFaqType();
  const type = record?.data ?? null;

  return (
    <VersionedForm
      title={t(
        record
          ? "content.faqManagement.types.editTitle"
          : "content.faqManagement.types.createTitle",
      )}
      form={form}
      record={record}
      valuesOf={valuesOf}
      save={(values, version) =>
        save.mutateAsync({
          id: type?.id ?? null,
          version,
          input: {
            language: values.language,
            name: values.name.trim(),
            sort: type?.sort ?? nextSort,
          },
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={valuesOf(stored)}>
          <FaqTypeNameField autoFocus />
          <OriginalLanguageField />
        </Form>
      )}
    </VersionedForm>
  );
}
