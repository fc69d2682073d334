import { type DocumentItem, formatBytes, formatDate } from "@portal/shared";
import type { TableProps } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useShownColumns } from "../use-shown-columns.ts";
import { AccessLevelTag } from "./AccessLevelTag.tsx";
import "./document-table.css";
import { useDocumentLabels } from "../document-labels.ts";

/** A column of Ant Design's Table (the management table's), which the public table adapts. */
export type DocumentColumn = NonNullable<TableProps<DocumentItem>["columns"]>[number];
type Column = DocumentColumn;

/** The facts a document table has a column for. */
type Fact = "type" | "language" | "access" | "version" | "size" | "date" | "downloads";

/** From which screen width on each fact has its own column; below it the fact sits under the name. */
export type FactColumnsFrom = Record<Fact, "md" | "lg" | "xxl">;

/** The public centre's: the more a reader needs a fact to choose a file, the earlier its column. */
const publicColumnsFrom: FactColumnsFrom = {
  type: "md",
  language: "xxl",
  access: "md",
  version: "md",
  size: "lg",
  date: "lg",
  downloads: "xxl",
};

/**
 * The columns of a document table, shared by the public centre and the management table:
 * `nameColumn`, whose cell also says what the hidden columns would (and, below md, shows the
 * access tag and `phoneActions`), and the fact columns (type, access, version, size, date,
 * language, downloads), each shown from its screen width in `columnsFrom` on.
 */
export function useDocumentColumns(columnsFrom: FactColumnsFrom = publicColumnsFrom) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const shown = useShownColumns();
  const factText: Record<Exclude<Fact, "access">, (document: DocumentItem) => string> = {
    type: (document) => labels.type(document.type),
    version: (document) => document.latestVersion.version,
    size: (document) => formatBytes(document.latestVersion.size),
    date: (document) => formatDate(document.latestVersion.createdAt),
    language: (document) => labels.language(document.language),
    downloads: (document) => t("document.fields.downloadsCount", { total: document.downloadCount }),
  };

  const factColumns = {
    type: {
      key: "type",
      title: t("document.fields.type"),
      responsive: [columnsFrom.type],
      render: (_value, document) => factText.type(document),
    },
    language: {
      key: "language",
      title: t("document.fields.language"),
      responsive: [columnsFrom.language],
      render: (_value, document) => factText.language(document),
    },
    access: {
      key: "access",
      title: t("document.fields.access"),
      responsive: [columnsFrom.access],
      render: (_value, document) => <AccessLevelTag level={document.accessLevel} />,
    },
    version: {
      key: "version",
      className: "document-nowrap",
      title: t("document.fields.version"),
      responsive: [columnsFrom.version],
      render: (_value, document) => factText.version(document),
    },
    size: {
      key: "size",
      className: "document-nowrap",
      title: t("document.fields.size"),
      responsive: [columnsFrom.size],
      render: (_value, document) => factText.size(document),
    },
    date: {
      key: "date",
      className: "document-nowrap",
      title: t("document.fields.date"),
      responsive: [columnsFrom.date],
      render: (_value, document) => factText.date(document),
    },
    downloads: {
      key: "downloads",
      title: t("document.fields.downloads"),
      responsive: [columnsFrom.downloads],
      align: "right",
      render: (_value, document) => document.downloadCount,
    },
  } satisfies Record<Fact, Column>;

  // In the order a reader looks for them: what it is, which version, how big, how new, then the rest.
  const compactOrder = ["type", "version", "size", "date", "language", "downloads"] as const;
  const hiddenFacts = (document: DocumentItem) => {
    const facts = compactOrder
      .filter((fact) => !shown[columnsFrom[fact]])
      .map((fact) => factText[fact](document));
    return facts.length > 0 ? (
      <div className="document-compact-meta text-muted">{facts.join(" · ")}</div>
    ) : null;
  };

  const phone = !shown.md;
  /**
   * The name (`title` when the table makes it more than text), `below` it what the table adds
   * (product, children), then the hidden facts.
   */
  const nameColumn = ({
    below,
    phoneActions,
    title,
  }: {
    below: (document: DocumentItem) => ReactNode;
    phoneActions?: (document: DocumentItem) => ReactNode;
    title?: (document: DocumentItem) => ReactNode;
  }): Column => ({
    key: "name",
    title: t("document.fields.name"),
    render: (_value, document) => (
      <div className="document-name-cell">
        {title ? (
          title(document)
        ) : (
          <span className="document-name" lang={document.localization.language}>
            {document.name}
          </span>
        )}
        {below(document)}
        {hiddenFacts(document)}
        {phone ? (
          <>
            <AccessLevelTag level={document.accessLevel} />
            {phoneActions?.(document)}
          </>
        ) : null}
      </div>
    ),
  });

  return { nameColumn, factColumns };
}
