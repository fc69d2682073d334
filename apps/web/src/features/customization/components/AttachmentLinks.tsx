import { PaperClipOutlined } from "@ant-design/icons";
import { formatBytes } from "@portal/shared";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadCustomizationAttachment } from "../api.ts";

type Attachment = { key: string; name: string; size: number };

/**
 * The private files of a request or a reply: each downloaded through the server's access check
 * with the session (a plain link could not carry it).
 */
export function AttachmentLinks({
  requestId,
  attachments,
}: {
  requestId: number;
  attachments: readonly Attachment[];
}) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState<string | null>(null);
  if (attachments.length === 0) return null;

  async function download(attachment: Attachment) {
    setLoading(attachment.key);
    try {
      await downloadCustomizationAttachment(requestId, attachment);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setLoading(null);
    }
  }

  return (
    <ul className="customization-attachments">
      {attachments.map((attachment) => (
        <li key={attachment.key}>
          <Button
            type="link"
            size="small"
            icon={<PaperClipOutlined aria-hidden />}
            loading={loading === attachment.key}
            aria-label={t("customization.request.download", { name: attachment.name })}
            onClick={() => void download(attachment)}
          >
            <span className="customization-attachment-name" data-user-content>
              {attachment.name}
            </span>
          </Button>
          <span className="customization-muted">{formatBytes(attachment.size)}</span>
        </li>
      ))}
    </ul>
  );
}
