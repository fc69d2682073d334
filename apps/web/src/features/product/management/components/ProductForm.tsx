import { type ProductDictionaryResponse, productLimits } from "@portal/shared";
import { Col, Form, type FormInstance, Input, InputNumber, Radio, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useProductLabels } from "../../product-labels.ts";
import { choiceFields, choiceOptions } from "../choice-options.ts";
import { linkRules, requiredChoiceRules, requiredTextRules } from "../product-form-rules.ts";
import type { ProductFormValues, TextLanguage } from "../product-form-values.ts";
import { type ProductScope, scopeSettings } from "../product-scopes.ts";
import { ModuleSelect } from "./ModuleSelect.tsx";
import { ParameterEditor } from "./ParameterEditor.tsx";
import { ProductImagesField } from "./ProductImagesField.tsx";
import { ProductTextTabs } from "./ProductTextTabs.tsx";
import { RelatedProductsSelect } from "./RelatedProductsSelect.tsx";

/** The fields of the create/edit form, in sections; the drawer around it saves. */
export function ProductForm({
  form,
  initialValues,
  scope,
  dictionary,
  productId,
  parentLabel,
  activeLanguage,
  onLanguageChange,
}: {
  form: FormInstance<ProductFormValues>;
  initialValues: ProductFormValues;
  scope: ProductScope;
  dictionary: ProductDictionaryResponse;
  /** The product being edited; null for a new one. */
  productId: number | null;
  /** The stored parent module's name, shown before the module list has loaded. */
  parentLabel: string | null;
  activeLanguage: TextLanguage;
  onLanguageChange: (language: TextLanguage) => void;
}) {
  const { t } = useTranslation();
  const labels = useProductLabels();
  const settings = scopeSettings[scope];
  const label = (key: string) => t(`product.management.form.${key}`);
  const choices = choiceOptions(settings.productTypes, labels);
  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      className="product-form"
    >
      <h2 className="product-form-section">{t("product.management.form.sections.basic")}</h2>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="model"
            label={label("model")}
            rules={requiredTextRules(t, label("model"), productLimits.modelMaxLength)}
          >
            <Input
              placeholder={t("product.management.form.modelPlaceholder")}
              maxLength={productLimits.modelMaxLength}
            />
          </Form.Item>
        </Col>
        {choiceFields
          .filter((field) => field !== "status")
          .map((field) => (
            <Col xs={24} md={12} key={field}>
              <Form.Item
                name={field}
                label={label(field)}
                rules={requiredChoiceRules(t, label(field))}
              >
                <Select options={choices[field]} />
              </Form.Item>
            </Col>
          ))}
        {settings.parent === "required" ? (
          <Col xs={24} md={12}>
            <Form.Item
              name="parentId"
              label={label("parent")}
              rules={requiredChoiceRules(t, label("parent"))}
            >
              <ModuleSelect
                placeholder={t("product.management.form.parentPlaceholder")}
                selectedLabel={parentLabel}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item name="status" label={label("status")}>
            <Radio.Group optionType="button" buttonStyle="solid" options={choices.status} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="sort"
            label={label("sort")}
            extra={t("product.management.form.sortHint")}
          >
            <InputNumber
              min={0}
              max={1_000_000}
              precision={0}
              controls={false}
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
      </Row>

      <h2 className="product-form-section">{t("product.management.form.sections.texts")}</h2>
      <ProductTextTabs
        activeLanguage={activeLanguage}
        onLanguageChange={onLanguageChange}
        productId={productId}
      />

      <h2 className="product-form-section">{t("product.management.form.sections.parameters")}</h2>
      <ParameterEditor dictionary={dictionary.parameters} />

      <h2 className="product-form-section">{t("product.management.form.sections.images")}</h2>
      <Form.Item name="images">
        <ProductImagesField />
      </Form.Item>

      <h2 className="product-form-section">{t("product.management.form.sections.more")}</h2>
      <Form.Item
        name="buyUrl"
        label={label("buyUrl")}
        rules={linkRules(t, label("buyUrl"), productLimits.urlMaxLength)}
      >
        <Input
          type="url"
          inputMode="url"
          placeholder={t("product.management.form.buyUrlPlaceholder")}
          maxLength={productLimits.urlMaxLength}
        />
      </Form.Item>
      <Form.Item
        name="relatedIds"
        label={label("related")}
        extra={t("product.management.form.relatedHint", { max: productLimits.relatedMax })}
      >
        <RelatedProductsSelect productId={productId} />
      </Form.Item>
    </Form>
  );
}
