import { forumLimits } from "@portal/shared";
import { Form, InputNumber, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { usePointsBalance, useRaiseReward } from "../api.ts";

type RewardValues = { reward: number | null };

/** The author adds points to the bounty, at most their balance. */
export function RaiseRewardDialog({
  open,
  postId,
  onClose,
}: {
  open: boolean;
  postId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RewardValues>();
  const balance = usePointsBalance(open);
  const raise = useRaiseReward(postId);
  return (
    <Modal
      open={open}
      forceRender
      title={t("forum.reward.title")}
      okText={t("forum.reward.submit")}
      cancelText={t("forum.replies.cancel")}
      confirmLoading={raise.isPending}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      onOk={async () => {
        const { reward } = await form.validateFields();
        if (!reward) return;
        try {
          await raise.mutateAsync(reward);
          showSuccess(t("forum.reward.done"));
          onClose();
        } catch (error) {
          showServerFieldErrors(form, error);
        }
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ reward: null }}>
        <Form.Item
          name="reward"
          label={t("forum.reward.amount")}
          extra={
            balance.data === undefined ? null : t("forum.reward.balance", { balance: balance.data })
          }
          rules={[
            { required: true, message: t("forum.reward.amount") },
            {
              validator: async (_rule, value: number | null) => {
                if (value !== null && balance.data !== undefined && value > balance.data) {
                  throw new Error(t("forum.reward.tooMuch", { balance: balance.data }));
                }
              },
            },
          ]}
        >
          <InputNumber min={1} max={forumLimits.rewardMax} precision={0} className="forum-number" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
