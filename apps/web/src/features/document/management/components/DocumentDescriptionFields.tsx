import type { DocumentItem } from "@portal/shared";
import { Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { requiredRule } from "../../../../lib/form-rules.ts";
import { DocumentDescriptionField, DocumentNameField } from "./DocumentWordsFields.tsx";
import { ParentDocumentSelect } from "./ParentDocumentSelect.tsx";
import { ProductSelect } from "./ProductSelect.tsx";
import "../documentation-centre.css";
import { useDocumentLabels } from "../../document-labels.ts";

/** The fields both forms share: product, name, type, language, access, parent, description. */
export function DocumentDescriptionFields({
  document,
  parent,
}: {
  document: DocumentItem | null;
  parent: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  return (
    <>
      <Form.Item
        name="productId"
        label={t("document.admin.product")}
        rules={[requiredRule(t, "document.admin.productRequired")]}
      >
        <ProductSelect
          current={
            document?.productId && document.productModel
              ? { id: document.productId, model: document.productModel }
              : null
          }
        />
      </Form.Item>
      <DocumentNameField />
      <div className="form-row">
        <Form.Item
          name="type"
          label={t("document.fields.type")}
          rules={[requiredRule(t, "document.validation.typeRequired")]}
        >
          <Select options={labels.options.types} />
        </Form.Item>
        <Form.Item
          name="language"
          label={t("document.fields.language")}
          rules={[requiredRule(t, "document.validation.languageRequired")]}
        >
          <Select options={labels.options.languages} />
        </Form.Item>
      </div>
      <Form.Item
        name="accessLevel"
        label={t("document.fields.access")}
        extra={t("document.admin.accessHint")}
        rules={[requiredRule(t, "document.validation.accessRequired")]}
      >
        <Select options={labels.options.accessLevels} />
      </Form.Item>
      <Form.Item name="parentId" label={t("document.admin.parent")}>
        <ParentDocumentSelect excludeId={document?.id} current={parent} />
      </Form.Item>
      <DocumentDescriptionField />
    </>
  );
}
