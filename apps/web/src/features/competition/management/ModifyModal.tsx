import {
  type CompetitionEntry,
  type CompetitionModifiableField,
  competitionLimits,
  competitionModifiableFields,
} from "@portal/shared";
import { Alert, Form, Input, Modal, Select } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";
import { submitModalForm } from "../../../lib/form-submit.ts";
import { useModifyEntry } from "../api.ts";

const maxLengths: Record<CompetitionModifiableField, number> = {
  teamName: competitionLimits.teamNameMaxLength,
  projectName: competitionLimits.projectNameMaxLength,
  moduleModel: competitionLimits.moduleModelMaxLength,
  description: competitionLimits.descriptionMaxLength,
};

type ModifyValues = { field: CompetitionModifiableField; value: string };

/**
 * Corrects one field of an entry that is not accepted (a typo): the field chosen starts with
 * its current value; the change is audited and the team told.
 */
export function ModifyModal({ entry, onClose }: { entry: CompetitionEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ModifyValues>();
  const modify = useModifyEntry();
  const field = Form.useWatch("field", form) ?? "teamName";
  const maxLength = maxLengths[field];
  return (
    <Modal
      open
      title={t("competition.management.modifyTitle", { title: entry.projectName })}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={modify.isPending}
      onOk={() =>
        void submitModalForm(
          form,
          async (values) => {
            await modify.mutateAsync({ id: entry.id, ...values });
            return t("competition.management.modified");
          },
          onClose,
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t("competition.management.modifyHint")} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ field: "teamName", value: entry.teamName }}
        onValuesChange={(changed: Partial<ModifyValues>) => {
          if (changed.field) form.setFieldsValue({ value: entry[changed.field] });
        }}
      >
        <Form.Item name="field" label={t("competition.management.field")}>
          <Select
            options={competitionModifiableFields.map((name) => ({
              value: name,
              label: t(`competition.fields.${name}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={t("competition.management.value")}
          rules={[
            ...(field === "description"
              ? []
              : [requiredRule(t, "competition.management.valueRequired")]),
            maxLengthRule(t, maxLength),
          ]}
        >
          {field === "description" ? (
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 12 }}
              maxLength={maxLength}
              showCount
            />
          ) : (
            <Input maxLength={maxLength} />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
