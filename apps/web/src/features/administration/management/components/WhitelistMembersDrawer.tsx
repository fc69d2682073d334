import { formatDate, type WhitelistEntryRow, type WhitelistMemberRow } from "@portal/shared";
import { Alert, Button, Drawer, Grid, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { showSuccess } from "../../../../lib/feedback.ts";
import {
  useAddWhitelistMembers,
  useRemoveWhitelistMember,
  useWhitelistMembers,
} from "../../api.ts";
import { usePagedTable } from "./paged-table.ts";
import { WhitelistUserSelect } from "./WhitelistUserSelect.tsx";
import "./whitelist-members.css";

const memberPickerId = "whitelist-member-pick";

/**
 * The members staff linked to a company entry, the only accounts it opens whitelist documents
 * to: paged, with an account search to add one and a confirmed removal.
 */
export function WhitelistMembersDrawer({
  entry,
  onClosed,
}: {
  entry: WhitelistEntryRow;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const paging = usePagedTable();
  const { page, pageSize } = paging;
  const members = useWhitelistMembers({ entryId: entry.id, page, pageSize });
  const add = useAddWhitelistMembers();
  const remove = useRemoveWhitelistMember();
  const [picked, setPicked] = useState<number | undefined>();
  const company = entry.company ?? "";

  const addPicked = () => {
    if (picked === undefined) return;
    add.mutate(
      { entryId: entry.id, userIds: [picked] },
      {
        onSuccess: ({ added }) => {
          showSuccess(
            t(
              added > 0
                ? "administration.whitelist.memberAdded"
                : "administration.whitelist.memberAlready",
            ),
          );
          setPicked(undefined);
          // The newest member leads the first page.
          paging.restart();
        },
      },
    );
  };

  const removeMember = async (member: WhitelistMemberRow) => {
    await remove.mutateAsync({ entryId: entry.id, userId: member.userId });
    // The last row of a later page gone: that page no longer exists.
    if (page > 1 && members.data?.list.length === 1) paging.restart();
  };

  return (
    <Drawer
      open
      onClose={onClosed}
      title={t("administration.whitelist.membersTitle", { company })}
      size={screens.md ? 720 : "100%"}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t("administration.whitelist.membersHint")} />
      <div className="whitelist-member-add">
        <label htmlFor={memberPickerId}>{t("administration.whitelist.memberPick")}</label>
        <div className="whitelist-member-add-controls">
          <WhitelistUserSelect id={memberPickerId} value={picked} onChange={setPicked} />
          <Button
            type="primary"
            disabled={picked === undefined}
            loading={add.isPending}
            onClick={addPicked}
          >
            {t("administration.whitelist.memberAdd")}
          </Button>
        </div>
      </div>
      {members.isError && members.data === undefined ? (
        <LoadFailure
          title={t("administration.loadFailed")}
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <Table<WhitelistMemberRow>
          rowKey="userId"
          size="small"
          loading={members.isFetching}
          dataSource={members.data?.list ?? []}
          scroll={{ x: "max-content" }}
          pagination={paging.settings(members.data?.total)}
          locale={{ emptyText: t("administration.whitelist.membersEmpty") }}
          columns={[
            { title: t("administration.users.phone"), dataIndex: "phone" },
            { title: t("administration.users.nickname"), dataIndex: "nickname" },
            // A phone keeps phone, name and removal in view; the rest waits for wider screens.
            {
              title: t("administration.whitelist.profileCompany"),
              dataIndex: "company",
              responsive: ["md"],
            },
            {
              title: t("administration.whitelist.addedAt"),
              key: "addedAt",
              responsive: ["sm"],
              render: (_, member) => formatDate(member.addedAt, "Y-m-d H:i"),
            },
            {
              title: t("administration.actions"),
              key: "actions",
              render: (_, member) => (
                <ConfirmDeleteButton
                  label={t("administration.whitelist.memberRemove")}
                  doneMessage={t("administration.whitelist.memberRemoved")}
                  question={t("administration.whitelist.memberRemoveConfirm", {
                    name: member.nickname ?? member.phone,
                    company,
                  })}
                  onDelete={() => removeMember(member)}
                />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
