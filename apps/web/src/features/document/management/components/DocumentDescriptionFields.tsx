import {
  type DocumentItem,
  documentAccessLevels,
  documentLimits,
  documentTypes,
  languages,
} from "@portal/shared";
import { Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { ParentDocumentSelect } from "./ParentDocumentSelect.tsx";
import { ProductSelect } from "./ProductSelect.tsx";
import "../documentation-centre.css";

/** The fields both forms share: product, name, type, language, access, parent, description. */
export function DocumentDescriptionFields({
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
      <Form.Item
        name="name"
        label={t("document.fields.name")}
        rules={[
          requiredRule(t, "document.validation.nameRequired"),
          maxLengthRule(t, documentLimits.nameMaxLength),
        ]}
      >
        <Input maxLength={documentLimits.nameMaxLength} showCount />
      </Form.Item>
      <div className="form-row">
        <Form.Item
          name="type"
          label={t("document.fields.type")}
          rules={[requiredRule(t, "document.validation.typeRequired")]}
        >
          <Select
            options={documentTypes.map((type) => ({
              value: type,
              label: t(`document.types.${type}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="language"
          label={t("document.fields.language")}
          rules={[requiredRule(t, "document.validation.languageRequired")]}
        >
          <Select
            options={languages.map((language) => ({
              value: language,
              label: t(`document.languages.${language}`),
            }))}
          />
        </Form.Item>
      </div>
      <Form.Item
        name="accessLevel"
        label={t("document.fields.access")}
        extra={t("document.admin.accessHint")}
        rules={[requiredRule(t, "document.validation.accessRequired")]}
      >
        <Select
          options={documentAccessLevels.map((level) => ({
            value: level,
            label: t(`document.accessLevels.${level}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="parentId" label={t("document.admin.parent")}>
        <ParentDocumentSelect excludeId={document?.id} current={parent} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t("document.admin.description")}
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
