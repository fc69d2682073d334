import { Form, InputNumber, Modal, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { isEmbeddableUrl, type MediaKind } from "../extensions/media.ts";
import { AddressField } from "./AddressField.tsx";

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
        <AddressField
          name="src"
          label={t("editor.mediaDialog.src")}
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
          accept={kind === "audio" ? "audio/*" : "video/*"}
          uploadLabel={t("editor.mediaDialog.upload")}
          onUpload={onUpload && kind !== "embed" ? (file) => onUpload(file, kind) : null}
        />
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
