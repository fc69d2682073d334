import type { ForumBoardAdmin } from "@portal/shared";
import { forumLimits } from "@portal/shared";
import { Modal, Select, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { filledSentence, valueSlot } from "../../components/filled-sentence.tsx";
import { useModeratorCandidates, useSetBoardModerators } from "../api.ts";

/** An account: its nickname (and phone, company) as members typed them. */
type Option = { value: number; label: ReactNode };

const typed = (text: string) => <span data-user-content>{text}</span>;

/**
 * Picks a board's moderators among the accounts, looked up as one types (masked phones, so a
 * moderator needs no user administration), and replaces the board's list with them.
 */
export function BoardModeratorsModal({
  board,
  onClose,
}: {
  board: ForumBoardAdmin;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const setModerators = useSetBoardModerators();
  const [chosen, setChosen] = useState<Option[]>(
    board.moderators.map((user) => ({ value: user.id, label: typed(user.nickname) })),
  );
  const [search, setSearch] = useState("");
  const keyword = useDebouncedValue(search.trim());
  const candidates = useModeratorCandidates(keyword);
  const found: Option[] = (candidates.data ?? []).map((user) => ({
    value: user.id,
    label: typed([user.nickname, user.maskedPhone, user.company].filter(Boolean).join(" · ")),
  }));
  const options = [
    ...chosen,
    ...found.filter((option) => !chosen.some((picked) => picked.value === option.value)),
  ];

  async function save() {
    try {
      await setModerators.mutateAsync({
        id: board.id,
        userIds: chosen.map((option) => option.value),
      });
      showSuccess(t("forum-management.boards.moderatorsSaved"));
      onClose();
    } catch {
      // The HTTP client has shown why; the choice stays.
    }
  }

  return (
    <Modal
      open
      title={filledSentence(
        t("forum-management.boards.moderatorsTitle", { name: valueSlot }),
        <span lang={board.language}>{board.name}</span>,
      )}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={setModerators.isPending}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t("forum-management.boards.moderatorsHint")}
      </Typography.Paragraph>
      <Select<Option[]>
        mode="multiple"
        labelInValue
        style={{ width: "100%" }}
        aria-label={t("forum-management.boards.moderators")}
        value={chosen}
        onChange={(next) =>
          setChosen(
            next
              .slice(0, forumLimits.boardModeratorsMax)
              .map((option) => ({ value: option.value, label: option.label })),
          )
        }
        showSearch={{ filterOption: false, onSearch: setSearch }}
        placeholder={t("forum-management.boards.userSearch")}
        loading={candidates.isFetching}
        notFoundContent={
          keyword
            ? t("forum-management.boards.noCandidates")
            : t("forum-management.boards.userSearchHint")
        }
        options={options}
      />
    </Modal>
  );
}
