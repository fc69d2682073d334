import { UploadOutlined } from "@ant-design/icons";
import { Button, Form, Input, InputNumber, Modal, Radio, Space, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isEmbeddableUrl, type MediaKind } from "../extensions/media.ts";

type MediaValues = { kind: MediaKind; src: string; width: number; height: number };

const mediaKinds: readonly MediaKind[] = ["video", "audio", "embed"];

/** Video and music: a file uploaded or linked, or a video site's https player page. */
export function MediaDialog({
  open,
  onUpload,
  onInsert,
  onClose,
}: {
  open: boolean;
  onUpload: ((file: File, kind: "video" | "audio") => Promise<string>) | null;
  onInsert: (media: MediaValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MediaValues>();
  const kind = Form.useWatch("kind", form) ?? "video";
  const [uploading, setUploading] = useState(false);
  return (
    <Modal
      open={open}
      title={t("editor.mediaDialog.title")}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: "video", src: "", width: 640, height: 360 }}
        onFinish={(values) => {
          onInsert({ ...values, src: values.src.trim() });
          form.resetFields();
        }}
      >
        <Form.Item name="kind" label={t("editor.mediaDialog.kind")}>
          <Radio.Group
            options={mediaKinds.map((value) => ({
              value,
              label: t(`editor.mediaDialog.kinds.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t("editor.mediaDialog.src")} required>
          <Space.Compact block>
            <Form.Item
              name="src"
              noStyle
              rules={[
                {
                  validator: (_, value: string | undefined) => {
                    const text = value?.trim() ?? "";
                    const valid =
                      kind === "embed"
                        ? isEmbeddableUrl(text)
                        : /^(https?:\/\/|\/uploads\/)/i.test(text);
                    return valid
                      ? Promise.resolve()
                      : Promise.reject(new Error(t("editor.mediaDialog.srcInvalid")));
                  },
                },
              ]}
            >
              <Input aria-label={t("editor.mediaDialog.src")} maxLength={2000} />
            </Form.Item>
            {onUpload && kind !== "embed" ? (
              <Upload
                accept={kind === "audio" ? "audio/*" : "video/*"}
                showUploadList={false}
                beforeUpload={(file) => {
                  setUploading(true);
                  onUpload(file, kind)
                    .then((url) => form.setFieldValue("src", url))
                    .catch(() => undefined)
                    .finally(() => setUploading(false));
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  {t("editor.mediaDialog.upload")}
                </Button>
              </Upload>
            ) : null}
          </Space.Compact>
        </Form.Item>
        {kind === "audio" ? null : (
          <div className="rte-dialog-grid">
            <Form.Item name="width" label={t("editor.mediaDialog.width")}>
              <InputNumber min={100} max={1920} precision={0} style={{ width: "100%" }} />
            </Form.Item>
            <Form.Item name="height" label={t("editor.mediaDialog.height")}>
              <InputNumber min={60} max={1080} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </div>
        )}
      </Form>
    </Modal>
  );
}
