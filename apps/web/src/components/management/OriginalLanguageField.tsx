import { type Language, languages } from "@portal/shared";
import { Form, Select } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The language a record's original is written in (`language`), in the form of any translatable
 * kind: readers in another language get a version, the converted text or a note naming it.
 */
export function OriginalLanguageField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="language" label={t("translation.originalLanguage")}>
      <Select<Language>
        options={languages.map((value) => ({
          value,
          label: t(`translation.languageNames.${value}`),
        }))}
      />
    </Form.Item>
  );
}
