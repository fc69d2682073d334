import { type DocumentItem, formatDate } from "@portal/shared";
import type { TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../../lib/file-size.ts";
import { useShownColumns } from "../use-shown-columns.ts";
import { AccessLevelTag } from "./AccessLevelTag.tsx";

type Columns = NonNullable<TableProps<DocumentItem>["columns"]>;

/**
 * The fact columns of a document table (type, access, version, size, date, language,
 * downloads), each shown from its own screen width on, and `hiddenFacts`: what the hidden
 * ones would say, as a line for the name cell. `phone`: below md, where the access tag and the
 * actions join the name cell too. The public centre and the management table share them.
 */
export function useDocumentColumns() {
  const { t } = useTranslation();
  const shown = useShownColumns();
  const typeOf = (document: DocumentItem) => t(`documents.types.${document.type}`);
  const languageOf = (document: DocumentItem) => t(`documents.languages.${document.language}`);
  const sizeOf = (document: DocumentItem) => formatFileSize(document.latestVersion.size);
  const dateOf = (document: DocumentItem) => formatDate(document.latestVersion.createdAt);

  const factColumns: Columns = [
    {
      key: "type",
      title: t("documents.fields.type"),
      responsive: ["md"],
      render: (_value, document) => typeOf(document),
    },
    {
      key: "language",
      title: t("documents.fields.language"),
      responsive: ["xxl"],
      render: (_value, document) => languageOf(document),
    },
    {
      key: "access",
      title: t("documents.fields.access"),
      responsive: ["md"],
      render: (_value, document) => <AccessLevelTag level={document.accessLevel} />,
    },
    {
      key: "version",
      className: "document-nowrap",
      title: t("documents.fields.version"),
      responsive: ["md"],
      render: (_value, document) => document.latestVersion.version,
    },
    {
      key: "size",
      className: "document-nowrap",
      title: t("documents.fields.size"),
      responsive: ["lg"],
      render: (_value, document) => sizeOf(document),
    },
    {
      key: "date",
      className: "document-nowrap",
      title: t("documents.fields.date"),
      responsive: ["lg"],
      render: (_value, document) => dateOf(document),
    },
    {
      key: "downloads",
      title: t("documents.fields.downloads"),
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
            t("documents.fields.downloadsCount", { total: document.downloadCount }),
          ]),
    ];
    return facts.length > 0 ? (
      <div className="document-compact-meta text-muted">{facts.join(" · ")}</div>
    ) : null;
  };

  return { factColumns, hiddenFacts, phone: !shown.md };
}
