import type { DocumentItem } from "@portal/shared";
import { Form, Modal, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { submitModalForm } from "../../../../lib/form-submit.ts";
import { useStaleRecordGuard } from "../../../../lib/use-stale-record-guard.ts";
import { useDocumentWithRelations, useModifyDocument } from "../api.ts";
import {
  type DocumentFormValues,
  formValuesOf,
  modifyDocumentBodyOf,
} from "../document-form-values.ts";
import { DocumentDescriptionFields } from "./DocumentDescriptionFields.tsx";

/**
 * "Edit": the description of a document (its files change only through new versions). A save
 * from a stale version offers to reload the document into the form.
 */
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
  const guardStaleRecord = useStaleRecordGuard();
  const [reloaded, setReloaded] = useState<DocumentItem | null>(null);
  // The newest the form has been filled from: the table's row, or the document reloaded since.
  const edited =
    reloaded && document && reloaded.id === document.id && reloaded.version > document.version
      ? reloaded
      : document;

  async function reload() {
    const fresh = await relations.refetch();
    if (!fresh.data) return;
    form.resetFields();
    form.setFieldsValue(formValuesOf(fresh.data));
    setReloaded(fresh.data);
  }

  const submit = () =>
    submitModalForm(
      form,
      async (values) => {
        if (!edited) return null;
        try {
          await modify.mutateAsync(modifyDocumentBodyOf(edited, values));
        } catch (error) {
          if (guardStaleRecord(error, reload)) return null;
          throw error;
        }
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
