import { type FeedbackItem, formatDate } from "@portal/shared";
import { List } from "antd";
import { useTranslation } from "react-i18next";
import { FeedbackStatusTag } from "./FeedbackStatusTag.tsx";
import "./feedback-item.css";
import { useDocumentLabels } from "../document-labels.ts";

export function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  return (
    <List.Item data-testid={`my-feedback-${item.id}`}>
      <List.Item.Meta
        title={
          <span className="feedback-entry-title">
            <span lang={item.documentLocalization.language}>{item.documentName}</span>
            {item.productModel ? ` · ${item.productModel}` : ""}{" "}
            <FeedbackStatusTag status={item.status} />
          </span>
        }
        description={
          <>
            <span>
              {labels.feedbackType(item.type)} · {formatDate(item.createdAt, "Y-m-d H:i")}
            </span>
            <p className="feedback-item-content">{item.content}</p>
            {item.reply ? (
              <div className="feedback-reply" data-testid="feedback-reply">
                <strong>{t("document.feedback.staffReply")}</strong>
                {item.handledAt ? ` (${formatDate(item.handledAt, "Y-m-d H:i")})` : ""}
                <div>{item.reply}</div>
              </div>
            ) : null}
          </>
        }
      />
    </List.Item>
  );
}
