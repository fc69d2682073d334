import {
  type DocumentItem,
  documentAccessLevels,
  documentLimits,
  documentTypes,
  languages,
} from "@portal/shared";
import { Form, Input, Modal, Select, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../../lib/app-store.ts";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useDocumentUpload, useDocumentWithRelations, useModifyDocument } from "../api.ts";
import { versionRules } from "../document-form-rules.ts";
import {
  addDocumentFormData,
  type DocumentFormValues,
  formValuesOf,
  modifyDocumentBodyOf,
} from "../document-form-values.ts";
import { submitModalForm } from "../modal-form.ts";
import { useUploadProgress } from "../use-upload-progress.ts";
import { DocumentFileItem } from "./DocumentFileField.tsx";
import { ParentDocumentSelect } from "./ParentDocumentSelect.tsx";
import { ProductSelect } from "./ProductSelect.tsx";

/** The fields both forms share: product, name, type, language, access, parent, description. */
function DescriptionFields({
  document,
  parent,
}: {
  document: DocumentItem | null;
  parent: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="productId"
        label={t("documents.admin.product")}
        rules={[requiredRule(t, "documents.admin.productRequired")]}
      >
        <ProductSelect
          current={
            document?.productId && document.productModel
              ? { id: document.productId, model: document.productModel }
              : null
          }
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t("documents.fields.name")}
        rules={[
          requiredRule(t, "documents.validation.nameRequired"),
          maxLengthRule(t, documentLimits.nameMaxLength),
        ]}
      >
        <Input maxLength={documentLimits.nameMaxLength} showCount />
      </Form.Item>
      <div className="form-row">
        <Form.Item
          name="type"
          label={t("documents.fields.type")}
          rules={[requiredRule(t, "documents.validation.typeRequired")]}
        >
          <Select
            options={documentTypes.map((type) => ({
              value: type,
              label: t(`documents.types.${type}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="language"
          label={t("documents.fields.language")}
          rules={[requiredRule(t, "documents.validation.languageRequired")]}
        >
          <Select
            options={languages.map((language) => ({
              value: language,
              label: t(`documents.languages.${language}`),
            }))}
          />
        </Form.Item>
      </div>
      <Form.Item
        name="accessLevel"
        label={t("documents.fields.access")}
        extra={t("documents.admin.accessHint")}
        rules={[requiredRule(t, "documents.validation.accessRequired")]}
      >
        <Select
          options={documentAccessLevels.map((level) => ({
            value: level,
            label: t(`documents.accessLevels.${level}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="parentId" label={t("documents.admin.parent")}>
        <ParentDocumentSelect excludeId={document?.id} current={parent} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t("documents.admin.description")}
        rules={[maxLengthRule(t, documentLimits.descriptionMaxLength)]}
      >
        <Input.TextArea
          maxLength={documentLimits.descriptionMaxLength}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </Form.Item>
    </>
  );
}

/** "Upload a document": its description, first version and file, sent with a progress bar. */
export function UploadDocumentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const [form] = Form.useForm<DocumentFormValues>();
  const add = useDocumentUpload("addProductDocument");
  const upload = useUploadProgress();

  const submit = () =>
    submitModalForm(
      form,
      async (values) => {
        const file = values.file;
        if (!file) return null;
        await upload.run((progress) =>
          add.mutateAsync({ form: addDocumentFormData(values, file), ...progress }),
        );
        form.resetFields();
        return t("documents.admin.uploaded");
      },
      onClose,
    );

  return (
    <Modal
      open={open}
      title={t("documents.admin.uploadTitle")}
      okText={t("documents.admin.uploadSubmit")}
      onOk={() => void submit()}
      confirmLoading={add.isPending}
      onCancel={() => {
        upload.cancel();
        onClose();
      }}
      destroyOnHidden
      width={640}
    >
      <Form<DocumentFormValues>
        form={form}
        layout="vertical"
        initialValues={{ language, accessLevel: "public", type: "datasheet" }}
        preserve={false}
      >
        <DescriptionFields document={null} parent={null} />
        <Form.Item
          name="version"
          label={t("documents.fields.version")}
          extra={t("documents.admin.versionHint")}
          rules={versionRules(t)}
        >
          <Input maxLength={documentLimits.versionMaxLength} placeholder="V1.0" />
        </Form.Item>
        <DocumentFileItem percent={upload.percent} />
      </Form>
    </Modal>
  );
}

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
        return t("documents.admin.saved");
      },
      onClose,
    );

  return (
    <Modal
      open={document !== null}
      title={t("documents.admin.editTitle", { name: document?.name ?? "" })}
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
          <DescriptionFields document={document} parent={relations.data?.parent ?? null} />
        </Form>
      )}
    </Modal>
  );
}
