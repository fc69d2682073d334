import type { DocumentItem } from "@portal/shared";
import { Form, Modal, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { submitModalForm } from "../../../../lib/form-submit.ts";
import { useDocumentWithRelations, useModifyDocument } from "../api.ts";
import {
  type DocumentFormValues,
  formValuesOf,
  modifyDocumentBodyOf,
} from "../document-form-values.ts";
import { DocumentDescriptionFields } from "./DocumentDescriptionFields.tsx";

/** "Edit": the description of a document (its files change only through new versions). */
export function EditDocumentModal({
  document,
  onClose,
}: {
  document: DocumentItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DocumentFormValues>();
  const modify = useModifyDocument();
  const relations = useDocumentWithRelations(document?.id ?? null);

  const submit = () =>
    submitModalForm(
      form,
      async (values) => {
        if (!document) return null;
        await modify.mutateAsync(modifyDocumentBodyOf(document, values));
        return t("document.admin.saved");
      },
      onClose,
    );

  return (
    <Modal
      open={document !== null}
      title={t("document.admin.editTitle", { name: document?.name ?? "" })}
      okText={t("common.save")}
      onOk={() => void submit()}
      confirmLoading={modify.isPending}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {document === null || relations.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form<DocumentFormValues>
          form={form}
          layout="vertical"
          initialValues={formValuesOf(document)}
          preserve={false}
        >
          <DocumentDescriptionFields document={document} parent={relations.data?.parent ?? null} />
        </Form>
      )}
    </Modal>
  );
}
