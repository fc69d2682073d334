import { Checkbox, Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";

export type LinkValues = { href: string; text: string; newWindow: boolean };

/** Addresses a link may have: web, mail and phone links, and anchors in the text. */
function isAllowedHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:|#[A-Za-z])/i.test(href.trim());
}

export function LinkDialog({
  open,
  initial,
  onApply,
  onClose,
}: {
  open: boolean;
  initial: LinkValues;
  onApply: (link: LinkValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LinkValues>();
  return (
    <Modal
      open={open}
      title={t("editor.linkDialog.title")}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
      afterOpenChange={(visible) => {
        if (visible) form.setFieldsValue(initial);
      }}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => onApply({ ...values, href: values.href.trim() })}
      >
        <Form.Item
          name="href"
          label={t("editor.linkDialog.href")}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                value && isAllowedHref(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("editor.linkDialog.hrefInvalid"))),
            },
          ]}
        >
          <Input placeholder="https://" maxLength={2000} />
        </Form.Item>
        <Form.Item name="text" label={t("editor.linkDialog.text")}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="newWindow" valuePropName="checked">
          <Checkbox>{t("editor.linkDialog.newWindow")}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
