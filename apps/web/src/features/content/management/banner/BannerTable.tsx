import { PlusOutlined } from "@ant-design/icons";
import { type Banner, formatDate, pagination } from "@portal/shared";
import { Button, Empty, Image, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { ListOrFailure } from "../faq/ManagementFrame.tsx";
import { useBannerTable, useDeleteBanner } from "./api.ts";
import { BannerFormModal } from "./BannerFormModal.tsx";
import { type BannerState, bannerState } from "./banner-form.ts";

const stateColours: Record<BannerState, string> = {
  active: "success",
  scheduled: "processing",
  expired: "default",
  disabled: "default",
};

/** The carousel's banners in order: picture, title, link, period and whether it shows now. */
export function BannerTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pagination.defaultPageSize);
  const banners = useBannerTable(page, pageSize);
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<{ banner: Banner | null; opening: number } | null>(null);
  const open = (banner: Banner | null) =>
    setEditing((previous) => ({ banner, opening: (previous?.opening ?? 0) + 1 }));
  const now = new Date();

  function period(banner: Banner) {
    const from = formatDate(banner.startsAt, "Y-m-d H:i");
    const until = formatDate(banner.endsAt, "Y-m-d H:i");
    if (!from && !until) return t("content.bannerManagement.banners.always");
    return (
      <span className="banner-period-text">
        {from ? <span>{t("content.bannerManagement.banners.from", { time: from })}</span> : null}
        {until ? <span>{t("content.bannerManagement.banners.until", { time: until })}</span> : null}
      </span>
    );
  }

  return (
    <ListOrFailure query={banners}>
      <div className="content-admin-toolbar">
        <span />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(null)}>
          {t("content.bannerManagement.banners.add")}
        </Button>
      </div>
      <Table<Banner>
        rowKey="id"
        loading={banners.isFetching}
        dataSource={banners.data?.list ?? []}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t("content.bannerManagement.banners.empty")}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize,
          total: banners.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (nextPage, nextPageSize) => {
            setPage(nextPageSize === pageSize ? nextPage : 1);
            setPageSize(nextPageSize);
          },
        }}
        columns={[
          {
            title: t("content.bannerManagement.banners.image"),
            key: "image",
            render: (_, banner) => (
              <Image
                src={banner.image}
                alt={t("content.bannerManagement.banners.preview", { title: banner.title })}
                width={120}
                height={45}
                className="banner-thumbnail"
              />
            ),
          },
          { title: t("content.bannerManagement.banners.title"), dataIndex: "title" },
          {
            title: t("content.bannerManagement.banners.link"),
            dataIndex: "link",
            render: (link: string | null) => <span className="banner-link-text">{link ?? ""}</span>,
          },
          { title: t("content.bannerManagement.banners.sort"), dataIndex: "sort", width: 80 },
          {
            title: t("content.bannerManagement.banners.period"),
            key: "period",
            render: (_, banner) => period(banner),
          },
          {
            title: t("content.bannerManagement.banners.status"),
            key: "status",
            render: (_, banner) => {
              const state = bannerState(banner, now);
              return (
                <Tag color={stateColours[state]}>
                  {t(`content.bannerManagement.banners.states.${state}`)}
                </Tag>
              );
            },
          },
          {
            title: t("content.faqManagement.common.actions"),
            key: "actions",
            render: (_, banner) => (
              <Space size={0}>
                <Button type="link" onClick={() => open(banner)}>
                  {t("content.faqManagement.common.edit")}
                </Button>
                <ConfirmDeleteButton
                  question={t("content.bannerManagement.banners.deleteConfirm", {
                    title: banner.title,
                  })}
                  onDelete={() => remove.mutateAsync(banner.id)}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <BannerFormModal
          key={editing.opening}
          banner={editing.banner}
          reload={async () =>
            (await banners.refetch()).data?.list.find((row) => row.id === editing.banner?.id)
          }
          onClosed={() => setEditing(null)}
        />
      ) : null}
    </ListOrFailure>
  );
}
