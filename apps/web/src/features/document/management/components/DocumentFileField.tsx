import { InboxOutlined } from "@ant-design/icons";
import { formatBytes } from "@portal/shared";
import { Skeleton, Upload, type UploadFile } from "antd";
import { useTranslation } from "react-i18next";
import { showError } from "../../../../lib/feedback.ts";
import { useUploadLimits } from "../api.ts";
import { acceptAttribute, fileProblem } from "../upload-rules.ts";
import "../documentation-centre.css";

/**
 * The file of an upload form: picked or dropped, checked against the server's size and
 * extension limits (shown under it) before anything is sent; the form sends it on submit.
 */
export function DocumentFileField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const limits = useUploadLimits();
  if (limits.isPending) return <Skeleton.Input active block />;
  const known = limits.data;
  const fileList: UploadFile[] = value
    ? [{ uid: "chosen", name: value.name, size: value.size, status: "done" }]
    : [];

  return (
    <div>
      <Upload.Dragger
        id={id}
        accept={known ? acceptAttribute(known) : undefined}
        multiple={false}
        maxCount={1}
        fileList={fileList}
        beforeUpload={(file) => {
          // Without the limits (their call failed) the server's own check still applies.
          const problem = known ? fileProblem(file, known) : null;
          if (problem && known) {
            showError(
              t(`document.upload.${problem}`, {
                max: formatBytes(known.maxBytes),
                extensions: known.extensions.join(", "),
              }),
            );
            return Upload.LIST_IGNORE;
          }
          onChange?.(file);
          // The form sends the file with its fields, with progress, on submit.
          return false;
        }}
        onRemove={() => onChange?.(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t("document.upload.pick")}</p>
      </Upload.Dragger>
      {known ? (
        <div className="field-hint upload-limits" data-testid="upload-limits">
          {t("document.upload.limits", {
            max: formatBytes(known.maxBytes),
            extensions: known.extensions.join(", "),
          })}
        </div>
      ) : null}
    </div>
  );
}
