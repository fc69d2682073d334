import { productLimits } from "@portal/shared";
import { Select, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useProductChoices } from "../../catalogue/index.ts";
import "../pages/compare.css";

/** A searchable list of the catalogue's products (modules, boards, terminals) to add to a comparison. */
export function AddProductSelect({
  excludedIds,
  onAdd,
}: {
  excludedIds: readonly number[];
  onAdd: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState("");
  const settledKeyword = useDebouncedValue(keyword);
  const full = excludedIds.length >= productLimits.compareMax;
  const results = useProductChoices(settledKeyword, open && !full);
  const options = (results.data?.list ?? [])
    .filter((product) => !excludedIds.includes(product.id))
    .map((product) => ({ value: product.id, label: `${product.model} · ${product.name}` }));

  return (
    <Select<number>
      className="compare-add-select"
      value={null}
      disabled={full}
      open={open}
      onOpenChange={setOpen}
      placeholder={
        full
          ? t("product.compare.addFull", { max: productLimits.compareMax })
          : t("product.compare.addPlaceholder")
      }
      aria-label={t("product.compare.addProduct")}
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
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
        setKeyword("");
        setOpen(false);
        onAdd(id);
      }}
    />
  );
}
