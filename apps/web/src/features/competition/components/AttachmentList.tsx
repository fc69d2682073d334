import { PaperClipOutlined } from "@ant-design/icons";
import { type CompetitionAttachment, formatBytes } from "@portal/shared";
import { Button, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { downloadCompetitionAttachment } from "../api.ts";
import "../competition.css";

/** An entry's files, each downloaded through the access-checked route. */
export function AttachmentList({
  entryId,
  attachments,
}: {
  entryId: number;
  attachments: readonly CompetitionAttachment[];
}) {
  const { t } = useTranslation();
  if (attachments.length === 0) {
    return (
      <Typography.Text type="secondary">{t("competition.apply.noAttachments")}</Typography.Text>
    );
  }
  return (
    <ul className="competition-attachments">
      {attachments.map((attachment) => (
        <li key={attachment.key}>
          <Button
            type="link"
            size="small"
            icon={<PaperClipOutlined aria-hidden />}
            aria-label={t("competition.apply.download", { name: attachment.name })}
            onClick={() => void downloadCompetitionAttachment(entryId, attachment).catch(() => {})}
          >
            <span data-user-content>{attachment.name}</span>
          </Button>
          <Typography.Text type="secondary">{formatBytes(attachment.size)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
