import type { Language } from "@portal/shared";
import { productLimits } from "@portal/shared";
import { Alert, Form, Input, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { requiredTextRules, textLengthRules } from "../product-form-rules.ts";
import { type TextLanguage, textLanguages } from "../product-form-values.ts";

const interfaceLanguageOf: Record<TextLanguage, Language> = {
  Zh: "zh-CN",
  En: "en-US",
  Tw: "zh-TW",
};

/**
 * Names, summaries and descriptions, one tab per language. Every tab stays rendered, so the
 * fields of a tab not shown are still checked and saved.
 */
export function ProductTextTabs({
  activeLanguage,
  onLanguageChange,
  formattedDescriptions,
}: {
  activeLanguage: TextLanguage;
  onLanguageChange: (language: TextLanguage) => void;
  /** Languages whose stored description has formatting the text area cannot show. */
  formattedDescriptions: readonly TextLanguage[];
}) {
  const { t } = useTranslation();
  const nameLabel = t("product.management.form.name");
  const summaryLabel = t("product.management.form.summary");
  const descriptionLabel = t("product.management.form.description");
  return (
    <Tabs
      activeKey={activeLanguage}
      onChange={(key) => onLanguageChange(key as TextLanguage)}
      items={textLanguages.map((language) => ({
        key: language,
        label: t(`languageNames.${interfaceLanguageOf[language]}`),
        forceRender: true,
        children: (
          <>
            {language === "Tw" ? (
              <Alert
                type="info"
                showIcon
                title={t("product.management.form.traditionalHint")}
                className="product-form-alert"
              />
            ) : null}
            <Form.Item
              name={`name${language}`}
              label={nameLabel}
              rules={
                language === "Tw"
                  ? textLengthRules(t, nameLabel, productLimits.nameMaxLength)
                  : requiredTextRules(t, nameLabel, productLimits.nameMaxLength)
              }
            >
              <Input maxLength={productLimits.nameMaxLength} />
            </Form.Item>
            <Form.Item
              name={`summary${language}`}
              label={summaryLabel}
              rules={textLengthRules(t, summaryLabel, productLimits.summaryMaxLength)}
            >
              <Input.TextArea
                placeholder={t("product.management.form.summaryPlaceholder")}
                maxLength={productLimits.summaryMaxLength}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
              />
            </Form.Item>
            {formattedDescriptions.includes(language) ? (
              <Alert
                type="warning"
                showIcon
                title={t("product.management.form.descriptionFormatted")}
                className="product-form-alert"
              />
            ) : null}
            <Form.Item
              name={`description${language}`}
              label={descriptionLabel}
              extra={t("product.management.form.descriptionHint")}
              className="product-form-counted"
              rules={textLengthRules(t, descriptionLabel, productLimits.descriptionMaxLength)}
            >
              <Input.TextArea
                maxLength={productLimits.descriptionMaxLength}
                showCount
                autoSize={{ minRows: 6, maxRows: 16 }}
              />
            </Form.Item>
          </>
        ),
      }))}
    />
  );
}
