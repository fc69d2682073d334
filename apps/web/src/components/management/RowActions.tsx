import { EditOutlined, EyeOutlined, TranslationOutlined } from "@ant-design/icons";
import { Button, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../lib/feedback.ts";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton.tsx";

/** Publishing a row: its state, the words of its domain (publish, or list on the shelf), the call. */
export type RowPublication = {
  published: boolean;
  labels: { publish: string; unpublish: string };
  /** What is said once it is done, for each way. */
  done: { published: string; unpublished: string };
  setPublished: (published: boolean) => Promise<unknown>;
};

/** Deleting a row: the question, what goes with it, what is said once done, the call. */
export type RowRemoval = {
  question: string;
  description?: string;
  doneMessage: string;
  remove: () => Promise<unknown>;
};

/**
 * The actions of a management row, in this order: edit, languages, publish or unpublish, preview
 * (a new tab), delete (confirmed once). Each is shown when given.
 */
export function RowActions({
  onEdit,
  onTranslate,
  publication,
  previewHref,
  removal,
  className,
}: {
  onEdit?: () => void;
  /** Opens the record's versions in other languages. */
  onTranslate?: () => void;
  publication?: RowPublication;
  previewHref?: string;
  removal?: RowRemoval;
  className?: string;
}) {
  const { t } = useTranslation();
  const [switching, setSwitching] = useState(false);

  async function togglePublication(current: RowPublication) {
    setSwitching(true);
    try {
      await current.setPublished(!current.published);
      showSuccess(current.published ? current.done.unpublished : current.done.published);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setSwitching(false);
    }
  }

  return (
    <Space size={0} wrap className={className}>
      {onEdit && (
        <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
          {t("common.management.edit")}
        </Button>
      )}
      {onTranslate && (
        <Button
          type="link"
          size="small"
          icon={<TranslationOutlined aria-hidden />}
          onClick={onTranslate}
        >
          {t("translation.action")}
        </Button>
      )}
      {publication && (
        <Button
          type="link"
          size="small"
          loading={switching}
          onClick={() => void togglePublication(publication)}
        >
          {publication.published ? publication.labels.unpublish : publication.labels.publish}
        </Button>
      )}
      {previewHref && (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined aria-hidden />}
          href={previewHref}
          target="_blank"
          rel="noopener"
        >
          {t("common.management.preview")}
        </Button>
      )}
      {removal && (
        <ConfirmDeleteButton
          withIcon
          question={removal.question}
          description={removal.description}
          doneMessage={removal.doneMessage}
          onDelete={removal.remove}
        />
      )}
    </Space>
  );
}
