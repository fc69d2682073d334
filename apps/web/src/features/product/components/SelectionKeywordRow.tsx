import { SearchOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { keywordMaxLength } from "../product-selection.ts";
import "./selection-filters.css";

export function SelectionKeywordRow({
  keyword,
  onChange,
}: {
  keyword: string;
  onChange: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [text, setText] = useState(keyword);
  const settled = useDebouncedValue(text);

  // The URL changed on its own (reset, back, a shared link): show its keyword.
  useEffect(() => {
    setText((current) => (current.trim() === keyword ? current : keyword));
  }, [keyword]);

  useEffect(() => {
    if (settled.trim() !== keyword) onChange(settled);
  }, [settled, keyword, onChange]);

  return (
    <div className="selection-filter-row">
      <label className="selection-filter-label" id={labelId} htmlFor={`${labelId}-input`}>
        {t("product.selection.keyword")}
      </label>
      <Input
        id={`${labelId}-input`}
        className="selection-keyword"
        type="search"
        allowClear
        maxLength={keywordMaxLength}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t("product.selection.keywordPlaceholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
