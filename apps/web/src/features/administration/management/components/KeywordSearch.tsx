import { Input } from "antd";
import { useTranslation } from "react-i18next";

/** The search box of an administration table: answers the trimmed keyword, undefined when empty. */
export function KeywordSearch({
  placeholder,
  onSearch,
}: {
  placeholder: string;
  onSearch: (keyword: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      aria-label={t("administration.search")}
      enterButton={t("administration.search")}
      onSearch={(text) => onSearch(text.trim() || undefined)}
    />
  );
}
