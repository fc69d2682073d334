import { DownOutlined } from "@ant-design/icons";
import type { ManageUserRow } from "@portal/shared";
import { App, Button, Dropdown, type MenuProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { useCertifyEngineer, useSendPasswordReset, useUserAction } from "../../api.ts";
import { GivePointsModal } from "./GivePointsModal.tsx";
import { MemberTitleModal } from "./MemberTitleModal.tsx";

/** What the signed-in staff member may do beyond the page's own permission. */
export type AccountAbilities = {
  /** `user:certify`: certify engineers and withdraw the title. */
  certify: boolean;
  /** `user:manage`: give honorary titles and points. */
  manage: boolean;
};

/**
 * An account's less frequent actions behind "More", so the row keeps its columns: lock (asked
 * first: its sessions end) or unlock, texting a password reset code (asked first), certifying
 * as engineer or withdrawing it (asked first), the honorary title and points dialogs. Each is
 * left out when the staff member lacks its permission; the server checks anyway.
 */
export function AccountMoreActions({
  account,
  abilities,
}: {
  account: ManageUserRow;
  abilities: AccountAbilities;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const action = useUserAction();
  const reset = useSendPasswordReset();
  const certification = useCertifyEngineer();
  const [dialog, setDialog] = useState<"title" | "points" | null>(null);
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

  function confirmCertification() {
    const certify = !account.isEngineer;
    modal.confirm({
      title: t(certify ? "users.engineer.certifyConfirm" : "users.engineer.withdrawConfirm", {
        phone: account.phone,
      }),
      content: t(certify ? "users.engineer.certifyHint" : "users.engineer.withdrawHint"),
      okText: t(certify ? "users.engineer.certify" : "users.engineer.withdraw"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: !certify },
      onOk: () =>
        attempt(
          () => certification.mutateAsync({ userId: account.id, certify }),
          t(certify ? "users.engineer.certified" : "users.engineer.withdrawn"),
        ),
    });
  }

  const items: MenuProps["items"] = [
    locked
      ? { key: "unlock", label: t("users.accounts.unlock"), onClick: () => void unlock() }
      : { key: "lock", label: t("users.accounts.lock"), onClick: confirmLock },
    { key: "reset", label: t("users.accounts.resetPassword"), onClick: confirmReset },
  ];
  if (abilities.certify) {
    items.push({
      key: "engineer",
      label: t(account.isEngineer ? "users.engineer.withdraw" : "users.engineer.certify"),
      onClick: confirmCertification,
    });
  }
  if (abilities.manage) {
    items.push(
      { key: "title", label: t("users.memberTitle.open"), onClick: () => setDialog("title") },
      { key: "points", label: t("users.points.open"), onClick: () => setDialog("points") },
    );
  }

  return (
    <>
      <Dropdown trigger={["click"]} menu={{ items }}>
        <Button
          type="link"
          size="small"
          loading={action.isPending || reset.isPending || certification.isPending}
          aria-label={t("users.accounts.moreFor", { phone: account.phone })}
        >
          {t("users.accounts.more")} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {dialog === "title" ? (
        <MemberTitleModal account={account} onClosed={() => setDialog(null)} />
      ) : null}
      {dialog === "points" ? (
        <GivePointsModal account={account} onClosed={() => setDialog(null)} />
      ) : null}
    </>
  );
}
