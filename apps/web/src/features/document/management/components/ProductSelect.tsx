import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { useProductChoices } from "../../../catalogue/index.ts";
import type { ProductChoice } from "../document-form-values.ts";

/**
 * Chooses the product a document belongs to, searching the products without a parent
 * (`getProductListWithoutChild`), or "general document". `current` names the product already
 * chosen (it may be a child product, which the search does not list).
 */
export function ProductSelect({
  id,
  value,
  onChange,
  current,
  withGeneral = true,
  placeholder,
  ariaLabel,
  allowClear = false,
}: {
  id?: string;
  value?: ProductChoice;
  onChange?: (value: ProductChoice | undefined) => void;
  current?: { id: number; model: string } | null;
  withGeneral?: boolean;
  placeholder?: string;
  /** The field's name when no form label names it (a filter). */
  ariaLabel?: string;
  allowClear?: boolean;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const keyword = useDebouncedValue(typed.trim());
  const choices = useProductChoices(keyword);
  const products = choices.data?.list ?? [];
  const known = current && !products.some((product) => product.id === current.id) ? [current] : [];
  const options = [
    ...(withGeneral && keyword === ""
      ? [{ value: "general" as const, label: t("document.admin.generalChoice") }]
      : []),
    ...[...known, ...products].map((product) => ({
      value: product.id,
      label: "name" in product ? `${product.model} · ${product.name}` : product.model,
    })),
  ];
  return (
    <Select<ProductChoice>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={placeholder ?? t("document.admin.productPlaceholder")}
      loading={choices.isFetching}
      notFoundContent={choices.isFetching ? t("common.loading") : t("document.admin.noProduct")}
      options={options}
      allowClear={allowClear}
      aria-label={ariaLabel}
    />
  );
}
