import type { Medal } from "@portal/shared";
import { Form, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { OriginalLanguageField } from "../../../components/management/OriginalLanguageField.tsx";
import { type FormRecord, VersionedForm } from "../../../components/management/VersionedForm.tsx";
import { requiredRule } from "../../../lib/form-rules.ts";
import { useSaveMedal } from "../api.ts";
import { MedalConditionsField } from "./MedalConditionsField.tsx";
import { MedalIconField } from "./MedalIconField.tsx";
import { MedalWordsFields } from "./MedalWordsFields.tsx";
import { type MedalFormValues, medalFormValuesOf, medalInputOf } from "./medal-form.ts";

/** Adds (`record` null) or edits a medal: its words, icon, order and conditions. */
export function MedalFormDrawer({
  record,
  onClosed,
}: {
  record: FormRecord<Medal> | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MedalFormValues>();
  const save = useSaveMedal();
  const name: string = Form.useWatch("name", form) ?? "";

  return (
    <VersionedForm
      container="drawer"
      width={560}
      title={t(record ? "medal.management.editTitle" : "medal.management.createTitle")}
      form={form}
      record={record}
      valuesOf={medalFormValuesOf}
      save={(values, version) =>
        save.mutateAsync({ id: record?.data?.id ?? null, version, input: medalInputOf(values) })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={medalFormValuesOf(stored)}>
          <OriginalLanguageField />
          <MedalWordsFields />
          <Form.Item
            name="icon"
            label={t("medal.management.icon")}
            rules={[requiredRule(t, "medal.management.iconRequired")]}
          >
            <MedalIconField name={name} />
          </Form.Item>
          <MedalConditionsField />
          <Form.Item
            name="sort"
            label={t("medal.management.sort")}
            extra={t("medal.management.sortHelp")}
          >
            <InputNumber min={-100_000} max={100_000} precision={0} />
          </Form.Item>
        </Form>
      )}
    </VersionedForm>
  );
}
