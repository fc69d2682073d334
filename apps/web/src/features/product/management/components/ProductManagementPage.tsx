import { formatDate, type ProductAdminRow } from "@portal/shared";
import { Image, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { ManagementListPage } from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { useProductLabels } from "../../product-labels.ts";
import {
  type ProductAdminFilters,
  useProductAdminList,
  useRemoveProduct,
  useUpdateProductStatus,
} from "../api.ts";
import { type ProductScope, scopeSettings } from "../product-scopes.ts";
import { ProductFilterBar } from "./ProductFilterBar.tsx";
import { ProductFormDrawer, type ProductFormTarget } from "./ProductFormDrawer.tsx";
import { ProductSortInput } from "./ProductSortInput.tsx";
import "../product-management.css";

/**
 * Ant Design's darkest green (green-8): its success tag's own text colours read at 2.2:1 and
 * 3.4:1 on the tag's pale green, below the 4.5:1 of WCAG AA.
 */
const publishedTagText = "#237804";

/**
 * One management page of products (modules, sub-products, boards and terminals): search,
 * the paged table with its row actions, and the create/edit drawer. The package, views and
 * last change start hidden (the reader may show them): thirteen columns do not fit 1366 px.
 */
export function ProductManagementPage({ scope }: { scope: ProductScope }) {
  const { t } = useTranslation();
  const labels = useProductLabels();
  const listState = useListState<ProductAdminFilters>({});
  const { editing, open, close } = useEditing<ProductFormTarget>();
  const updateStatus = useUpdateProductStatus();
  const remove = useRemoveProduct();
  const list = useProductAdminList(scope, listState.filters, listState.page, listState.pageSize);

  const columns: ManagementColumn<ProductAdminRow>[] = [
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
      render: (_, row) => (
        <strong>
          <CutText text={row.model} />
        </strong>
      ),
    },
    {
      key: "names",
      title: t("product.management.table.names"),
      render: (_, row) => (
        <>
          <CutText text={row.nameZh} lang="zh-CN" />
          <CutText text={row.nameEn} className="text-muted" lang="en-US" />
        </>
      ),
    },
    ...(scope === "child"
      ? [
          {
            key: "parent",
            title: t("product.management.table.parent"),
            render: (_: unknown, row: ProductAdminRow) => <CutText text={row.parentModel} />,
          },
        ]
      : []),
    {
      key: "productType",
      title: t("product.management.table.productType"),
      render: (_, row) => <CutText text={labels.productType(row.productType)} />,
    },
    {
      key: "networkSystem",
      title: t("product.management.table.networkSystem"),
      render: (_, row) => <CutText text={labels.networkSystem(row.networkSystem)} />,
    },
    {
      key: "packageType",
      title: t("product.management.table.packageType"),
      choosable: "hidden",
      render: (_, row) => <CutText text={labels.packageType(row.packageType)} />,
    },
    {
      key: "status",
      title: t("product.management.table.status"),
      width: 100,
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
            width: 80,
            render: (_: unknown, row: ProductAdminRow) => row.childCount,
          },
        ]
      : []),
    {
      key: "sort",
      title: t("product.management.table.sort"),
      width: 100,
      choosable: "shown",
      render: (_, row) => <ProductSortInput row={row} />,
    },
    {
      key: "views",
      title: t("product.management.table.views"),
      align: "right",
      width: 80,
      choosable: "hidden",
      render: (_, row) => row.viewCount,
    },
    {
      key: "updated",
      title: t("product.management.table.updated"),
      width: 150,
      choosable: "hidden",
      render: (_, row) => (
        <span className="management-nowrap">{formatDate(row.updatedAt, "Y-m-d H:i")}</span>
      ),
    },
  ];

  return (
    <ManagementListPage
      title={t(scopeSettings[scope].titleKey)}
      subtitle={t(`product.management.scopes.${scope}.subtitle`)}
      create={{
        label: t(`product.management.scopes.${scope}.create`),
        onCreate: () => open({ id: null }),
      }}
      query={list}
      filters={
        <ProductFilterBar
          scope={scope}
          filters={listState.filters}
          onChange={listState.setFilters}
        />
      }
    >
      <ManagementTable<ProductAdminRow>
        table={`product-${scope}`}
        rowKey="id"
        columns={columns}
        {...listState.tableOf(list)}
        emptyText={t(
          listState.filtered
            ? "product.management.empty.filtered"
            : "product.management.empty.none",
        )}
        actions={{
          width: 250,
          render: (row) => (
            <RowActions
              onEdit={() => open({ id: row.id, model: row.model, parentLabel: row.parentModel })}
              publication={{
                published: row.status !== "draft",
                labels: {
                  publish: t("product.management.actions.publish"),
                  unpublish: t("product.management.actions.unpublish"),
                },
                done: {
                  published: t("product.management.actions.published", { model: row.model }),
                  unpublished: t("product.management.actions.unpublished", { model: row.model }),
                },
                setPublished: (published) =>
                  updateStatus.mutateAsync({
                    id: row.id,
                    status: published ? "published" : "draft",
                  }),
              }}
              removal={{
                question: t("product.management.actions.deleteTitle", { model: row.model }),
                description: t("product.management.actions.deleteContent"),
                doneMessage: t("product.management.actions.deleted", { model: row.model }),
                remove: () => remove.mutateAsync(row.id),
              }}
            />
          ),
        }}
      />
      {editing ? (
        <ProductFormDrawer
          key={editing.key}
          scope={scope}
          target={editing.target}
          onClosed={close}
        />
      ) : null}
    </ManagementListPage>
  );
}
