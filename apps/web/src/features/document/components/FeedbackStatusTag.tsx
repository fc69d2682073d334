import type { FeedbackStatus } from "@portal/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import "./document-tags.css";

/** Where a feedback stands: pending, being handled, resolved or closed. */
export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    // Colours of documents.css, readable at 4.5:1 (Ant Design's status tags are not).
    <Tag className={`document-tag feedback-status-${status}`}>
      {t(`document.feedbackStatuses.${status}`)}
    </Tag>
  );
}
