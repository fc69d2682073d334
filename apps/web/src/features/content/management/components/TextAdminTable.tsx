import { PushpinFilled } from "@ant-design/icons";
import { formatDate, type TextSummary } from "@portal/shared";
import { Grid, Table, type TableProps, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TextSectionSettings } from "../text-sections.ts";
import { TextRowActions } from "./TextRowActions.tsx";

/**
 * Ant Design's darkest green (green-8): its success tag's own text colours fall below the
 * 4.5:1 of WCAG AA on the tag's pale green.
 */
const publishedTagText = "#237804";

/** The management table of one page: rows of the server's page, scrolling sideways on phones. */
export function TextAdminTable({
  settings,
  rows,
  total,
  page,
  pageSize,
  loading,
  emptyText,
  onPageChange,
  onEdit,
}: {
  settings: TextSectionSettings;
  rows: TextSummary[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  emptyText: ReactNode;
  onPageChange: (page: number, pageSize: number) => void;
  onEdit: (row: TextSummary) => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const columns: TableProps<TextSummary>["columns"] = [
    {
      key: "title",
      title: t("content.management.table.title"),
      render: (_, row) => <span className="text-admin-title">{row.title}</span>,
    },
    ...(settings.types.length > 1
      ? [
          {
            key: "type",
            title: t("content.management.table.type"),
            render: (_: unknown, row: TextSummary) => (
              <span className="text-admin-nowrap">{t(`content.types.${row.type}`)}</span>
            ),
          },
        ]
      : []),
    {
      key: "category",
      title: t("content.management.table.category"),
      render: (_, row) => <span className="text-admin-nowrap">{row.category ?? ""}</span>,
    },
    {
      key: "status",
      title: t("content.management.table.status"),
      render: (_, row) => (
        <Tag
          color={row.status === "published" ? "success" : "default"}
          style={row.status === "published" ? { color: publishedTagText } : undefined}
        >
          {t(`content.management.statuses.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: "pinned",
      title: t("content.management.table.pinned"),
      align: "center",
      render: (_, row) =>
        row.pinned ? (
          <PushpinFilled
            className="text-admin-pinned"
            aria-label={t("content.management.table.pinnedYes")}
          />
        ) : null,
    },
    {
      key: "publishedAt",
      title: t("content.management.table.publishedAt"),
      render: (_, row) => (
        <span className="text-admin-nowrap">
          {row.publishedAt ? (
            formatDate(row.publishedAt, "Y-m-d H:i")
          ) : (
            <span className="text-muted">{t("content.management.table.notPublished")}</span>
          )}
        </span>
      ),
    },
    {
      key: "readCount",
      title: t("content.management.table.readCount"),
      align: "right",
      render: (_, row) => row.readCount,
    },
    {
      key: "actions",
      title: t("content.management.table.actions"),
      // Always in view on a wide screen; on a phone the whole row scrolls.
      fixed: screens.md ? "right" : undefined,
      render: (_, row) => <TextRowActions row={row} onEdit={onEdit} />,
    },
  ];

  return (
    <Table<TextSummary>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: "max-content" }}
      locale={{ emptyText }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        showTotal: (count) => t("content.management.table.total", { count }),
        onChange: onPageChange,
      }}
    />
  );
}
