import { GlobalOutlined, SafetyCertificateOutlined, UserOutlined } from "@ant-design/icons";
import type { DocumentAccessLevel } from "@portal/shared";
import { Tag } from "antd";
import type { ReactNode } from "react";
import "./document-tags.css";
import { useDocumentLabels } from "../document-labels.ts";

const icons: Record<DocumentAccessLevel, ReactNode> = {
  public: <GlobalOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
  whitelist: <SafetyCertificateOutlined aria-hidden />,
};

/** Who may download a document: anyone, signed-in users, or the whitelist. */
export function AccessLevelTag({ level }: { level: DocumentAccessLevel }) {
  const labels = useDocumentLabels();
  return (
    // Colours of documents.css: Ant Design's green and gold tags read below 4.5:1.
    <Tag className={`document-tag document-tag-${level}`} icon={icons[level]}>
      {labels.accessLevel(level)}
    </Tag>
  );
}
