import { Button, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterBar, KeywordFilter } from "../../../../components/management/ManagementListPage.tsx";
import { useProductLabels } from "../../product-labels.ts";
import type { ProductAdminFilters } from "../api.ts";
import { choiceFields, choiceOptions } from "../choice-options.ts";
import { type ProductScope, scopeSettings } from "../product-scopes.ts";
import { ModuleSelect } from "./ModuleSelect.tsx";

/** Keyword, category, network, package, status (and module on the sub-product page). */
export function ProductFilterBar({
  scope,
  filters,
  onChange,
}: {
  scope: ProductScope;
  filters: ProductAdminFilters;
  onChange: (filters: ProductAdminFilters) => void;
}) {
  const { t } = useTranslation();
  const labels = useProductLabels();
  const [keyword, setKeyword] = useState(filters.keyword ?? "");
  const set = (change: ProductAdminFilters) => onChange({ ...filters, ...change });
  const label = (key: string) => t(`product.management.filters.${key}`);
  const choices = choiceOptions(scopeSettings[scope].productTypes, labels);
  const active = Object.values(filters).some((value) => value !== undefined && value !== "");

  return (
    <FilterBar label={label("label")}>
      <KeywordFilter label={label("keyword")} onSearch={(keyword) => set({ keyword: keyword })} />
      {choiceFields.map((field) => (
        <Select<string>
          key={field}
          value={filters[field]}
          onChange={(value) => set({ [field]: value })}
          options={choices[field]}
          placeholder={label(field)}
          aria-label={label(field)}
          allowClear
        />
      ))}
      {scopeSettings[scope].parent === "required" ? (
        <ModuleSelect
          value={filters.parentId ?? null}
          onChange={(parentId) => set({ parentId: parentId ?? undefined })}
          placeholder={label("parent")}
          ariaLabel={label("parent")}
          allowClear
        />
      ) : null}
      <Button
        disabled={!active && keyword === ""}
        onClick={() => {
          setKeyword("");
          onChange({});
        }}
      >
        {label("reset")}
      </Button>
    </FilterBar>
  );
}
