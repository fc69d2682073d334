import { FileTextOutlined } from "@ant-design/icons";
import type { DocumentItem } from "@portal/shared";
import { formatBytes } from "@portal/shared";
import { Empty, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useChildDocuments } from "../api.ts";
import { AccessLevelTag } from "./AccessLevelTag.tsx";
import { DetailsListItem } from "./DetailsListItem.tsx";
import { DocumentActions } from "./DocumentActions.tsx";
import "./document-details.css";
import { useDocumentLabels } from "../document-labels.ts";

/** The parts and annexes of a document, loaded when its row is opened. */
export function ChildDocuments({
  document,
  signedIn,
}: {
  document: DocumentItem;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const children = useChildDocuments(document.id, document.childCount > 0);
  if (document.childCount === 0) return null;
  return (
    <section aria-label={t("document.details.children")}>
      <h3 className="document-details-heading">{t("document.details.children")}</h3>
      {children.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : children.isError ? (
        <p className="text-muted">{t("document.errors.loadFailed")}</p>
      ) : children.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t("document.details.noChildren")}
        />
      ) : (
        <ul className="details-list">
          {children.data.map((child) => (
            <DetailsListItem
              key={child.id}
              data-testid={`child-document-${child.id}`}
              avatar={<FileTextOutlined aria-hidden />}
              title={<span lang={child.localization.language}>{child.name}</span>}
              description={
                <>
                  {labels.type(child.type)} · {child.latestVersion.version} ·{" "}
                  {formatBytes(child.latestVersion.size)}{" "}
                  <AccessLevelTag level={child.accessLevel} />
                </>
              }
              actions={
                <DocumentActions
                  document={child}
                  version={child.latestVersion}
                  signedIn={signedIn}
                />
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
