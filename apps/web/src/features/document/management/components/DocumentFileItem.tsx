import { Form, Progress } from "antd";
import { useTranslation } from "react-i18next";
import { requiredRule } from "../../../../lib/form-rules.ts";
import { DocumentFileField } from "./DocumentFileField.tsx";

/** The required file of an upload form, with the progress bar of its upload under it. */
export function DocumentFileItem({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="file"
        label={t("documents.upload.file")}
        rules={[requiredRule(t, "documents.upload.fileRequired")]}
      >
        <DocumentFileField />
      </Form.Item>
      {percent !== null ? (
        <Progress
          percent={percent}
          className="upload-progress"
          aria-label={t("documents.upload.progress")}
        />
      ) : null}
    </>
  );
}
