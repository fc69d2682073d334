import type { FeedbackStatus } from "@portal/shared";
import { Tag } from "antd";
import "./document-tags.css";
import { useDocumentLabels } from "../document-labels.ts";

/** Where a feedback stands: pending, being handled, resolved or closed. */
export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  const labels = useDocumentLabels();
  return (
    // Colours of documents.css, readable at 4.5:1 (Ant Design's status tags are not).
    <Tag className={`document-tag feedback-status-${status}`}>{labels.feedbackStatus(status)}</Tag>
  );
}
