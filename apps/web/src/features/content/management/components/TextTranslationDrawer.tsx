import { contentLimits, type TextTranslationFields } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { TranslationDrawer } from "../../../../components/management/TranslationDrawer.tsx";
import { useTranslations } from "../../../../components/management/use-translations.ts";
import { contentViews } from "../api.ts";
import { TextBodyField } from "./TextBodyField.tsx";

type TextTranslationValues = {
  title: string;
  summary: string | null;
  content: string;
  category: string | null;
};

const emptyFields: TextTranslationValues = {
  title: "",
  summary: null,
  content: "",
  category: null,
};

/** The request of a save: texts trimmed, an empty summary or category left out. */
function translationFieldsOf(values: TextTranslationValues): TextTranslationFields {
  return {
    title: values.title.trim(),
    summary: values.summary?.trim() || undefined,
    content: values.content,
    category: values.category?.trim() || undefined,
  };
}

/** A text's versions in other languages: title, summary, category and body in a tab each. */
export function TextTranslationDrawer({
  target,
  onClosed,
}: {
  target: { id: number; title: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { record, writes } = useTranslations({
    base: "/api/text",
    id: target.id,
    queryKey: ["content", "management", "translations", target.id],
    views: contentViews,
    fieldsOf: translationFieldsOf,
  });
  const label = (field: string) => t(`content.management.form.${field}`);

  return (
    <TranslationDrawer<TextTranslationValues>
      title={t("translation.drawerTitle", { title: target.title })}
      record={record}
      emptyFields={emptyFields}
      writes={writes}
      onClosed={onClosed}
      renderFields={() => (
        <>
          <Form.Item
            name="title"
            label={label("title")}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t("content.management.form.required", { field: label("title") }),
              },
            ]}
          >
            <Input maxLength={contentLimits.titleMaxLength} showCount />
          </Form.Item>
          <Form.Item name="summary" label={label("summary")}>
            <Input.TextArea
              maxLength={contentLimits.summaryMaxLength}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          </Form.Item>
          <Form.Item name="category" label={label("category")}>
            <Input maxLength={contentLimits.categoryMaxLength} />
          </Form.Item>
          <TextBodyField />
        </>
      )}
    />
  );
}
