import { communityLimits } from "@portal/shared";
import { Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { usePresentPoints } from "../../api.ts";
import { AccountDialog, type AccountDialogProps } from "./AccountDialog.tsx";

type Values = { points: number | null; reason: string };

/**
 * Gives an account points, or takes them with a negative number, with the reason the member
 * reads in their notice. Taking more than the balance is the server's to refuse: its words show.
 */
export function GivePointsModal({ account, onClosed }: AccountDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const present = usePresentPoints();
  const max = communityLimits.pointsGrantMax;

  return (
    <AccountDialog<Values>
      title={t("users.points.title", { phone: account.phone })}
      okText={t("users.points.submit")}
      form={form}
      pending={present.isPending}
      send={async ({ points, reason }) => {
        const { balance } = await present.mutateAsync({
          userId: account.id,
          points: points ?? 0,
          reason: reason.trim(),
        });
        return t(points !== null && points < 0 ? "users.points.taken" : "users.points.given", {
          count: Math.abs(points ?? 0),
          balance,
        });
      }}
      onClosed={onClosed}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ points: null, reason: "" }}>
        <Form.Item
          name="points"
          label={t("users.points.points")}
          extra={t("users.points.pointsHint", { max })}
          rules={[
            requiredRule(t, "users.points.pointsRequired"),
            {
              validator: async (_rule, value: unknown) => {
                if (value === 0) throw new Error(t("users.points.notZero"));
              },
            },
          ]}
        >
          <InputNumber<number>
            precision={0}
            min={-max}
            max={max}
            style={{ width: "100%" }}
            autoFocus
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("users.points.reason")}
          rules={[
            requiredRule(t, "users.points.reasonRequired"),
            maxLengthRule(t, communityLimits.pointsReasonMaxLength),
          ]}
        >
          <Input autoComplete="off" maxLength={communityLimits.pointsReasonMaxLength} showCount />
        </Form.Item>
      </Form>
    </AccountDialog>
  );
}
