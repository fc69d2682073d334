import { type CustomizationDetail, formatDate } from "@portal/shared";
import { Empty, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { AttachmentLinks } from "./AttachmentLinks.tsx";

/**
 * The messages of a request, oldest first: staff's replies and the applicant's follow-ups,
 * each named from the reader's side (`viewer`): the applicant reads "Specialist" and "You";
 * staff read names, tagged with the side each wrote from.
 */
export function ReplyThread({
  request,
  viewer,
}: {
  request: CustomizationDetail;
  viewer: "applicant" | "staff";
}) {
  const { t } = useTranslation();
  if (request.replies.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t("customization.request.noReplies")}
      />
    );
  }
  /** Staff read people's names (typed as data); the applicant reads Specialist and You. */
  const authorOf = (reply: CustomizationDetail["replies"][number]) => {
    if (viewer === "applicant") {
      return t(reply.fromStaff ? "customization.request.staff" : "customization.request.you");
    }
    const name = reply.fromStaff ? reply.authorName : request.applicantName;
    return name ? <span data-user-content>{name}</span> : t("customization.request.staff");
  };
  return (
    <ol className="customization-thread" data-testid="customization-thread">
      {request.replies.map((reply) => (
        <li
          key={reply.id}
          className={
            reply.fromStaff
              ? "customization-reply customization-reply-staff"
              : "customization-reply"
          }
          data-testid="customization-reply"
        >
          <div className="customization-reply-head">
            <strong>{authorOf(reply)}</strong>
            {viewer === "staff" ? (
              <Tag color={reply.fromStaff ? "blue" : "default"}>
                {t(
                  reply.fromStaff
                    ? "customization.request.staff"
                    : "customization.request.applicant",
                )}
              </Tag>
            ) : null}
            <span className="customization-muted">{formatDate(reply.createdAt, "Y-m-d H:i")}</span>
          </div>
          <div className="customization-text" data-user-content>
            {reply.content}
          </div>
          <AttachmentLinks requestId={request.id} attachments={reply.attachments} />
        </li>
      ))}
    </ol>
  );
}
