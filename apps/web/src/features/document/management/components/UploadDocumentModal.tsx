import { documentLimits } from "@portal/shared";
import { Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../../lib/app-store.ts";
import { useDocumentUpload } from "../api.ts";
import { versionRules } from "../document-form-rules.ts";
import { addDocumentFormData, type DocumentFormValues } from "../document-form-values.ts";
import { useUploadForm } from "../use-upload-form.ts";
import { DocumentDescriptionFields } from "./DocumentDescriptionFields.tsx";
import { DocumentFileItem } from "./DocumentFileItem.tsx";

/**
 * "Upload a document": its description, first version and file, sent with a progress bar. A
 * new document, so no record version goes with it.
 */
export function UploadDocumentModal({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const language = useAppStore((state) => state.language);
  const [form] = Form.useForm<DocumentFormValues>();
  const add = useDocumentUpload("addProductDocument");
  const upload = useUploadForm(
    form,
    async (values, file, progress) => {
      await add.mutateAsync({ form: addDocumentFormData(values, file), ...progress });
      return t("document.admin.uploaded");
    },
    () => setOpen(false),
  );

  return (
    <Modal
      open={open}
      title={t("document.admin.uploadTitle")}
      okText={t("document.admin.uploadSubmit")}
      onOk={() => void upload.submit()}
      confirmLoading={add.isPending}
      onCancel={upload.cancel}
      afterClose={onClosed}
      destroyOnHidden
      width={640}
    >
      <Form<DocumentFormValues>
        form={form}
        layout="vertical"
        initialValues={{ language, accessLevel: "public", type: "datasheet" }}
      >
        <DocumentDescriptionFields document={null} parent={null} />
        <Form.Item
          name="version"
          label={t("document.fields.version")}
          extra={t("document.admin.versionHint")}
          rules={versionRules(t)}
        >
          <Input maxLength={documentLimits.versionMaxLength} placeholder="V1.0" />
        </Form.Item>
        <DocumentFileItem percent={upload.percent} />
      </Form>
    </Modal>
  );
}
