import type { ManageUserRow } from "@portal/shared";
import { type FormInstance, Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { submitModalForm } from "../../../../lib/form-submit.ts";

/** What opens one of the dialogs: the account's row, and what to do once it closes. */
export type AccountDialogProps = { account: ManageUserRow; onClosed: () => void };

/**
 * The frame of an account's small dialogs (honorary title, points): OK checks the form, sends
 * it, says what `send` answers and closes; a refusal keeps it open with the server's words.
 */
export function AccountDialog<Values>({
  title,
  okText,
  form,
  pending,
  send,
  onClosed,
  children,
}: {
  title: string;
  okText: string;
  form: FormInstance<Values>;
  pending: boolean;
  send: (values: Values) => Promise<string>;
  onClosed: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t("common.cancel")}
      confirmLoading={pending}
      onOk={() => submitModalForm(form, send, onClosed)}
      onCancel={onClosed}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
