import { contentLimits, richTextLength } from "@portal/shared";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { useEditorUpload } from "../../../../components/rich-text-editor/editor-upload.ts";
import { RichTextEditor } from "../../../../components/rich-text-editor/RichTextEditor.tsx";

/** A text's body in the rich-text editor, held to the shared character limit the server checks. */
export function TextBodyField({ draftKey }: { draftKey?: string }) {
  const { t } = useTranslation();
  const upload = useEditorUpload();
  const label = t("content.management.form.content");
  return (
    <Form.Item
      name="content"
      label={label}
      rules={[
        {
          validator: async (_rule, html: string | undefined) => {
            if (richTextLength(html ?? "") > contentLimits.richTextMaxCharacters) {
              throw new Error(
                t("content.management.form.contentTooLong", {
                  max: contentLimits.richTextMaxCharacters,
                }),
              );
            }
          },
        },
      ]}
    >
      <RichTextEditor
        maxLength={contentLimits.richTextMaxCharacters}
        upload={upload}
        draftKey={draftKey}
        aria-label={label}
      />
    </Form.Item>
  );
}
