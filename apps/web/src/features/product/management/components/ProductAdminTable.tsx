import { formatDate, type ProductAdminRow, type ProductDictionaryResponse } from "@portal/shared";
import { Grid, Image, Table, type TableProps, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { nameOf } from "../dictionary-options.ts";
import type { ProductScope } from "../product-scopes.ts";
import { ProductRowActions } from "./ProductRowActions.tsx";
import { ProductSortInput } from "./ProductSortInput.tsx";

/**
 * Ant Design's darkest green (green-8): its success tag's own text colours read at 2.2:1 and
 * 3.4:1 on the tag's pale green, below the 4.5:1 of WCAG AA.
 */
const publishedTagText = "#237804";

/** The management table of one page: rows of the server's page, scrolling sideways on phones. */
export function ProductAdminTable({
  scope,
  rows,
  total,
  page,
  pageSize,
  loading,
  dictionary,
  emptyText,
  onPageChange,
  onEdit,
}: {
  scope: ProductScope;
  rows: ProductAdminRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  dictionary: ProductDictionaryResponse | undefined;
  emptyText: ReactNode;
  onPageChange: (page: number, pageSize: number) => void;
  onEdit: (row: ProductAdminRow) => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const columns: TableProps<ProductAdminRow>["columns"] = [
    {
      key: "image",
      title: t("productAdmin.table.image"),
      width: 72,
      render: (_, row) =>
        row.image ? (
          <Image
            src={row.image}
            alt={t("productAdmin.table.imageOf", { model: row.model })}
            width={48}
            height={48}
            className="product-table-image"
          />
        ) : (
          <span className="text-muted product-table-no-image">
            {t("productAdmin.table.noImage")}
          </span>
        ),
    },
    {
      key: "model",
      title: t("productAdmin.table.model"),
      dataIndex: "model",
      render: (model: string) => <strong className="product-table-model">{model}</strong>,
    },
    {
      key: "names",
      title: t("productAdmin.table.names"),
      render: (_, row) => (
        <div className="product-table-names">
          <div>{row.nameZh}</div>
          <div className="text-muted">{row.nameEn}</div>
        </div>
      ),
    },
    ...(scope === "child"
      ? [
          {
            key: "parent",
            title: t("productAdmin.table.parent"),
            render: (_: unknown, row: ProductAdminRow) => row.parentModel ?? "",
          },
        ]
      : []),
    {
      key: "productType",
      title: t("productAdmin.table.productType"),
      render: (_, row) => nameOf(dictionary?.productTypes, row.productType),
    },
    {
      key: "networkSystem",
      title: t("productAdmin.table.networkSystem"),
      render: (_, row) => nameOf(dictionary?.networkSystems, row.networkSystem),
    },
    {
      key: "packageType",
      title: t("productAdmin.table.packageType"),
      render: (_, row) => nameOf(dictionary?.packageTypes, row.packageType),
    },
    {
      key: "status",
      title: t("productAdmin.table.status"),
      render: (_, row) => (
        <Tag
          color={row.status === "published" ? "success" : "default"}
          style={row.status === "published" ? { color: publishedTagText } : undefined}
        >
          {nameOf(dictionary?.statuses, row.status)}
        </Tag>
      ),
    },
    ...(scope === "module"
      ? [
          {
            key: "children",
            title: t("productAdmin.table.children"),
            align: "right" as const,
            render: (_: unknown, row: ProductAdminRow) => row.childCount,
          },
        ]
      : []),
    {
      key: "sort",
      title: t("productAdmin.table.sort"),
      render: (_, row) => <ProductSortInput row={row} />,
    },
    {
      key: "views",
      title: t("productAdmin.table.views"),
      align: "right",
      render: (_, row) => row.viewCount,
    },
    {
      key: "updated",
      title: t("productAdmin.table.updated"),
      render: (_, row) => (
        <span className="product-table-date">{formatDate(row.updatedAt, "Y-m-d H:i")}</span>
      ),
    },
    {
      key: "actions",
      title: t("productAdmin.table.actions"),
      // Always in view on a wide screen; on a phone the whole row scrolls, a pinned column would
      // leave no room for the rest.
      fixed: screens.md ? "right" : undefined,
      render: (_, row) => <ProductRowActions row={row} onEdit={onEdit} />,
    },
  ];

  return (
    <Table<ProductAdminRow>
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
        showTotal: (count) => t("productAdmin.table.total", { count }),
        onChange: onPageChange,
      }}
    />
  );
}
