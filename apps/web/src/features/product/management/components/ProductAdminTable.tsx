import { formatDate, type ProductAdminRow } from "@portal/shared";
import { Grid, Image, Table, type TableProps, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useProductLabels } from "../../product-labels.ts";
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
  emptyText: ReactNode;
  onPageChange: (page: number, pageSize: number) => void;
  onEdit: (row: ProductAdminRow) => void;
}) {
  const { t } = useTranslation();
  const labels = useProductLabels();
  const screens = Grid.useBreakpoint();
  const columns: TableProps<ProductAdminRow>["columns"] = [
    {
      key: "image",
      title: t("product.management.table.image"),
      width: 72,
      render: (_, row) =>
        row.image ? (
          <Image
            src={row.image}
            alt={t("product.management.table.imageOf", { model: row.model })}
            width={48}
            height={48}
            className="product-table-image"
          />
        ) : (
          <span className="text-muted product-table-no-image">
            {t("product.management.table.noImage")}
          </span>
        ),
    },
    {
      key: "model",
      title: t("product.management.table.model"),
      dataIndex: "model",
      render: (model: string) => <strong className="product-table-model">{model}</strong>,
    },
    {
      key: "names",
      title: t("product.management.table.names"),
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
            title: t("product.management.table.parent"),
            render: (_: unknown, row: ProductAdminRow) => row.parentModel ?? "",
          },
        ]
      : []),
    {
      key: "productType",
      title: t("product.management.table.productType"),
      render: (_, row) => labels.productType(row.productType),
    },
    {
      key: "networkSystem",
      title: t("product.management.table.networkSystem"),
      render: (_, row) => labels.networkSystem(row.networkSystem),
    },
    {
      key: "packageType",
      title: t("product.management.table.packageType"),
      render: (_, row) => labels.packageType(row.packageType),
    },
    {
      key: "status",
      title: t("product.management.table.status"),
      render: (_, row) => (
        <Tag
          color={row.status === "published" ? "success" : "default"}
          style={row.status === "published" ? { color: publishedTagText } : undefined}
        >
          {labels.status(row.status)}
        </Tag>
      ),
    },
    ...(scope === "module"
      ? [
          {
            key: "children",
            title: t("product.management.table.children"),
            align: "right" as const,
            render: (_: unknown, row: ProductAdminRow) => row.childCount,
          },
        ]
      : []),
    {
      key: "sort",
      title: t("product.management.table.sort"),
      render: (_, row) => <ProductSortInput row={row} />,
    },
    {
      key: "views",
      title: t("product.management.table.views"),
      align: "right",
      render: (_, row) => row.viewCount,
    },
    {
      key: "updated",
      title: t("product.management.table.updated"),
      render: (_, row) => (
        <span className="product-table-date">{formatDate(row.updatedAt, "Y-m-d H:i")}</span>
      ),
    },
    {
      key: "actions",
      title: t("product.management.table.actions"),
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
        showTotal: (count) => t("product.management.table.total", { count }),
        onChange: onPageChange,
      }}
    />
  );
}
