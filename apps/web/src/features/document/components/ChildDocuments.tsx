import { FileTextOutlined } from "@ant-design/icons";
import type { DocumentItem } from "@portal/shared";
import { formatBytes } from "@portal/shared";
import { Empty, List, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useChildDocuments } from "../api.ts";
import { AccessLevelTag } from "./AccessLevelTag.tsx";
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
        <List
          size="small"
          dataSource={children.data}
          rowKey="id"
          renderItem={(child) => (
            <List.Item
              data-testid={`child-document-${child.id}`}
              actions={[
                <DocumentActions
                  key="actions"
                  document={child}
                  version={child.latestVersion}
                  signedIn={signedIn}
                />,
              ]}
            >
              <List.Item.Meta
                avatar={<FileTextOutlined aria-hidden />}
                title={<span lang={child.localization.language}>{child.name}</span>}
                description={
                  <>
                    {labels.type(child.type)} · {child.latestVersion.version} ·{" "}
                    {formatBytes(child.latestVersion.size)}{" "}
                    <AccessLevelTag level={child.accessLevel} />
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
