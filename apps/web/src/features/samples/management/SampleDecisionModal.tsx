import { type ManagedSampleApplication, sampleLimits } from "@portal/shared";
import { Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";
import { submitModalForm } from "../../../lib/form-submit.ts";
import { useManageSampleApplication } from "../api.ts";

/** A decision that needs words: a refusal's reason, or a shipment's carrier and number. */
export type SampleDecision = { action: "refuse" | "ship"; application: ManagedSampleApplication };

type DecisionValues = { reason?: string; carrier?: string; trackingNumber?: string };

/** Letters, digits and hyphens, as the server accepts a tracking number. */
const trackingNumberShape = /^[0-9A-Za-z-]+$/;

/**
 * Refuses an application with the reason the member will read, or records its shipment; a
 * refusal of the server (the application moved on meanwhile) keeps the dialog and what was typed.
 */
export function SampleDecisionModal({
  decision: { action, application },
  onClosed,
}: {
  decision: SampleDecision;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DecisionValues>();
  const manage = useManageSampleApplication();
  const names = { applicant: application.applicantName, model: application.productModel };

  async function send(values: DecisionValues): Promise<string> {
    if (action === "refuse") {
      await manage.mutateAsync({
        id: application.id,
        action,
        reason: values.reason?.trim(),
      });
      return t("samples.management.refused");
    }
    await manage.mutateAsync({
      id: application.id,
      action,
      carrier: values.carrier?.trim(),
      trackingNumber: values.trackingNumber?.trim(),
    });
    return t("samples.management.shipped");
  }

  return (
    <Modal
      open
      title={
        action === "refuse"
          ? t("samples.management.refuseTitle", names)
          : t("samples.management.shipTitle", names)
      }
      okText={action === "refuse" ? t("samples.management.refuse") : t("samples.management.ship")}
      okButtonProps={{ danger: action === "refuse" }}
      cancelText={t("common.cancel")}
      confirmLoading={manage.isPending}
      onOk={() => submitModalForm(form, send, onClosed)}
      onCancel={onClosed}
      destroyOnHidden
    >
      <Form<DecisionValues> form={form} layout="vertical" preserve={false}>
        {action === "refuse" ? (
          <Form.Item
            name="reason"
            label={t("samples.management.reason")}
            rules={[
              requiredRule(t, "samples.management.reasonRequired"),
              maxLengthRule(t, sampleLimits.reasonMaxLength),
            ]}
          >
            <Input.TextArea
              placeholder={t("samples.management.reasonPlaceholder")}
              maxLength={sampleLimits.reasonMaxLength}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="carrier"
              label={t("samples.management.carrier")}
              rules={[
                requiredRule(t, "samples.management.carrierRequired"),
                maxLengthRule(t, sampleLimits.carrierMaxLength),
              ]}
            >
              <Input
                placeholder={t("samples.management.carrierPlaceholder")}
                maxLength={sampleLimits.carrierMaxLength}
              />
            </Form.Item>
            <Form.Item
              name="trackingNumber"
              label={t("samples.management.trackingNumber")}
              rules={[
                requiredRule(t, "samples.management.trackingNumberRequired"),
                {
                  pattern: trackingNumberShape,
                  message: t("samples.management.trackingNumberShape"),
                },
                maxLengthRule(t, sampleLimits.trackingNumberMaxLength),
              ]}
            >
              <Input maxLength={sampleLimits.trackingNumberMaxLength} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
