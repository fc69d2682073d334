import type { DocumentItem } from "@portal/shared";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { VersionedForm } from "../../../../components/management/VersionedForm.tsx";
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
  onClosed,
}: {
  document: DocumentItem;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DocumentFormValues>();
  const modify = useModifyDocument();
  const family = useDocumentWithRelations(document.id);

  return (
    <VersionedForm
      width={640}
      title={t("document.admin.editTitle", { name: document.name })}
      form={form}
      record={family}
      valuesOf={formValuesOf}
      save={(values, version) =>
        modify.mutateAsync(modifyDocumentBodyOf(document, version ?? document.version, values))
      }
      saving={modify.isPending}
      savedMessage={() => t("document.admin.saved")}
      onClosed={onClosed}
    >
      {(stored) =>
        stored ? (
          <Form<DocumentFormValues>
            form={form}
            layout="vertical"
            initialValues={formValuesOf(stored)}
          >
            <DocumentDescriptionFields document={stored} parent={stored.parent} />
          </Form>
        ) : null
      }
    </VersionedForm>
  );
}
