import { UploadOutlined } from "@ant-design/icons";
import { Button, Form, type FormRule, Input, Space, Upload } from "antd";
import { useState } from "react";

/** A file's address, typed in or filled by uploading a file (the button shows when uploads can be made). */
export function AddressField({
  name,
  label,
  rules,
  accept,
  uploadLabel,
  onUpload,
}: {
  name: string;
  label: string;
  rules: FormRule[];
  accept: string;
  uploadLabel: string;
  /** Stores the file and answers its address; null when files cannot be uploaded here. */
  onUpload: ((file: File) => Promise<string>) | null;
}) {
  const form = Form.useFormInstance();
  const [uploading, setUploading] = useState(false);
  return (
    <Form.Item label={label} required>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={rules}>
          <Input aria-label={label} maxLength={2000} />
        </Form.Item>
        {onUpload ? (
          <Upload
            accept={accept}
            showUploadList={false}
            beforeUpload={(file) => {
              setUploading(true);
              onUpload(file)
                .then((url) => form.setFieldValue(name, url))
                // The upload has shown why it failed; the address stays as it was.
                .catch(() => undefined)
                .finally(() => setUploading(false));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {uploadLabel}
            </Button>
          </Upload>
        ) : null}
      </Space.Compact>
    </Form.Item>
  );
}
