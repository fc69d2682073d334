import { productTypes } from "@portal/shared";
import { Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNoticeProducts } from "../api.ts";

/**
 * The product a notice is about: the published catalogue by type then model, searchable; empty
 * for a notice about no product. The product's subscribers hear of the notice.
 */
export function NoticeProductSelect({
  value,
  onChange,
  id,
}: {
  value?: number | null;
  onChange?: (productId: number | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const products = useNoticeProducts();
  const options = useMemo(
    () =>
      [...(products.data ?? [])]
        .sort(
          (a, b) =>
            productTypes.indexOf(a.productType) - productTypes.indexOf(b.productType) ||
            a.model.localeCompare(b.model),
        )
        .map((product) => ({
          value: product.id,
          // Names usually start with the model: it is said once.
          label: product.name.startsWith(product.model)
            ? product.name
            : `${product.model} ${product.name}`,
        })),
    [products.data],
  );
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(productId) => onChange?.(productId ?? null)}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={products.isPending}
      status={products.isError ? "warning" : undefined}
      placeholder={
        products.isError
          ? t("content.management.form.productsLoadFailed")
          : t("content.management.form.productPlaceholder")
      }
      options={options}
    />
  );
}
