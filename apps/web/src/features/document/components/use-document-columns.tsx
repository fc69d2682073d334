import { type DocumentItem, formatBytes, formatDate } from "@portal/shared";
import type { TableProps } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useShownColumns } from "../use-shown-columns.ts";
import { AccessLevelTag } from "./AccessLevelTag.tsx";
import "./document-table.css";
import { useDocumentLabels } from "../document-labels.ts";

type Columns = NonNullable<TableProps<DocumentItem>["columns"]>;

/**
 * The columns of a document table, shared by the public centre and the management table:
 * `nameColumn`, whose cell also says what the hidden columns would (and, below md, shows the
 * access tag and `phoneActions`), and the fact columns (type, access, version, size, date,
 * language, downloads), each shown from its own screen width on.
 */
export function useDocumentColumns() {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const shown = useShownColumns();
  const typeOf = (document: DocumentItem) => labels.type(document.type);
  const languageOf = (document: DocumentItem) => labels.language(document.language);
  const sizeOf = (document: DocumentItem) => formatBytes(document.latestVersion.size);
  const dateOf = (document: DocumentItem) => formatDate(document.latestVersion.createdAt);

  const factColumns: Columns = [
    {
      key: "type",
      title: t("document.fields.type"),
      responsive: ["md"],
      render: (_value, document) => typeOf(document),
    },
    {
      key: "language",
      title: t("document.fields.language"),
      responsive: ["xxl"],
      render: (_value, document) => languageOf(document),
    },
    {
      key: "access",
      title: t("document.fields.access"),
      responsive: ["md"],
      render: (_value, document) => <AccessLevelTag level={document.accessLevel} />,
    },
    {
      key: "version",
      className: "document-nowrap",
      title: t("document.fields.version"),
      responsive: ["md"],
      render: (_value, document) => document.latestVersion.version,
    },
    {
      key: "size",
      className: "document-nowrap",
      title: t("document.fields.size"),
      responsive: ["lg"],
      render: (_value, document) => sizeOf(document),
    },
    {
      key: "date",
      className: "document-nowrap",
      title: t("document.fields.date"),
      responsive: ["lg"],
      render: (_value, document) => dateOf(document),
    },
    {
      key: "downloads",
      title: t("document.fields.downloads"),
      responsive: ["xxl"],
      align: "right",
      render: (_value, document) => document.downloadCount,
    },
  ];

  const hiddenFacts = (document: DocumentItem) => {
    const facts = [
      ...(shown.md ? [] : [typeOf(document), document.latestVersion.version]),
      ...(shown.lg ? [] : [sizeOf(document), dateOf(document)]),
      ...(shown.xxl
        ? []
        : [
            languageOf(document),
            t("document.fields.downloadsCount", { total: document.downloadCount }),
          ]),
    ];
    return facts.length > 0 ? (
      <div className="document-compact-meta text-muted">{facts.join(" · ")}</div>
    ) : null;
  };

  const phone = !shown.md;
  /** The name, `below` it what the table adds (product, children), then the hidden facts. */
  const nameColumn = (
    below: (document: DocumentItem) => ReactNode,
    phoneActions?: (document: DocumentItem) => ReactNode,
  ): Columns[number] => ({
    key: "name",
    title: t("document.fields.name"),
    render: (_value, document) => (
      <div className="document-name-cell">
        <span className="document-name">{document.name}</span>
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
