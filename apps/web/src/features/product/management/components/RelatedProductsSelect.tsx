import { productLimits } from "@portal/shared";
import { Select } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useProductRelated, useRelatedCandidates } from "../api.ts";
import { useSearchKeyword } from "../use-search-keyword.ts";

/**
 * Chooses the related products (any status) by searching model and name; the order chosen is
 * the order the product page shows them in.
 */
export function RelatedProductsSelect({
  id,
  value,
  onChange,
  productId,
}: {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  /** The product being edited (never related to itself); null for a new product. */
  productId: number | null;
}) {
  const { t } = useTranslation();
  const { keyword, onSearch } = useSearchKeyword();
  const candidates = useRelatedCandidates(keyword, productId);
  const current = useProductRelated(productId);
  // Names seen in any answer, so a chosen product keeps its name when a new search leaves it out.
  const names = useRef(new Map<number, string>());
  for (const item of [...(current.data ?? []), ...(candidates.data?.list ?? [])]) {
    names.current.set(item.id, `${item.model} · ${item.name}`);
  }
  const chosen = value ?? [];
  const shown = new Set([...chosen, ...(candidates.data?.list ?? []).map((item) => item.id)]);
  const options = [...shown].map((optionId) => ({
    value: optionId,
    label: names.current.get(optionId) ?? `#${optionId}`,
  }));
  return (
    <Select
      id={id}
      mode="multiple"
      value={chosen}
      onChange={(next) => onChange?.(next)}
      placeholder={t("product.management.form.relatedPlaceholder")}
      showSearch={{ filterOption: false, onSearch }}
      loading={candidates.isFetching}
      maxCount={productLimits.relatedMax}
      options={options}
    />
  );
}
