import { Alert, Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useHonoraryTitles, useSetHonoraryTitle } from "../../api.ts";
import { AccountDialog, type AccountDialogProps } from "./AccountDialog.tsx";

/** The select's value for "no honorary title": record ids start at 1. */
const none = 0;

type Values = { titleId: number };

/**
 * Gives an account one of the honorary titles, or none. An engineer keeps showing the engineer
 * title, which goes first, so the dialog says so rather than seeming to do nothing.
 */
export function MemberTitleModal({ account, onClosed }: AccountDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const titles = useHonoraryTitles();
  const setTitle = useSetHonoraryTitle();

  return (
    <AccountDialog<Values>
      title={t("users.memberTitle.title", { phone: account.phone })}
      okText={t("common.save")}
      form={form}
      pending={setTitle.isPending}
      send={async ({ titleId }) => {
        await setTitle.mutateAsync({
          userId: account.id,
          titleId: titleId === none ? null : titleId,
        });
        return t("users.memberTitle.saved");
      }}
      onClosed={onClosed}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ titleId: account.honoraryTitleId ?? none }}
      >
        {account.isEngineer ? (
          <Alert type="info" showIcon message={t("users.memberTitle.engineerFirst")} />
        ) : null}
        <Form.Item name="titleId" label={t("users.memberTitle.label")}>
          <Select<number>
            loading={titles.isPending}
            options={[
              { value: none, label: t("users.memberTitle.none") },
              ...(titles.data ?? []).map((title) => ({
                value: title.id,
                // The option's hover text; a label that is an element gives none of itself.
                title: title.name,
                label: <span lang={title.localization.originalLanguage}>{title.name}</span>,
              })),
            ]}
          />
        </Form.Item>
      </Form>
    </AccountDialog>
  );
}
