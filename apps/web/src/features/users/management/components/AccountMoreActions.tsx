import { DownOutlined } from "@ant-design/icons";
import type { ManageUserRow } from "@portal/shared";
import { App, Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { useSendPasswordReset, useUserAction } from "../../api.ts";

/**
 * An account's less frequent actions behind "More", so the row keeps its columns: lock (asked
 * first: its sessions end) or unlock, and texting a password reset code (asked first).
 */
export function AccountMoreActions({ account }: { account: ManageUserRow }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const action = useUserAction();
  const reset = useSendPasswordReset();
  const locked = account.status === "locked";

  /** Runs a change and says so; a refused one closes the question, the HTTP client said why. */
  async function attempt(change: () => Promise<unknown>, done: string) {
    try {
      await change();
      showSuccess(done);
    } catch {
      // The HTTP client has shown why.
    }
  }

  const unlock = () =>
    attempt(
      () => action.mutateAsync({ id: account.id, action: "unlockUser" }),
      t("users.accounts.unlocked"),
    );

  function confirmLock() {
    modal.confirm({
      title: t("users.accounts.lockConfirm", { phone: account.phone }),
      okText: t("users.accounts.lock"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: true },
      onOk: () =>
        attempt(
          () => action.mutateAsync({ id: account.id, action: "lockUser" }),
          t("users.accounts.locked"),
        ),
    });
  }

  function confirmReset() {
    modal.confirm({
      title: t("users.accounts.resetConfirm", { phone: account.phone }),
      okText: t("users.accounts.resetPassword"),
      cancelText: t("common.cancel"),
      onOk: () => attempt(() => reset.mutateAsync(account.id), t("users.accounts.resetSent")),
    });
  }

  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: [
          locked
            ? { key: "unlock", label: t("users.accounts.unlock"), onClick: () => void unlock() }
            : { key: "lock", label: t("users.accounts.lock"), onClick: confirmLock },
          { key: "reset", label: t("users.accounts.resetPassword"), onClick: confirmReset },
        ],
      }}
    >
      <Button
        type="link"
        size="small"
        loading={action.isPending || reset.isPending}
        aria-label={t("users.accounts.moreFor", { phone: account.phone })}
      >
        {t("users.accounts.more")} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
