import { PlusOutlined } from "@ant-design/icons";
import { pagination } from "@portal/shared";
import { Button, Card, Empty, Result } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { HttpError } from "../../../../lib/http.ts";
import { type ProductAdminFilters, useProductAdminList } from "../api.ts";
import { type ProductScope, scopeSettings } from "../product-scopes.ts";
import { ProductAdminTable } from "./ProductAdminTable.tsx";
import { ProductFilterBar } from "./ProductFilterBar.tsx";
import { ProductFormDrawer, type ProductFormTarget } from "./ProductFormDrawer.tsx";
import "../product-management.css";

/**
 * One management page of products (modules, sub-products, boards and terminals): search,
 * the paged table with its row actions, and the create/edit drawer.
 */
export function ProductManagementPage({ scope }: { scope: ProductScope }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ProductAdminFilters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pagination.defaultPageSize);
  // Each opening gets a fresh form: the drawer is keyed by this counter.
  const [editing, setEditing] = useState<(ProductFormTarget & { opening: number }) | null>(null);
  const list = useProductAdminList(scope, filters, page, pageSize);

  const open = (target: ProductFormTarget) =>
    setEditing((previous) => ({ ...target, opening: (previous?.opening ?? 0) + 1 }));
  const filtered = Object.values(filters).some((value) => value !== undefined);

  let content: ReactNode;
  if (list.isError && !list.data) {
    content =
      list.error instanceof HttpError && list.error.status === 403 ? (
        <Result status="403" title="403" subTitle={t("product.management.forbidden")} />
      ) : (
        <LoadFailure
          title={t("product.management.loadFailed")}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      );
  } else {
    content = (
      <>
        <ProductFilterBar
          scope={scope}
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <ProductAdminTable
          scope={scope}
          rows={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          loading={list.isFetching}
          emptyText={
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(
                filtered ? "product.management.empty.filtered" : "product.management.empty.none",
              )}
            />
          }
          onPageChange={(nextPage, nextPageSize) => {
            setPage(nextPageSize === pageSize ? nextPage : 1);
            setPageSize(nextPageSize);
          }}
          onEdit={(row) => open({ id: row.id, model: row.model, parentLabel: row.parentModel })}
        />
      </>
    );
  }

  return (
    <div className="product-admin-page">
      <div className="product-admin-header">
        <div>
          <h1 className="page-title">{t(scopeSettings[scope].titleKey)}</h1>
          <p className="page-subtitle product-admin-subtitle">
            {t(`product.management.scopes.${scope}.subtitle`)}
          </p>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => open({ id: null })}
        >
          {t(`product.management.scopes.${scope}.create`)}
        </Button>
      </div>
      <Card>{content}</Card>
      {editing ? (
        <ProductFormDrawer
          key={editing.opening}
          scope={scope}
          target={editing}
          onClosed={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
