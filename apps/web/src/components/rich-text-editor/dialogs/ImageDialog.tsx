import { imageFloats } from "@portal/shared";
import { Form, Input, InputNumber, Modal, Radio } from "antd";
import { useTranslation } from "react-i18next";
import type { ImageAttributes } from "../extensions/rich-image.ts";
import { AddressField } from "./AddressField.tsx";

type ImageFormValues = Required<Omit<ImageAttributes, "float">> & Pick<ImageAttributes, "float">;

/** The spec's image dialog: address or upload, size, border, spacing, title, alt and float. */
export function ImageDialog({
  open,
  initial,
  onUpload,
  onInsert,
  onClose,
}: {
  open: boolean;
  initial: Partial<ImageAttributes> | null;
  onUpload: ((file: File) => Promise<string>) | null;
  onInsert: (image: ImageAttributes) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ImageFormValues>();
  const pixels = t("editor.imageDialog.pixels");
  const numberField = (name: "width" | "height" | "border" | "hspace" | "vspace") => (
    <Form.Item name={name} label={t(`editor.imageDialog.${name}`)}>
      <InputNumber min={0} max={5000} precision={0} suffix={pixels} style={{ width: "100%" }} />
    </Form.Item>
  );
  return (
    <Modal
      open={open}
      title={t("editor.imageDialog.title")}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
      afterOpenChange={(visible) => {
        if (visible) form.setFieldsValue({ float: "none", ...initial } as ImageFormValues);
      }}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => {
          onInsert({ ...values, src: values.src.trim() });
          form.resetFields();
        }}
      >
        <AddressField
          name="src"
          label={t("editor.imageDialog.src")}
          rules={[
            { required: true, whitespace: true, message: t("editor.imageDialog.srcRequired") },
          ]}
          accept="image/*"
          uploadLabel={t("editor.imageDialog.upload")}
          onUpload={onUpload}
        />
        <div className="rte-dialog-grid">
          {numberField("width")}
          {numberField("height")}
          {numberField("border")}
          {numberField("hspace")}
          {numberField("vspace")}
        </div>
        <Form.Item name="title" label={t("editor.imageDialog.titleText")}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="alt" label={t("editor.imageDialog.alt")}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="float" label={t("editor.imageDialog.float")}>
          <Radio.Group
            options={imageFloats.map((float) => ({
              value: float,
              label: t(`editor.imageDialog.floats.${float}`),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
