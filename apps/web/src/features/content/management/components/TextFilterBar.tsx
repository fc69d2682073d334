import { type TextStatus, type TextType, textStatuses } from "@portal/shared";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { FilterBar, KeywordFilter } from "../../../../components/management/ManagementListPage.tsx";
import { materialCategoryLabelKey, type TextSectionSettings } from "../text-sections.ts";

/** The table's own filters (the page's types and categories are added by the page). */
export type TextFilters = {
  keyword?: string;
  type?: TextType;
  status?: TextStatus;
  category?: string;
};

/** Keyword search, type (when the page has several), status and category. */
export function TextFilterBar({
  settings,
  filters,
  onChange,
}: {
  settings: TextSectionSettings;
  filters: TextFilters;
  onChange: (filters: TextFilters) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: TextFilters) => onChange({ ...filters, ...patch });
  return (
    <FilterBar label={t("content.management.filters.label")}>
      <KeywordFilter
        label={t("content.management.filters.keyword")}
        onSearch={(keyword) => set({ keyword: keyword })}
      />
      {settings.types.length > 1 ? (
        <Select<TextType>
          allowClear
          placeholder={t("content.management.filters.type")}
          aria-label={t("content.management.filters.type")}
          value={filters.type}
          onChange={(type) => set({ type })}
          options={settings.types.map((type) => ({
            value: type,
            label: t(`content.types.${type}`),
          }))}
        />
      ) : null}
      <Select<TextStatus>
        allowClear
        placeholder={t("content.management.filters.status")}
        aria-label={t("content.management.filters.status")}
        value={filters.status}
        onChange={(status) => set({ status })}
        options={textStatuses.map((status) => ({
          value: status,
          label: t(`content.management.statuses.${status}`),
        }))}
      />
      {settings.categories ? (
        <Select<string>
          allowClear
          placeholder={t("content.management.table.category")}
          aria-label={t("content.management.table.category")}
          value={filters.category}
          onChange={(category) => set({ category })}
          options={settings.categories.map((category) => ({
            value: category,
            label: t(materialCategoryLabelKey(category)),
          }))}
        />
      ) : (
        <KeywordFilter
          label={t("content.management.filters.category")}
          onSearch={(keyword) => set({ category: keyword })}
        />
      )}
    </FilterBar>
  );
}
