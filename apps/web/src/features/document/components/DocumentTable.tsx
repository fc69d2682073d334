import type { DocumentItem } from "@portal/shared";
import { Table, type TableProps, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DocumentActions } from "./DocumentActions.tsx";
import { DocumentDetails } from "./DocumentDetails.tsx";
import { useDocumentColumns } from "./use-document-columns.tsx";

/**
 * The document centre's list: one row per document with its newest version; opening a row
 * shows the description, older versions and child documents. The narrower the screen, the
 * more columns are hidden and their facts move under the name (on a phone the actions too).
 */
export function DocumentTable({
  documents,
  total,
  page,
  pageSize,
  loading,
  signedIn,
  empty,
  onPageChange,
}: {
  documents: DocumentItem[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  signedIn: boolean;
  empty: ReactNode;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { nameColumn, factColumns } = useDocumentColumns();
  const actions = (document: DocumentItem) => (
    <DocumentActions document={document} version={document.latestVersion} signedIn={signedIn} />
  );
  const columns: TableProps<DocumentItem>["columns"] = [
    nameColumn({
      below: (document) => (
        <div className="document-name-tags">
          <Tag className="document-product-tag">
            {document.productModel ?? t("document.tree.general")}
          </Tag>
          {document.childCount > 0 ? (
            <span className="text-muted document-child-count">
              {t("document.fields.childCount", { total: document.childCount })}
            </span>
          ) : null}
        </div>
      ),
      phoneActions: actions,
    }),
    ...Object.values(factColumns),
    {
      key: "actions",
      title: t("document.fields.actions"),
      // On a phone the actions sit under the name, which then has the whole width.
      responsive: ["md"],
      render: (_value, document) => actions(document),
    },
  ];

  return (
    <Table<DocumentItem>
      className="document-table"
      rowKey="id"
      columns={columns}
      dataSource={documents}
      loading={loading}
      size="middle"
      locale={{ emptyText: empty }}
      expandable={{
        expandedRowRender: (document) => (
          <DocumentDetails document={document} signedIn={signedIn} />
        ),
      }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (count) => t("document.centre.total", { total: count }),
        onChange: onPageChange,
      }}
    />
  );
}
