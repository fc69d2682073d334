import { Select, Spin } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useProductChoices } from "../../catalogue/index.ts";

/**
 * Ant Design's searchable Select of the catalogue's products, loaded by AddProductSelect once
 * the reader first reaches for the list; the keyword and the open state are the placeholder's,
 * so what was typed or clicked before the code arrived carries over.
 */
export function AddProductPicker({
  excludedIds,
  onAdd,
  placeholder,
  label,
  keyword,
  onKeywordChange,
  open,
  onOpenChange,
  autoFocus,
}: {
  excludedIds: readonly number[];
  onAdd: (id: number) => void;
  placeholder: string;
  label: string;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  // rc-select clears the search in an effect when it mounts with its list not yet open: that
  // would drop what was typed into the placeholder. Its effects run before ours, and a reader
  // cannot type before they have.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  const search = (value: string) => {
    if (mounted.current) onKeywordChange(value);
  };
  const settledKeyword = useDebouncedValue(keyword);
  const results = useProductChoices(settledKeyword, open);
  const options = (results.data?.list ?? [])
    .filter((product) => !excludedIds.includes(product.id))
    .map((product) => ({ value: product.id, label: `${product.model} · ${product.name}` }));

  return (
    <Select<number>
      className="compare-add-select"
      value={null}
      open={open}
      onOpenChange={onOpenChange}
      autoFocus={autoFocus}
      placeholder={placeholder}
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: search, searchValue: keyword }}
      options={options}
      loading={results.isFetching}
      notFoundContent={
        results.isFetching ? (
          <Spin size="small" description={t("product.compare.searching")} />
        ) : (
          t("product.compare.noMatch")
        )
      }
      onChange={(id) => {
        onKeywordChange("");
        onOpenChange(false);
        onAdd(id);
      }}
    />
  );
}
