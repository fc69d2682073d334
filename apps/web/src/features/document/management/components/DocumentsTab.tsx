import type { DocumentItem, DocumentType, Language } from "@portal/shared";
import { App, Empty, Input, Table, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { showSuccess } from "../../../../lib/feedback.ts";
import { DocumentFacetSelects } from "../../components/DocumentFacetSelects.tsx";
import { useDocumentColumns } from "../../components/use-document-columns.tsx";
import { useManagedDocuments, useRemoveDocument } from "../api.ts";
import { DocumentDrawer } from "./DocumentDrawer.tsx";
import { DocumentRowActions } from "./DocumentRowActions.tsx";
import { EditDocumentModal } from "./EditDocumentModal.tsx";
import { NewVersionModal } from "./NewVersionModal.tsx";
import { ProductSelect } from "./ProductSelect.tsx";
import "../../components/document-toolbar.css";
import "../documentation-centre.css";

const pageSize = 10;

type Filters = {
  keyword: string;
  productId: number | null;
  type: DocumentType | null;
  language: Language | null;
  page: number;
};

const noFilters: Filters = { keyword: "", productId: null, type: null, language: null, page: 1 };

/** The documents tab: filters, the paged table and every action on a document. */
export function DocumentsTab() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [typed, setTyped] = useState("");
  const [versioning, setVersioning] = useState<DocumentItem | null>(null);
  const [editing, setEditing] = useState<DocumentItem | null>(null);
  const [viewing, setViewing] = useState<DocumentItem | null>(null);
  const remove = useRemoveDocument();
  const { nameColumn, factColumns } = useDocumentColumns();
  const documents = useManagedDocuments({
    keyword: filters.keyword || undefined,
    productId: filters.productId ?? undefined,
    type: filters.type ?? undefined,
    language: filters.language ?? undefined,
    page: filters.page,
    pageSize,
  });
  const change = (next: Partial<Filters>) => setFilters({ ...filters, page: 1, ...next });

  function confirmDelete(document: DocumentItem) {
    // The server refuses to delete a parent (409): say so at once rather than offer a doomed "OK".
    if (document.childCount > 0) {
      modal.warning({
        title: t("document.admin.deleteTitle", { name: document.name }),
        content: t("document.admin.deleteHasChildren", { total: document.childCount }),
        okText: t("common.confirm"),
      });
      return;
    }
    modal.confirm({
      title: t("document.admin.deleteTitle", { name: document.name }),
      content: t("document.admin.deleteContent"),
      okText: t("document.admin.delete"),
      okButtonProps: { danger: true },
      cancelText: t("common.cancel"),
      onOk: async () => {
        await remove.mutateAsync(document.id);
        showSuccess(t("document.admin.deleted"));
      },
    });
  }

  const columns: TableProps<DocumentItem>["columns"] = [
    nameColumn((document) => (
      <div className="text-muted">
        {document.productModel ?? t("document.tree.general")}
        {document.parentId ? ` · ${t("document.admin.isChild")}` : ""}
      </div>
    )),
    ...factColumns,
    {
      key: "actions",
      className: "document-nowrap",
      title: t("document.fields.actions"),
      render: (_value, document) => (
        <DocumentRowActions
          document={document}
          onNewVersion={() => setVersioning(document)}
          onEdit={() => setEditing(document)}
          onDetails={() => setViewing(document)}
          onDelete={() => confirmDelete(document)}
        />
      ),
    },
  ];

  const filtered =
    filters.keyword !== "" ||
    filters.productId !== null ||
    filters.type !== null ||
    filters.language !== null;

  return (
    <>
      <search className="document-toolbar" aria-label={t("document.centre.searchLabel")}>
        <Input.Search
          className="document-toolbar-keyword"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => change({ keyword: value.trim() })}
          placeholder={t("document.centre.keywordPlaceholder")}
          aria-label={t("document.centre.keywordLabel")}
          maxLength={50}
          allowClear
        />
        <div className="document-toolbar-select document-toolbar-product">
          <ProductSelect
            value={filters.productId ?? undefined}
            onChange={(value) => change({ productId: typeof value === "number" ? value : null })}
            withGeneral={false}
            placeholder={t("document.admin.allProducts")}
            ariaLabel={t("document.admin.product")}
            allowClear
          />
        </div>
        <DocumentFacetSelects
          type={filters.type}
          language={filters.language}
          onTypeChange={(type) => change({ type })}
          onLanguageChange={(language) => change({ language })}
        />
      </search>
      {documents.isError ? (
        <LoadFailure
          title={t("document.errors.loadFailed")}
          error={documents.error}
          onRetry={() => void documents.refetch()}
        />
      ) : (
        <Table<DocumentItem>
          rowKey="id"
          columns={columns}
          dataSource={documents.data?.list ?? []}
          loading={documents.isFetching}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? t("document.centre.noMatch") : t("document.admin.empty")}
              />
            ),
          }}
          pagination={{
            current: filters.page,
            pageSize,
            total: documents.data?.total ?? 0,
            onChange: (page) => setFilters({ ...filters, page }),
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => t("document.centre.total", { total }),
          }}
        />
      )}
      <NewVersionModal document={versioning} onClose={() => setVersioning(null)} />
      <EditDocumentModal document={editing} onClose={() => setEditing(null)} />
      <DocumentDrawer document={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
