import type { Language } from "@portal/shared";
import { productLimits, richTextLength } from "@portal/shared";
import { Alert, Form, Input, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useEditorUpload } from "../../../../components/rich-text-editor/editor-upload.ts";
import { RichTextEditor } from "../../../../components/rich-text-editor/RichTextEditor.tsx";
import { requiredTextRules, textLengthRules } from "../product-form-rules.ts";
import { descriptionDraftKey, type TextLanguage, textLanguages } from "../product-form-values.ts";

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
  productId,
}: {
  activeLanguage: TextLanguage;
  onLanguageChange: (language: TextLanguage) => void;
  /** The product edited, null for a new one: its drafts are kept apart. */
  productId: number | null;
}) {
  const { t } = useTranslation();
  const uploadDescriptionFile = useEditorUpload();
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
            <Form.Item
              name={`description${language}`}
              label={descriptionLabel}
              rules={[
                {
                  validator: (_, html: string | undefined) =>
                    richTextLength(html ?? "") > productLimits.descriptionMaxLength
                      ? Promise.reject(
                          new Error(
                            t("common.tooLong", { max: productLimits.descriptionMaxLength }),
                          ),
                        )
                      : Promise.resolve(),
                },
              ]}
            >
              <RichTextEditor
                maxLength={productLimits.descriptionMaxLength}
                upload={uploadDescriptionFile}
                draftKey={descriptionDraftKey(productId, language)}
                aria-label={`${descriptionLabel} (${t(`languageNames.${interfaceLanguageOf[language]}`)})`}
              />
            </Form.Item>
          </>
        ),
      }))}
    />
  );
}
