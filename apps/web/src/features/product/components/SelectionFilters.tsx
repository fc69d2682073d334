import { SearchOutlined } from "@ant-design/icons";
import type { ProductFilterCounts } from "@portal/shared";
import { Input, Radio } from "antd";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useProductLabels } from "../product-labels.ts";
import {
  keywordMaxLength,
  optionCount,
  type ProductSelection,
  type SelectionFilterName,
  selectionFilterNames,
  selectionFilters,
} from "../product-selection.ts";

/** The radio value of "All" (no filter). */
const all = "";

function FilterRow({
  name,
  selection,
  counts,
  onChange,
}: {
  name: SelectionFilterName;
  selection: ProductSelection;
  counts: ProductFilterCounts | undefined;
  onChange: (name: SelectionFilterName, value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const labels = useProductLabels();
  const labelId = useId();
  const selected = selection[name];
  const options = [undefined, ...selectionFilters[name]];

  return (
    <div className="selection-filter-row">
      <div className="selection-filter-label" id={labelId}>
        {t(`catalogue.selection.${name}`)}
      </div>
      <Radio.Group
        className="selection-filter-options"
        aria-labelledby={labelId}
        value={selected ?? all}
        onChange={(event) => {
          const value = String(event.target.value);
          onChange(name, value === all ? undefined : value);
        }}
      >
        {options.map((value) => {
          const count = optionCount(counts, name, value);
          // An option that would leave nothing stays choosable (the empty result then says so),
          // but is marked beforehand, as a parametric search does.
          const empty = count === 0 && value !== selected;
          return (
            <Radio.Button
              key={value ?? all}
              value={value ?? all}
              className={empty ? "selection-option selection-option-empty" : "selection-option"}
            >
              {value === undefined
                ? t("catalogue.selection.all")
                : labels.filterOption(name, value)}
              {count === undefined ? null : (
                <span className="selection-option-count"> ({count})</span>
              )}
            </Radio.Button>
          );
        })}
      </Radio.Group>
    </div>
  );
}

function KeywordRow({
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
        {t("catalogue.selection.keyword")}
      </label>
      <Input
        id={`${labelId}-input`}
        className="selection-keyword"
        type="search"
        allowClear
        maxLength={keywordMaxLength}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t("catalogue.selection.keywordPlaceholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

/** The three filters, each with "All" and the count each option would leave, and the keyword. */
export function SelectionFilters({
  selection,
  counts,
  onFilterChange,
  onKeywordChange,
}: {
  selection: ProductSelection;
  counts: ProductFilterCounts | undefined;
  onFilterChange: (name: SelectionFilterName, value: string | undefined) => void;
  onKeywordChange: (keyword: string) => void;
}) {
  return (
    <div className="selection-filters">
      {selectionFilterNames.map((name) => (
        <FilterRow
          key={name}
          name={name}
          selection={selection}
          counts={counts}
          onChange={onFilterChange}
        />
      ))}
      <KeywordRow keyword={selection.keyword} onChange={onKeywordChange} />
    </div>
  );
}
