import { Form, Progress } from "antd";
import { useTranslation } from "react-i18next";
import { requiredRule } from "../../../../lib/form-rules.ts";
import { DocumentFileField } from "./DocumentFileField.tsx";
import "../documentation-centre.css";

/** The required file of an upload form, with the progress bar of its upload under it. */
export function DocumentFileItem({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="file"
        label={t("document.upload.file")}
        rules={[requiredRule(t, "document.upload.fileRequired")]}
      >
        <DocumentFileField />
      </Form.Item>
      {percent !== null ? (
        <Progress
          percent={percent}
          className="upload-progress"
          aria-label={t("document.upload.progress")}
        />
      ) : null}
    </>
  );
}
