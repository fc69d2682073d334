import { Select } from "antd";
import type { CSSProperties } from "react";
import { useModuleOptions } from "../api.ts";
import { useSearchKeyword } from "../use-search-keyword.ts";

/**
 * Chooses a module (the parent of a sub-product) by searching model and name; drafts count,
 * a board may be prepared before its module is published.
 */
export function ModuleSelect({
  id,
  value,
  onChange,
  selectedLabel,
  placeholder,
  ariaLabel,
  allowClear = false,
  style,
}: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The chosen module's name while it is not among the search results. */
  selectedLabel?: string | null;
  placeholder: string;
  ariaLabel?: string;
  allowClear?: boolean;
  style?: CSSProperties;
}) {
  const { keyword, onSearch } = useSearchKeyword();
  const modules = useModuleOptions(keyword);
  const options = (modules.data?.list ?? []).map((row) => ({
    value: row.id,
    label: `${row.model} · ${row.name}`,
  }));
  if (value && selectedLabel && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: selectedLabel });
  }
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch }}
      loading={modules.isFetching}
      options={options}
      style={style}
    />
  );
}
