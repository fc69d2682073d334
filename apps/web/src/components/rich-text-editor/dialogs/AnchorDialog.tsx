import { Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { isAnchorName } from "../extensions/anchor.ts";

export function AnchorDialog({
  open,
  onInsert,
  onClose,
}: {
  open: boolean;
  onInsert: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Modal
      open={open}
      title={t("editor.anchorDialog.title")}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ name }) => {
          onInsert(name.trim());
          form.resetFields();
        }}
      >
        <Form.Item
          name="name"
          label={t("editor.anchorDialog.name")}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isAnchorName(value?.trim() ?? "")
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("editor.anchorDialog.nameInvalid"))),
            },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
