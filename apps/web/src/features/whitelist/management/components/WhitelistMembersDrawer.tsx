import { formatDate, type WhitelistEntryRow, type WhitelistMemberRow } from "@portal/shared";
import { Alert, Button, Drawer, Grid } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { ListOrFailure } from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { showSuccess } from "../../../../lib/feedback.ts";
import {
  useAddWhitelistMembers,
  useRemoveWhitelistMember,
  useWhitelistMembers,
} from "../../api.ts";
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
  const listState = useListState({});
  const { page, pageSize } = listState;
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
          showSuccess(t(added > 0 ? "whitelist.memberAdded" : "whitelist.memberAlready"));
          setPicked(undefined);
          // The newest member leads the first page.
          listState.changePage(1, pageSize);
        },
      },
    );
  };

  const removeMember = async (member: WhitelistMemberRow) => {
    await remove.mutateAsync({ entryId: entry.id, userId: member.userId });
    // The last row of a later page gone: that page no longer exists.
    if (page > 1 && members.data?.list.length === 1) listState.changePage(page - 1, pageSize);
  };

  const columns: ManagementColumn<WhitelistMemberRow>[] = [
    {
      key: "phone",
      title: t("whitelist.phone"),
      width: 130,
      render: (_, member) => <CutText text={member.phone} />,
    },
    {
      key: "nickname",
      title: t("whitelist.nickname"),
      render: (_, member) => <CutText text={member.nickname} />,
    },
    // A phone keeps phone, name and removal in view; the rest waits for wider screens.
    {
      key: "company",
      title: t("whitelist.profileCompany"),
      responsive: ["md"],
      render: (_, member) => <CutText text={member.company} />,
    },
    {
      key: "addedAt",
      title: t("whitelist.addedAt"),
      width: 150,
      responsive: ["sm"],
      render: (_, member) => (
        <span className="management-nowrap">{formatDate(member.addedAt, "Y-m-d H:i")}</span>
      ),
    },
  ];

  return (
    <Drawer
      open
      onClose={onClosed}
      title={t("whitelist.membersTitle", { company })}
      size={screens.md ? 720 : "100%"}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t("whitelist.membersHint")} />
      <div className="whitelist-member-add">
        <label htmlFor={memberPickerId}>{t("whitelist.memberPick")}</label>
        <div className="whitelist-member-add-controls">
          <WhitelistUserSelect id={memberPickerId} value={picked} onChange={setPicked} />
          <Button
            type="primary"
            disabled={picked === undefined}
            loading={add.isPending}
            onClick={addPicked}
          >
            {t("whitelist.memberAdd")}
          </Button>
        </div>
      </div>
      <ListOrFailure query={members}>
        <ManagementTable<WhitelistMemberRow>
          table="whitelist-members"
          rowKey="userId"
          columns={columns}
          {...listState.tableOf(members)}
          emptyText={t("whitelist.membersEmpty")}
          actions={{
            width: 100,
            render: (member) => (
              <ConfirmDeleteButton
                label={t("whitelist.memberRemove")}
                doneMessage={t("whitelist.memberRemoved")}
                question={t("whitelist.memberRemoveConfirm", {
                  name: member.nickname ?? member.phone,
                  company,
                })}
                onDelete={() => removeMember(member)}
              />
            ),
          }}
        />
      </ListOrFailure>
    </Drawer>
  );
}
