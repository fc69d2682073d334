import { PlusOutlined } from "@ant-design/icons";
import type { FriendshipLink } from "@portal/shared";
import { Button, Empty, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { useFriendshipLinks } from "../../api.ts";
import { ListOrFailure } from "../faq/ManagementFrame.tsx";
import { useDeleteLink } from "./api.ts";
import { LinkFormModal } from "./LinkFormModal.tsx";

/** The footer's friendship links in order, with the clicks they received. */
export function LinkTable() {
  const { t } = useTranslation();
  const links = useFriendshipLinks();
  const remove = useDeleteLink();
  const [editing, setEditing] = useState<{ link: FriendshipLink | null; opening: number } | null>(
    null,
  );
  const open = (link: FriendshipLink | null) =>
    setEditing((previous) => ({ link, opening: (previous?.opening ?? 0) + 1 }));

  return (
    <ListOrFailure query={links}>
      <div className="content-admin-toolbar">
        <span />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(null)}>
          {t("content.bannerManagement.links.add")}
        </Button>
      </div>
      <Table<FriendshipLink>
        rowKey="id"
        loading={links.isFetching}
        dataSource={links.data ?? []}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t("content.bannerManagement.links.empty")}
            />
          ),
        }}
        columns={[
          { title: t("content.bannerManagement.links.name"), dataIndex: "name" },
          {
            title: t("content.bannerManagement.links.url"),
            dataIndex: "url",
            render: (url: string) => <span className="banner-link-text">{url}</span>,
          },
          { title: t("content.bannerManagement.links.sort"), dataIndex: "sort", width: 80 },
          { title: t("content.bannerManagement.links.clicks"), dataIndex: "clickCount" },
          {
            title: t("content.faqManagement.common.actions"),
            key: "actions",
            render: (_, link) => (
              <Space size={0}>
                <Button type="link" onClick={() => open(link)}>
                  {t("content.faqManagement.common.edit")}
                </Button>
                <ConfirmDeleteButton
                  question={t("content.bannerManagement.links.deleteConfirm", { name: link.name })}
                  onDelete={() => remove.mutateAsync(link.id)}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <LinkFormModal
          key={editing.opening}
          link={editing.link}
          reload={async () =>
            (await links.refetch()).data?.find((row) => row.id === editing.link?.id)
          }
          onClosed={() => setEditing(null)}
        />
      ) : null}
    </ListOrFailure>
  );
}
