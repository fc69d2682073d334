import type { ProductFilterCounts } from "@portal/shared";
import {
  type ProductSelection,
  type SelectionFilterName,
  selectionFilterNames,
} from "../product-selection.ts";
import { SelectionFilterRow } from "./SelectionFilterRow.tsx";
import { SelectionKeywordRow } from "./SelectionKeywordRow.tsx";
import "./selection-filters.css";

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
        <SelectionFilterRow
          key={name}
          name={name}
          selection={selection}
          counts={counts}
          onChange={onFilterChange}
        />
      ))}
      <SelectionKeywordRow keyword={selection.keyword} onChange={onKeywordChange} />
    </div>
  );
}
