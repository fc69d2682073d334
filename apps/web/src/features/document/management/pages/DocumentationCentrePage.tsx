import {
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  MoreOutlined,
  UploadOutlined,
} from "@ant-design/icons";
import type { DocumentItem, DocumentType, Language } from "@portal/shared";
import { App, Button, Card, Dropdown, Empty, Input, Table, type TableProps, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { AccessLevelTag } from "../../components/AccessLevelTag.tsx";
import { DocumentFacetSelects } from "../../components/DocumentFacetSelects.tsx";
import { useDocumentColumns } from "../../components/use-document-columns.tsx";
import { useShownColumns } from "../../use-shown-columns.ts";
import { useManagedDocuments, useRemoveDocument } from "../api.ts";
import { DocumentDrawer } from "../components/DocumentDrawer.tsx";
import { EditDocumentModal, UploadDocumentModal } from "../components/DocumentFormModal.tsx";
import { FeedbackQueue } from "../components/FeedbackQueue.tsx";
import { NewVersionModal } from "../components/NewVersionModal.tsx";
import { ProductSelect } from "../components/ProductSelect.tsx";
import "../../documents.css";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";

const pageSize = 10;

type Filters = {
  keyword: string;
  productId: number | null;
  type: DocumentType | null;
  language: Language | null;
  page: number;
};

const noFilters: Filters = { keyword: "", productId: null, type: null, language: null, page: 1 };

/**
 * What staff can do with a row: the frequent actions as links and the others in "more" on
 * wide screens, everything in one menu on narrow ones.
 */
function RowActions({
  document,
  onNewVersion,
  onEdit,
  onDetails,
  onDelete,
}: {
  document: DocumentItem;
  onNewVersion: () => void;
  onEdit: () => void;
  onDetails: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const wide = useShownColumns().lg;
  const actions = [
    {
      key: "version",
      icon: <CloudUploadOutlined aria-hidden />,
      label: t("documents.admin.newVersionAction"),
      onClick: onNewVersion,
    },
    {
      key: "edit",
      icon: <EditOutlined aria-hidden />,
      label: t("documents.admin.edit"),
      onClick: onEdit,
    },
    {
      key: "details",
      icon: <HistoryOutlined aria-hidden />,
      label: t("documents.admin.details"),
      onClick: onDetails,
    },
    {
      key: "delete",
      icon: <DeleteOutlined aria-hidden />,
      label: t("documents.admin.delete"),
      onClick: onDelete,
      danger: true,
    },
  ];
  const inline = wide ? actions.slice(0, 2) : [];
  const menu = wide ? actions.slice(2) : actions;
  return (
    <div className="document-actions">
      {inline.map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          icon={action.icon}
          onClick={action.onClick}
          aria-label={`${action.label} ${document.name}`}
        >
          {action.label}
        </Button>
      ))}
      <Dropdown
        trigger={["click"]}
        menu={{
          items: menu.map(({ key, icon, label, danger }) => ({ key, icon, label, danger })),
          onClick: ({ key }) => menu.find((action) => action.key === key)?.onClick(),
        }}
      >
        <Button
          size="small"
          type="text"
          icon={<MoreOutlined aria-hidden />}
          aria-label={t("documents.admin.actionsFor", { name: document.name })}
        />
      </Dropdown>
    </div>
  );
}

/** The documents tab: filters, the paged table and every action on a document. */
function DocumentsTab() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [typed, setTyped] = useState("");
  const [versioning, setVersioning] = useState<DocumentItem | null>(null);
  const [editing, setEditing] = useState<DocumentItem | null>(null);
  const [viewing, setViewing] = useState<DocumentItem | null>(null);
  const remove = useRemoveDocument();
  const { factColumns, hiddenFacts, phone } = useDocumentColumns();
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
        title: t("documents.admin.deleteTitle", { name: document.name }),
        content: t("documents.admin.deleteHasChildren", { total: document.childCount }),
        okText: t("common.confirm"),
      });
      return;
    }
    modal.confirm({
      title: t("documents.admin.deleteTitle", { name: document.name }),
      content: t("documents.admin.deleteContent"),
      okText: t("documents.admin.delete"),
      okButtonProps: { danger: true },
      cancelText: t("common.cancel"),
      onOk: async () => {
        await remove.mutateAsync(document.id);
        showSuccess(t("documents.admin.deleted"));
      },
    });
  }

  const columns: TableProps<DocumentItem>["columns"] = [
    {
      key: "name",
      title: t("documents.fields.name"),
      render: (_value, document) => (
        <div className="document-name-cell">
          <span className="document-name">{document.name}</span>
          <div className="text-muted">
            {document.productModel ?? t("documents.tree.general")}
            {document.parentId ? ` · ${t("documents.admin.isChild")}` : ""}
          </div>
          {hiddenFacts(document)}
          {phone ? <AccessLevelTag level={document.accessLevel} /> : null}
        </div>
      ),
    },
    ...factColumns,
    {
      key: "actions",
      className: "document-nowrap",
      title: t("documents.fields.actions"),
      render: (_value, document) => (
        <RowActions
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
      <search className="document-toolbar" aria-label={t("documents.centre.searchLabel")}>
        <Input.Search
          className="document-toolbar-keyword"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => change({ keyword: value.trim() })}
          placeholder={t("documents.centre.keywordPlaceholder")}
          aria-label={t("documents.centre.keywordLabel")}
          maxLength={50}
          allowClear
        />
        <div className="document-toolbar-select document-toolbar-product">
          <ProductSelect
            value={filters.productId ?? undefined}
            onChange={(value) => change({ productId: typeof value === "number" ? value : null })}
            withGeneral={false}
            placeholder={t("documents.admin.allProducts")}
            ariaLabel={t("documents.admin.product")}
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
          title={t("documents.errors.loadFailed")}
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
                description={filtered ? t("documents.centre.noMatch") : t("documents.admin.empty")}
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
            showTotal: (total) => t("documents.centre.total", { total }),
          }}
        />
      )}
      <NewVersionModal document={versioning} onClose={() => setVersioning(null)} />
      <EditDocumentModal document={editing} onClose={() => setEditing(null)} />
      <DocumentDrawer document={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

/** /server/documentationCenter (document:write): documents and their feedback queue. */
export function DocumentationCentrePage() {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <Card className="documentation-centre">
      <div className="documentation-centre-head">
        <h1 className="page-title">{t("routes.documentationCenter")}</h1>
        <Button
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          onClick={() => setUploading(true)}
        >
          {t("documents.admin.upload")}
        </Button>
      </div>
      <p className="page-subtitle">{t("documents.admin.subtitle")}</p>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: "documents",
            label: t("documents.admin.documentsTab"),
            children: <DocumentsTab />,
          },
          { key: "feedback", label: t("documents.admin.feedbackTab"), children: <FeedbackQueue /> },
        ]}
      />
      <UploadDocumentModal open={uploading} onClose={() => setUploading(false)} />
    </Card>
  );
}
