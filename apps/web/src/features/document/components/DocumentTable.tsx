import type { DocumentItem } from "@portal/shared";
import { Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type PlainColumn, PlainTable } from "../../../components/plain-table/PlainTable.tsx";
import { DocumentActions } from "./DocumentActions.tsx";
import { DocumentDetails } from "./DocumentDetails.tsx";
import { type DocumentColumn, useDocumentColumns } from "./use-document-columns.tsx";

/** A column of the shared definitions (written for Ant Design's Table) for the plain table. */
function plainColumn(column: DocumentColumn): PlainColumn<DocumentItem> {
  return {
    key: String(column.key),
    title: column.title as ReactNode,
    className: column.className,
    responsive: column.responsive,
    align: column.align,
    render: (document, index) => column.render?.(undefined, document, index) as ReactNode,
  };
}

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
  const columns: PlainColumn<DocumentItem>[] = [
    plainColumn(
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
    ),
    ...Object.values(factColumns).map(plainColumn),
    {
      key: "actions",
      title: t("document.fields.actions"),
      // On a phone the actions sit under the name, which then has the whole width.
      responsive: ["md"],
      render: (document) => actions(document),
    },
  ];

  return (
    <PlainTable<DocumentItem>
      className="document-table"
      rowKey={(document) => document.id}
      columns={columns}
      rows={documents}
      loading={loading}
      empty={empty}
      expandable={{
        render: (document) => <DocumentDetails document={document} signedIn={signedIn} />,
        expandLabel: t("document.centre.expandRow"),
        collapseLabel: t("document.centre.collapseRow"),
      }}
      pagination={{
        current: page,
        pageSize,
        total,
        showTotal: (count) => t("document.centre.total", { total: count }),
        onChange: onPageChange,
      }}
    />
  );
}
