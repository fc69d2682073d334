import { forumLimits } from "@portal/shared";
import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useProductChoices } from "../../catalogue/index.ts";

/** Picks up to five products by model, searching the catalogue as the reader types. */
export function ProductPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const keyword = useDebouncedValue(typed.trim());
  const choices = useProductChoices(keyword, open);
  // Chosen products stay labelled when a later search no longer lists them.
  const [known, setKnown] = useState(new Map<number, string>());
  const products = choices.data?.list ?? [];
  const labels = new Map(known);
  for (const product of products) labels.set(product.id, `${product.model} · ${product.name}`);
  const options = [...labels].map(([productId, label]) => ({ value: productId, label }));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={(next) => {
        setKnown(new Map([...labels].filter(([productId]) => next.includes(productId))));
        onChange?.(next);
      }}
      onOpenChange={setOpen}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      maxCount={forumLimits.productsMax}
      placeholder={t("forum.form.productsPlaceholder")}
      loading={choices.isFetching}
      notFoundContent={choices.isFetching ? t("common.loading") : t("forum.form.noProduct")}
      options={options}
    />
  );
}
