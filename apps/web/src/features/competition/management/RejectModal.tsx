import { type CompetitionEntry, competitionLimits } from "@portal/shared";
import { Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";
import { submitModalForm } from "../../../lib/form-submit.ts";
import { useOperateEntry } from "../api.ts";

/** Rejects a submitted entry with the reason the team reads in its message centre. */
export function RejectModal({ entry, onClose }: { entry: CompetitionEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const operate = useOperateEntry();
  return (
    <Modal
      open
      title={t("competition.management.rejectTitle", { title: entry.projectName })}
      okText={t("competition.management.reject")}
      okButtonProps={{ danger: true }}
      cancelText={t("common.cancel")}
      confirmLoading={operate.isPending}
      onOk={() =>
        void submitModalForm(
          form,
          async ({ reason }) => {
            await operate.mutateAsync({ id: entry.id, action: "reject", reason });
            return t("competition.management.rejected");
          },
          onClose,
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ reason: "" }}>
        <Form.Item
          name="reason"
          label={t("competition.management.reason")}
          rules={[
            requiredRule(t, "competition.management.reasonRequired"),
            maxLengthRule(t, competitionLimits.reasonMaxLength),
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={competitionLimits.reasonMaxLength}
            showCount
            placeholder={t("competition.management.reasonPlaceholder")}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
