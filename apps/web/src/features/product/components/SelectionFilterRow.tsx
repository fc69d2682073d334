import type { ProductFilterCounts } from "@portal/shared";
import { Radio } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useProductLabels } from "../product-labels.ts";
import {
  optionCount,
  type ProductSelection,
  type SelectionFilterName,
  selectionFilters,
} from "../product-selection.ts";
import "./selection-filters.css";

/** The radio value of "All" (no filter). */
const all = "";

export function SelectionFilterRow({
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
        {t(`product.selection.${name}`)}
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
              {value === undefined ? t("product.selection.all") : labels.filterOption(name, value)}
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
