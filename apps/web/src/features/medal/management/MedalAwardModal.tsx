import type { Medal } from "@portal/shared";
import { Modal, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../lib/feedback.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAwardCandidates, useAwardMedal } from "../api.ts";

/**
 * Awards a medal by hand to one account, looked up as staff type (masked phones). The member is
 * told as for an automatic award; one who holds it already is refused with the server's words.
 */
export function MedalAwardModal({ medal, onClose }: { medal: Medal; onClose: () => void }) {
  const { t } = useTranslation();
  const award = useAwardMedal();
  const [userId, setUserId] = useState<number | undefined>();
  const [search, setSearch] = useState("");
  const keyword = useDebouncedValue(search.trim());
  const candidates = useAwardCandidates(keyword);

  async function save() {
    if (userId === undefined) return;
    try {
      await award.mutateAsync({ userId, medalId: medal.id });
      showSuccess(t("medal.management.awarded"));
      onClose();
    } catch {
      // The HTTP client has shown why; the choice stays.
    }
  }

  return (
    <Modal
      open
      title={t("medal.management.awardTitle", { name: medal.name })}
      okText={t("medal.management.award")}
      cancelText={t("common.cancel")}
      okButtonProps={{ disabled: userId === undefined }}
      confirmLoading={award.isPending}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t("medal.management.awardHint")}
      </Typography.Paragraph>
      <Select<number>
        style={{ width: "100%" }}
        aria-label={t("medal.management.awardMember")}
        value={userId}
        onChange={setUserId}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        placeholder={t("medal.management.awardSearch")}
        loading={candidates.isFetching}
        notFoundContent={
          keyword ? t("medal.management.noCandidates") : t("medal.management.awardSearch")
        }
        options={(candidates.data ?? []).map((user) => ({
          value: user.id,
          label: (
            <span data-user-content>
              {[user.nickname, user.maskedPhone, user.company].filter(Boolean).join(" · ")}
            </span>
          ),
        }))}
      />
    </Modal>
  );
}
